import type { RuleViolation } from '@pratzen/engine';
import { BOARD } from '../data/board';
import { counterOf } from '../data/counters';
import type { CommandOf } from '../commands';
import { onMap, unitsAt } from '../queries';
import type { DgState } from '../state';
import { enemyOf, type Side } from '../vocabulary';
import { breach } from '../violations';
import { attackStrength, defenceStrength, oddsOf, type UnitStrength } from './odds';
import type { OddsColumn } from '../data/tables';
import type { AttackParties } from './attack-parties';

/** A validated attack (8.0, 10.0). */
export interface AttackPlan extends AttackParties {
  readonly defenderSide: Side;
  readonly attackUnits: readonly UnitStrength[];
  readonly defenceUnits: readonly UnitStrength[];
  readonly attackStrength: number;
  readonly defenceStrength: number;
  readonly odds: string;
  readonly column: OddsColumn;
}

const uniq = (xs: readonly string[]): boolean => new Set(xs).size === xs.length;

/** May `unitId` attack now (8.0 D, 9.32, 9.33)? */
export function attackerProblem(state: DgState, unitId: string): RuleViolation | null {
  const c = counterOf(unitId);
  if (c === undefined) return breach('UNKNOWN_UNIT', null, `no unit ${unitId}`, { unitId });
  if (c.side !== state.side)
    return breach('NOT_YOUR_UNIT', '8.0', `${unitId} is not a unit of the phasing player`, {
      unitId,
    });
  if (onMap(state, unitId) === undefined)
    return breach('UNIT_NOT_ON_MAP', null, `${unitId} is not on the map`, { unitId });
  if (state.marks.attacked.includes(unitId))
    return breach('ALREADY_ATTACKED', '8.0 D', `${unitId} has already attacked this phase`, {
      unitId,
    });
  if (state.marks.advanced.includes(unitId))
    return breach(
      'ADVANCED_UNIT',
      '9.33',
      `${unitId} advanced after combat and takes no further part`,
      {
        unitId,
      },
    );
  if (state.marks.silenced.includes(unitId))
    return breach(
      'DISPLACED_ARTILLERY',
      '9.32',
      `${unitId} was displaced and may not fire this phase`,
      {
        unitId,
      },
    );
  return null;
}

/** How an attacker reaches the defender hexes: adjacent to all, bombarding one, or not at all. */
export function reachOf(
  attackerHex: string,
  artillery: boolean,
  defenderHexes: readonly string[],
): 'adjacent' | 'bombard' | 'lake' | 'none' {
  const adjacent = defenderHexes.every((h) => BOARD.distance(attackerHex, h) === 1);
  if (adjacent) {
    // 10.0 H: only artillery attacks through a lake hexside (interpretation of the TEC).
    if (!artillery && defenderHexes.some((h) => BOARD.lakeSide(attackerHex, h))) return 'lake';
    return 'adjacent';
  }
  const [only] = defenderHexes;
  if (
    artillery &&
    defenderHexes.length === 1 &&
    only !== undefined &&
    BOARD.distance(attackerHex, only) === 2
  )
    return 'bombard';
  return 'none';
}

/** Validates an Attack (8.0 A-H, 10.0 A-H, errata) and works out its odds. */
export function planAttack(
  state: DgState,
  command: CommandOf<'Attack'>,
): AttackPlan | RuleViolation {
  if (state.phase !== 'combat')
    return breach('NOT_COMBAT_PHASE', '5.0 B', 'no attacks take place during a Movement Phase');
  const { attackers, defenders } = command;
  if ('electRetreat' in command)
    return breach(
      'ELECTION_AFTER_THE_ROLL',
      '10.0 C',
      'bombarding artillery elects to suffer an Ar after the die (ElectRetreat), not when the attack is declared',
    );
  if (
    !Array.isArray(attackers) ||
    !Array.isArray(defenders) ||
    attackers.length === 0 ||
    defenders.length === 0
  )
    return breach('EMPTY_ATTACK', '8.0 A', 'an attack names its attackers and defenders');
  if (!uniq(attackers) || !uniq(defenders))
    return breach('DUPLICATE_UNIT', '8.0 D', 'a unit is named twice');
  for (const id of attackers) {
    const p = attackerProblem(state, id);
    if (p !== null) return p;
  }
  const defenderSide = enemyOf(state.side);
  const defenderHexes: string[] = [];
  for (const id of defenders) {
    const c = counterOf(id);
    if (c === undefined) return breach('UNKNOWN_UNIT', null, `no unit ${id}`, { unitId: id });
    if (c.side !== defenderSide)
      return breach('NOT_AN_ENEMY', '8.0 A', `${id} is not an enemy unit`, { unitId: id });
    const u = onMap(state, id);
    if (u === undefined || u.hex === null)
      return breach('UNIT_NOT_ON_MAP', null, `${id} is not on the map`, { unitId: id });
    if (state.marks.defended.includes(id))
      return breach('ALREADY_DEFENDED', '8.0 D', `${id} has already been attacked this phase`, {
        unitId: id,
      });
    if (!defenderHexes.includes(u.hex)) defenderHexes.push(u.hex);
  }
  for (const h of defenderHexes) {
    const missing = unitsAt(state, h).find((u) => !defenders.includes(u.id));
    if (missing !== undefined)
      return breach(
        'STACK_NOT_ATTACKED_TOGETHER',
        '8.0 F (1973 errata)',
        `the units stacked in ${h} are always attacked together (${missing.id} is missing)`,
        { hex: h, unitId: missing.id },
      );
  }
  const bombarding: string[] = [];
  const attackerHexes: string[] = [];
  for (const id of attackers) {
    const u = onMap(state, id);
    const c = counterOf(id);
    if (u === undefined || u.hex === null || c === undefined) continue;
    const how = reachOf(u.hex, c.type === 'artillery', defenderHexes);
    if (how === 'lake')
      return breach('LAKE_HEXSIDE', '10.0 H', `${id} may not attack through a lake hexside`, {
        unitId: id,
      });
    if (how === 'none') {
      if (c.type === 'artillery' && defenderHexes.length > 1)
        return breach(
          'BOMBARD_SINGLE_HEX',
          '10.0 D',
          'bombarding artillery attacks a single enemy-occupied hex',
          { unitId: id },
        );
      return breach(
        'NOT_ADJACENT',
        defenderHexes.length > 1 ? '8.0 F' : '8.0 A',
        `${id} is not adjacent to every defending unit`,
        { unitId: id },
      );
    }
    if (how === 'bombard') bombarding.push(id);
    else if (!attackerHexes.includes(u.hex)) attackerHexes.push(u.hex);
  }
  const attackUnits = attackers.map((id) => attackStrength(state, id));
  const defenceUnits = defenders.map((id) =>
    defenceStrength(state, id, onMap(state, id)?.hex ?? ''),
  );
  const a = attackUnits.reduce((s, u) => s + u.strength, 0);
  const d = defenceUnits.reduce((s, u) => s + u.strength, 0);
  const { odds, column } = oddsOf(a, d);
  return {
    attackerSide: state.side,
    defenderSide,
    attackers,
    defenders,
    bombarding,
    attackerHexes,
    defenderHexes,
    attackUnits,
    defenceUnits,
    attackStrength: a,
    defenceStrength: d,
    odds,
    column,
  };
}
