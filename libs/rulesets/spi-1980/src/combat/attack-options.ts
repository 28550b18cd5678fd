import type { LegalAction } from '@pratzen/engine';
import { BOARD } from '../data/board';
import type { SpiCommand } from '../commands';
import { sideOf, typeOf, unitsAt } from '../queries';
import type { SpiState, UnitState } from '../state';
import { planAttack } from './attack-validation';
import { bombardableHexes, isFogTurn, mayBombard } from './bombardment';
import type { AttackCommand } from './combat-commands';
import { combatObligations } from './obligations';
import { adjacent, moraleOf } from './participants';
import { previewAttack } from './preview';
import { chargeThrough, chargesAsCavalry } from './terrain-effects';

type Action = LegalAction<SpiCommand>;

/** How many enemy hexes one attack may take on in the options listed (5.4 allows more). */
const MAX_GROUP = 3;

function subsets<T>(xs: readonly T[], max: number): T[][] {
  const out: T[][] = [];
  const go = (i: number, acc: T[]): void => {
    if (acc.length > 0) out.push(acc);
    if (acc.length === max) return;
    for (let j = i; j < xs.length; j += 1) go(j + 1, [...acc, xs[j] as T]);
  };
  go(0, []);
  return out;
}

/** Enemy hexes not attacked yet (5.2: none of their units has been attacked this phase). */
function targetHexes(state: SpiState): Set<string> {
  const out = new Set<string>();
  for (const u of state.units) {
    if (u.location !== 'map' || u.hex === null || sideOf(u) === state.side) continue;
    if (unitsAt(state, u.hex).every((x) => !state.marks.defended.includes(x.id))) out.add(u.hex);
  }
  return out;
}

/** The defending hex groups: each hex alone, and hexes every one of some attacker's neighbours. */
function hexGroups(attackers: readonly UnitState[], targets: ReadonlySet<string>): string[][] {
  const groups = new Map<string, string[]>();
  for (const t of targets) groups.set(t, [t]);
  for (const a of attackers) {
    const near = (BOARD.neighbors.get(a.hex as string) ?? []).filter((h) => targets.has(h)).sort();
    for (const g of subsets(near, MAX_GROUP)) if (g.length > 1) groups.set(g.join('+'), g);
  }
  return [...groups.values()];
}

const bestMorale = (ids: readonly string[]): string | undefined =>
  [...ids].sort((a, b) => moraleOf(b) - moraleOf(a) || (a < b ? -1 : 1))[0];

function commandsFor(state: SpiState, group: readonly string[], attackers: readonly UnitState[]): AttackCommand[] {
  const defenders = group.flatMap((h) => unitsAt(state, h).map((u) => u.id));
  const alone = (a: UnitState): boolean =>
    !('kind' in planAttack(state, { type: 'Attack', attackers: [a.id], defenders: unitsAt(state, group[0] as string).map((u) => u.id) }));
  const near = attackers.filter((a) => group.every((h) => adjacent(a.hex as string, h)) && alone(a));
  const far = attackers.filter(
    (a) =>
      typeOf(a) === 'artillery' &&
      group.every((h) => !adjacent(a.hex as string, h)) &&
      mayBombard(state, a) &&
      bombardableHexes(a.hex as string, group).length > 0,
  );
  if (near.length === 0 && (group.length > 1 || far.length === 0)) return [];
  const make = (ids: readonly string[], charges: readonly string[] = []): AttackCommand => {
    const morale = bestMorale(ids.filter((id) => near.some((a) => a.id === id)));
    return {
      type: 'Attack',
      attackers: [...ids],
      defenders,
      ...(charges.length > 0 ? { charges: [...charges] } : {}),
      ...(morale !== undefined ? { moraleUnit: morale } : {}),
    };
  };
  const all = [...near, ...(near.length > 0 || group.length === 1 ? far : [])].map((a) => a.id);
  const out = [make(all), make(near.map((a) => a.id))];
  const chargers = isFogTurn(state)
    ? []
    : near.filter((a) => chargesAsCavalry(typeOf(a)) && group.every((h) => chargeThrough(BOARD.hexside(a.hex as string, h))));
  if (chargers.length > 0) out.push(make(all, chargers.map((a) => a.id)));
  for (const a of near) out.push(make([a.id]));
  if (group.length === 1) for (const a of far) out.push(make([a.id]));
  return out.filter((c) => c.attackers.length > 0);
}

/**
 * 5.0–6.2: the attack options of the phasing player: per defending hex group, the largest
 * attacker set, each adjacent attacker alone, each bombarding artillery alone, and the largest
 * set with every eligible cavalry charging; each with its preview (odds column after all shifts).
 */
export function attackOptions(state: SpiState): Action[] {
  const attackers = state.units.filter(
    (u) => u.location === 'map' && u.hex !== null && sideOf(u) === state.side && !u.disrupted && !state.marks.attacked.includes(u.id),
  );
  if (attackers.length === 0) return [];
  const obligations = combatObligations(state);
  const seen = new Set<string>();
  const out: Action[] = [];
  for (const group of hexGroups(attackers, targetHexes(state))) {
    for (const command of commandsFor(state, group, attackers)) {
      const key = JSON.stringify(command);
      if (seen.has(key)) continue;
      seen.add(key);
      const p = previewAttack(state, command);
      if ('kind' in p) continue;
      out.push({
        command,
        rule: '6.1',
        defenderHexes: group,
        odds: p.odds,
        column: p.column,
        shifts: p.shifts,
        attackerStrength: p.attackerStrength,
        defenderStrength: p.defenderStrength,
        defence: p.defence,
        mandatory: {
          attackers: command.attackers.filter((a) => obligations.mustAttack.includes(a)),
          defenders: command.defenders.filter((d) => obligations.mustBeAttacked.includes(d)),
        },
      });
    }
  }
  return out;
}
