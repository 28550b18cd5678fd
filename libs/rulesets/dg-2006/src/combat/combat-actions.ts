import { isViolation, type LegalAction } from '@pratzen/engine';
import { BOARD } from '../data/board';
import { counter } from '../data/counters';
import type { DgCommand } from '../commands';
import { occupancy, onMap, sideOf, unitsAt } from '../queries';
import type { DgState } from '../state';
import { checkAttack, plannedAttack } from './obligation-check';
import { attackersOf, canAttackHex, hexAttackable } from './obligations';
import { exchangeSets } from './resolution';

type Action = LegalAction<DgCommand>;

function attackAction(
  state: DgState,
  attackers: readonly string[],
  defenders: readonly string[],
): Action | null {
  const command: DgCommand = {
    type: 'Attack',
    attackers: [...attackers],
    defenders: [...defenders],
  };
  const plan = checkAttack(state, command);
  if (isViolation(plan)) return null;
  return {
    command,
    rule: plan.bombarding.length === attackers.length ? '10.0' : '8.0',
    odds: plan.odds,
    column: plan.column,
    attackStrength: plan.attackStrength,
    defenceStrength: plan.defenceStrength,
    bombarding: plan.bombarding,
    defenderHexes: plan.defenderHexes,
  };
}

/**
 * Attack options, per enemy hex that may be attacked: every available attacker together (adjacent
 * and bombarding), the adjacent ones alone, each attacker alone; and, for a unit adjacent to more
 * than one enemy hex, that unit alone against all of them (8.0 F); and the first attack of a plan
 * that meets the most obligations (the search), so that one is offered whenever one is owed. Only
 * attacks that leave the obligations within reach (checkAttack, as decide); any other
 * combination that passes it is accepted by decide as well.
 */
export function attackOptions(state: DgState): Action[] {
  const out: Action[] = [];
  const seen = new Set<string>();
  const push = (attackers: readonly string[], defenders: readonly string[]): void => {
    if (attackers.length === 0) return;
    const key = `${[...attackers].sort().join(',')}>${[...defenders].sort().join(',')}`;
    if (seen.has(key)) return;
    seen.add(key);
    const a = attackAction(state, attackers, defenders);
    if (a !== null) out.push(a);
  };
  for (const [hex, units] of occupancy(state)) {
    const first = units[0];
    if (first === undefined || sideOf(first) === state.side || !hexAttackable(state, hex)) continue;
    const defenders = units.map((u) => u.id);
    const all = attackersOf(state, hex);
    const adjacent = all.filter((id) => BOARD.distance(onMap(state, id)?.hex ?? '', hex) === 1);
    push(all, defenders);
    push(adjacent, defenders);
    for (const id of all) push([id], defenders);
  }
  for (const u of state.units) {
    if (u.location !== 'map' || u.hex === null || counter(u.id).side !== state.side) continue;
    const from = u.hex;
    const targets = (BOARD.neighbors.get(from) ?? []).filter((h) => canAttackHex(state, u.id, h));
    if (targets.length < 2) continue;
    push(
      [u.id],
      targets.flatMap((h) => unitsAt(state, h).map((x) => x.id)),
    );
  }
  const planned = plannedAttack(state);
  if (planned !== null) push(planned.attackers, planned.defenders);
  return out;
}

/** The answers to a pending combat decision, as full command bodies. */
export function pendingAnswers(state: DgState): Action[] {
  const p = state.pending;
  if (p === null) return [];
  switch (p.type) {
    case 'ResolveExchange':
      return [
        ...exchangeSets(p.candidates, p.required).map((eliminate): Action => ({
          command: { type: 'ResolveExchange', eliminate },
          rule: '9.0',
          lost: eliminate.reduce((a, id) => a + counter(id).strength, 0),
          required: p.required,
        })),
        {
          command: { type: 'ResolveExchange', retreatInstead: true },
          rule: '9.0',
          substitute: 'Ar',
        },
      ];
    case 'ElectRetreat': {
      const sets: string[][] = [];
      for (let m = 0; m < 1 << Math.min(p.candidates.length, 8); m += 1)
        sets.push(p.candidates.filter((_, k) => (m >> k) & 1));
      return sets.map((artillery): Action => ({
        command: { type: 'ElectRetreat', artillery },
        rule: '10.0 C',
      }));
    }
    case 'RetreatUnit':
      return p.hexes.map((h): Action => ({
        command:
          p.hexes.filter((x) => x.hex === h.hex).length > 1
            ? { type: 'RetreatUnit', unitId: p.unitId, hex: h.hex, displaces: [...h.displaces] }
            : { type: 'RetreatUnit', unitId: p.unitId, hex: h.hex },
        rule: h.displaces.length > 0 ? '9.32' : p.rule,
        from: p.from,
        displaces: h.displaces,
      }));
    case 'Advance':
      return [
        ...p.candidates.flatMap((c) =>
          c.hexes.map((hex): Action => ({
            command: { type: 'Advance', unitId: c.unitId, hex },
            rule: '9.33',
          })),
        ),
        { command: { type: 'DeclineAdvance' }, rule: '9.33' },
      ];
  }
}
