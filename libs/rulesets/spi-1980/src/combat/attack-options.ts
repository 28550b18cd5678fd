import type { LegalAction } from '@pratzen/engine';
import { BOARD } from '../data/board';
import type { SpiCommand } from '../commands';
import type { SpiAction } from '../legal-action-schema';
import { sideOf, typeOf, unitsAt } from '../queries';
import type { SpiState, UnitState } from '../state';
import { planAttack } from './attack-validation';
import { bombardableHexes, isFogTurn, mayBombard } from './bombardment';
import type { AttackCommand } from './combat-commands';
import { freeOf, obligationSearch } from './obligation-problem';
import { combatObligations } from './obligations';
import { adjacent, moraleOf, readyAttackers } from './participants';
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
function isTarget(state: SpiState, hex: string): boolean {
  const units = unitsAt(state, hex);
  return (
    units.length > 0 &&
    sideOf(units[0] as UnitState) !== state.side &&
    units.every((x) => !state.marks.defended.includes(x.id))
  );
}

interface Reach {
  /** Target hex → the attackers adjacent to it. */
  readonly near: Map<string, UnitState[]>;
  /** Target hex → artillery that may bombard it (5.6). */
  readonly far: Map<string, UnitState[]>;
  /** The defending hex groups: each hex alone, and hexes all adjacent to one attacker (5.4). */
  readonly groups: string[][];
}

function reach(state: SpiState, attackers: readonly UnitState[]): Reach {
  const near = new Map<string, UnitState[]>();
  const far = new Map<string, UnitState[]>();
  const add = (m: Map<string, UnitState[]>, h: string, u: UnitState): void => {
    const list = m.get(h);
    if (list === undefined) m.set(h, [u]);
    else if (!list.includes(u)) list.push(u);
  };
  const groups = new Map<string, string[]>();
  for (const a of attackers) {
    const from = a.hex as string;
    const adjacentTargets = (BOARD.neighbors.get(from) ?? [])
      .filter((h) => isTarget(state, h))
      .sort();
    for (const h of adjacentTargets) add(near, h, a);
    for (const g of subsets(adjacentTargets, MAX_GROUP)) groups.set(g.join('+'), g);
    if (typeOf(a) !== 'artillery' || !mayBombard(state, a)) continue;
    const ring = new Set(
      (BOARD.neighbors.get(from) ?? []).flatMap((n) => BOARD.neighbors.get(n) ?? []),
    );
    for (const h of ring) {
      if (isTarget(state, h) && bombardableHexes(from, [h]).length > 0) {
        add(far, h, a);
        groups.set(h, [h]);
      }
    }
  }
  return { near, far, groups: [...groups.values()] };
}

const bestMorale = (ids: readonly string[]): string | undefined =>
  [...ids].sort((a, b) => moraleOf(b) - moraleOf(a) || (a < b ? -1 : 1))[0];

function commandsFor(state: SpiState, group: readonly string[], r: Reach): AttackCommand[] {
  const defenders = group.flatMap((h) => unitsAt(state, h).map((u) => u.id));
  const first = unitsAt(state, group[0] as string).map((u) => u.id);
  const alone = (a: UnitState): boolean =>
    !('kind' in planAttack(state, { type: 'Attack', attackers: [a.id], defenders: first }));
  const near = (r.near.get(group[0] as string) ?? []).filter(
    (a) => group.every((h) => (r.near.get(h) ?? []).includes(a)) && alone(a),
  );
  const far = [...new Set(group.flatMap((h) => r.far.get(h) ?? []))].filter((a) =>
    group.every((h) => !adjacent(a.hex as string, h)),
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
    : near.filter(
        (a) =>
          chargesAsCavalry(typeOf(a)) &&
          group.every((h) => chargeThrough(BOARD.hexside(a.hex as string, h))),
      );
  if (chargers.length > 0)
    out.push(
      make(
        all,
        chargers.map((a) => a.id),
      ),
    );
  for (const a of near) out.push(make([a.id]));
  if (group.length === 1) for (const a of far) out.push(make([a.id]));
  return out.filter((c) => c.attackers.length > 0);
}

/** 5.1: the attacks of one way of meeting every obligation that can still be met. */
function plannedCommands(state: SpiState): { group: string[]; command: AttackCommand }[] {
  const search = obligationSearch(state);
  const free = freeOf(state, search);
  return search.plan(free.a, free.t).map((p) => {
    const near = p.attackers.filter((id) => {
      const hex = state.units.find((u) => u.id === id)?.hex;
      return hex != null && p.targets.every((h) => adjacent(hex, h));
    });
    const morale = bestMorale(near);
    return {
      group: [...p.targets].sort(),
      command: {
        type: 'Attack',
        attackers: [...p.attackers],
        defenders: [...p.targets].sort().flatMap((h) => unitsAt(state, h).map((u) => u.id)),
        ...(morale !== undefined ? { moraleUnit: morale } : {}),
      },
    };
  });
}

/**
 * 5.0–6.2: the attack options of the phasing player: per defending hex group, the largest
 * attacker set, each adjacent attacker alone, each bombarding artillery alone, and the largest
 * set with every eligible cavalry charging, plus the attacks of one way of meeting all the
 * obligations (5.1); each with its preview (odds column after all shifts). Only attacks that
 * leave the obligations still possible to meet are offered (checkAttack, as decide).
 */
export function attackOptions(state: SpiState): Action[] {
  const attackers = readyAttackers(state);
  if (attackers.length === 0) return [];
  const r = reach(state, attackers);
  if (r.groups.length === 0) return [];
  const obligations = combatObligations(state);
  const seen = new Set<string>();
  const out: Action[] = [];
  const candidates = r.groups.map((group) => ({
    group,
    commands: commandsFor(state, group, r),
  }));
  for (const p of plannedCommands(state))
    candidates.push({ group: p.group, commands: [p.command] });
  for (const { group, commands } of candidates) {
    for (const command of commands) {
      const key = JSON.stringify({
        ...command,
        attackers: [...command.attackers].sort(),
        defenders: [...command.defenders].sort(),
      });
      if (seen.has(key)) continue;
      seen.add(key);
      const p = previewAttack(state, command);
      if ('kind' in p) continue;
      const offered: SpiAction<'Attack'> = {
        command,
        rule: '6.1',
        defenderHexes: group,
        odds: p.odds,
        column: p.column,
        shifts: p.shifts,
        attackerStrength: p.attackerStrength,
        defenderStrength: p.defenderStrength,
        defence: p.defence,
        /** 5.1: every unit that still must attack / be attacked this phase. */
        obligations,
        /** The units of this attack among them. */
        mandatory: {
          attackers: command.attackers.filter((a) => obligations.mustAttack.includes(a)),
          defenders: command.defenders.filter((d) => obligations.mustBeAttacked.includes(d)),
        },
      };
      out.push(offered);
    }
  }
  return out;
}
