import type { Dice } from '@pratzen/engine';
import type { AtwEvent } from '../events';
import { playsOptional } from '../fire/optional';
import type { Pose } from '../movement/programme';
import type { AtwState, Engagement, UnitState } from '../state';
import { contactOf } from '../attack/contact';
import { isSteady } from '../attack/steady';

/**
 * 17.8 (optional `cavalry-reinforcing`): "you may attack with a second cavalry unit behind the
 * first if the first is entirely in one rank of figures. Treat this as an attack by two units.
 * Only the front rank of the reinforcing unit may attack." Pratzen (README I-60): the second
 * unit makes a move whose front ends touching the first's rear (a `contact` step may name the
 * friend); it then attacks every enemy the first is attacking, with the first's face, flank and
 * angle, and strikes with the front-rank figures of its files touching the first's rear plus 17.2's
 * overlap; its engagement ends when the first's does.
 */
export const REINFORCING = 'cavalry-reinforcing';

/** 17.8: cavalry in close order (formed: neither skirmishing nor in town order). */
const formedCavalry = (u: UnitState): boolean =>
  u.arm === 'cavalry' && u.formation !== 'skirmish' && u.block === null;

/** 17.8: the first unit's own attacks (not those it reinforces). */
export const attacksOf = (s: AtwState, id: string): Engagement[] =>
  s.engagements.filter((e) => e.attackerId === id && e.behind === undefined);

/** 17.8: whether `u` may reinforce friend `f`'s attack (the optional rule, both cavalry, `f` one rank deep and attacking). */
export function mayReinforce(s: AtwState, u: UnitState, f: UnitState): boolean {
  return (
    playsOptional(s, REINFORCING) &&
    f.id !== u.id &&
    f.side === u.side &&
    formedCavalry(u) &&
    formedCavalry(f) &&
    f.ranks === 1 &&
    attacksOf(s, f.id).length > 0
  );
}

/** 17.8: the friend whose attack `u` reinforces by ending at `final` (its front on the friend's rear), or null. */
export function reinforcedBy(s: AtwState, u: UnitState, final: Pose): UnitState | null {
  for (const f of s.units) {
    if (!mayReinforce(s, u, f)) continue;
    const c = contactOf(s.table, final, f);
    if (c !== null && c.face === 'rear' && c.files.length > 0) return f;
  }
  return null;
}

/**
 * 17.8: the events of a reinforcing move: its `UnitMoved`, then an `AttackMade` against each enemy
 * the friend attacks (`behind` the friend). Against a steady square cavalry rolls first (14.2):
 * under 5 it is halted and does not move.
 */
export function reinforceEvents(
  s: AtwState,
  u: UnitState,
  f: UnitState,
  moved: AtwEvent,
  dice: Dice,
): AtwEvent[] {
  const mine = attacksOf(s, f.id);
  const square = mine
    .map((e) => s.units.find((d) => d.id === e.defenderId))
    .find((d) => d !== undefined && d.formation === 'square' && isSteady(d));
  if (square !== undefined) {
    const roll = dice.roll('14.2 cavalry attacking a steady square');
    if (roll < 5)
      return [{ type: 'AttackHalted', unitId: u.id, against: square.id, roll, rule: '14.2' }];
  }
  return [
    { ...moved, rule: '17.8' } as AtwEvent,
    ...mine.map((e): AtwEvent => ({
      type: 'AttackMade',
      attackerId: u.id,
      defenderId: e.defenderId,
      face: e.face,
      attack: e.trueFlank ? 'true-flank' : 'frontal',
      attackerCounts: e.attackerFlanked ? 'flanked' : 'frontal',
      // 17.3: a first round stays a first round (two attackers at once); a combat from an
      // earlier turn is a continuing one
      combat: e.continuing || e.rounds > 0 ? 'continuing' : 'new',
      behind: f.id,
      rule: '17.8',
    })),
  ];
}

/** 17.8: only the reinforcing unit's front rank strikes (its figures there). */
export const frontRankOnly = <U extends Pick<UnitState, 'figures' | 'files' | 'ranks'>>(
  u: U,
): U => ({
  ...u,
  ranks: 1,
  figures: Math.min(u.figures, u.files),
});

/**
 * 17.8: the engagements left once some have ended: a reinforcing unit's engagement ends with
 * the friend's own against that enemy.
 */
export const withoutOrphans = (es: readonly Engagement[]): Engagement[] =>
  es.filter(
    (e) =>
      e.behind === undefined ||
      es.some(
        (x) => x.attackerId === e.behind && x.defenderId === e.defenderId && x.behind === undefined,
      ),
  );
