import type { RuleViolation } from '@pratzen/engine';
import { BOARD } from '../data/board';
import { counterOf } from '../data/counters';
import { ODDS_COLUMNS } from '../data/tables';
import { sideOf, typeOf, unit, unitsAt } from '../queries';
import type { SpiState, UnitState } from '../state';
import { enemyOf } from '../vocabulary';
import { breach } from '../violations';
import { bombardableHexes, isFogTurn, mayBombard } from './bombardment';
import type { AttackCommand } from './combat-commands';
import type { AttackPlan } from './combat-state';
import { adjacent, hasPhasingUnitInZoc } from './participants';
import { attackHalvings, chargeThrough, chargesAsCavalry } from './terrain-effects';

const isIdList = (x: unknown): x is readonly string[] =>
  Array.isArray(x) && x.every((i) => typeof i === 'string');
const duplicates = (xs: readonly string[]): boolean => new Set(xs).size !== xs.length;

function knownOnMap(state: SpiState, ids: readonly string[]): RuleViolation | UnitState[] {
  const out: UnitState[] = [];
  for (const id of ids) {
    if (counterOf(id) === undefined)
      return breach('UNKNOWN_UNIT', null, `no unit ${id}`, { unitId: id });
    const u = unit(state, id);
    if (u === undefined || u.location !== 'map' || u.hex === null) {
      return breach('NOT_ON_MAP', '5.0', `${id} is not on the map`, { unitId: id });
    }
    out.push(u);
  }
  return out;
}

function checkShape(c: AttackCommand): RuleViolation | null {
  if (!isIdList(c.attackers) || c.attackers.length === 0 || duplicates(c.attackers)) {
    return breach('BAD_COMMAND', null, 'attackers must be a non-empty list of distinct unit ids');
  }
  if (!isIdList(c.defenders) || c.defenders.length === 0 || duplicates(c.defenders)) {
    return breach('BAD_COMMAND', null, 'defenders must be a non-empty list of distinct unit ids');
  }
  if (c.charges !== undefined && (!isIdList(c.charges) || duplicates(c.charges))) {
    return breach('BAD_COMMAND', null, 'charges must be a list of distinct unit ids');
  }
  if (c.lowerOddsTo !== undefined && !ODDS_COLUMNS.includes(c.lowerOddsTo)) {
    return breach('BAD_COLUMN', '6.2', `no column ${String(c.lowerOddsTo)} on the table`);
  }
  return null;
}

/** 5.0–5.2, 7.0: who may attack and be attacked at all. */
function checkParties(state: SpiState, att: UnitState[], def: UnitState[]): RuleViolation | null {
  for (const u of att) {
    if (sideOf(u) !== state.side) {
      return breach('NOT_PHASING_UNIT', '6.0', `${u.id} is not a unit of the phasing player`, {
        unitId: u.id,
      });
    }
    if (state.marks.attacked.includes(u.id)) {
      return breach('ALREADY_ATTACKED', '5.2', `${u.id} has already attacked this phase`, {
        unitId: u.id,
      });
    }
    if (u.disrupted)
      return breach('ATTACKER_DISRUPTED', '7.0', `${u.id} is disrupted and may not attack`, {
        unitId: u.id,
      });
  }
  for (const u of def) {
    if (sideOf(u) !== enemyOf(state.side)) {
      return breach('NOT_ENEMY_UNIT', '5.0', `${u.id} is not an enemy unit`, { unitId: u.id });
    }
    if (state.marks.defended.includes(u.id)) {
      return breach('ALREADY_DEFENDED', '5.2', `${u.id} has already been attacked this phase`, {
        unitId: u.id,
      });
    }
  }
  const listed = new Set(def.map((u) => u.id));
  for (const hex of new Set(def.map((u) => u.hex as string))) {
    const missing = unitsAt(state, hex).filter((u) => !listed.has(u.id));
    if (missing.length > 0) {
      return breach(
        'DEFENDER_HEX_INCOMPLETE',
        '5.4',
        `all units in ${hex} are attacked together: add ${missing.map((u) => u.id).join(', ')}`,
        {
          hex,
          missing: missing.map((u) => u.id),
        },
      );
    }
  }
  return null;
}

/** 5.4 / 5.6 / 8.0: each attacker is adjacent to every defending hex, or bombards (5.6–5.8). */
function splitAttackers(
  state: SpiState,
  att: UnitState[],
  hexes: readonly string[],
): RuleViolation | { adjacent: UnitState[]; bombarding: UnitState[] } {
  const near: UnitState[] = [];
  const far: UnitState[] = [];
  for (const u of att) {
    const from = u.hex as string;
    const touching = hexes.filter((h) => adjacent(from, h));
    if (touching.length === hexes.length) {
      const t = BOARD.terrain.get(from);
      const halvings =
        t === undefined
          ? null
          : attackHalvings(
              typeOf(u),
              t,
              hexes.map((h) => BOARD.hexside(from, h)),
            );
      if (halvings === null) {
        return breach(
          'ATTACK_PROHIBITED',
          '8.0',
          `${u.id} (${typeOf(u)}) may not attack out of or across that terrain`,
          { unitId: u.id },
        );
      }
      near.push(u);
    } else if (touching.length > 0) {
      return breach(
        'NOT_ADJACENT_TO_ALL',
        '5.4',
        `${u.id} must be adjacent to every defending hex`,
        { unitId: u.id },
      );
    } else if (typeOf(u) !== 'artillery') {
      return breach(
        'NOT_ADJACENT',
        '5.6',
        `${u.id} is not adjacent to the defenders (only artillery bombards)`,
        { unitId: u.id },
      );
    } else far.push(u);
  }
  for (const u of far) {
    if (isFogTurn(state))
      return breach('BOMBARD_IN_FOG', '13.0', `no bombardment on fog turns (${u.id})`, {
        unitId: u.id,
      });
    if (!mayBombard(state, u)) {
      return breach('BOMBARD_IN_ZOC', '5.6', `${u.id} is in an enemy ZOC and may not bombard`, {
        unitId: u.id,
      });
    }
    if (bombardableHexes(u.hex as string, hexes).length === 0) {
      return breach(
        'OUT_OF_RANGE',
        '5.6',
        `${u.id} has no defending hex two hexes away with a clear line (no town or woods between)`,
        {
          unitId: u.id,
        },
      );
    }
  }
  if (near.length === 0 && hexes.length > 1) {
    return breach('BOMBARD_ONE_HEX', '5.7', 'a bombardment alone attacks one enemy-occupied hex');
  }
  return { adjacent: near, bombarding: far };
}

function checkCharges(
  state: SpiState,
  charges: readonly string[],
  near: UnitState[],
  hexes: readonly string[],
): RuleViolation | null {
  if (charges.length > 0 && isFogTurn(state))
    return breach('CHARGE_IN_FOG', '13.0', 'cavalry may not charge on fog turns');
  for (const id of charges) {
    const u = near.find((x) => x.id === id);
    if (u === undefined)
      return breach('CHARGER_NOT_ADJACENT', '5.9', `${id} is not an adjacent attacker`, {
        unitId: id,
      });
    if (!chargesAsCavalry(typeOf(u)))
      return breach('CHARGER_NOT_CAVALRY', '5.9', `${id} is not cavalry`, { unitId: id });
    const blocked = hexes.find((h) => !chargeThrough(BOARD.hexside(u.hex as string, h)));
    if (blocked !== undefined) {
      return breach(
        'CHARGE_HEXSIDE',
        '5.9',
        `${id} may charge only through clear or slope hexsides`,
        { unitId: id, hex: blocked },
      );
    }
  }
  return null;
}

/**
 * 5.0–5.9, 7.0, 13.0: check an Attack and fix its plan, or say which rule it breaks. Used by
 * decide, the preview and the legal-action lists alike.
 */
export function planAttack(state: SpiState, c: AttackCommand): AttackPlan | RuleViolation {
  if (state.phase !== 'combat')
    return breach('WRONG_PHASE', '3.0', 'attacks are made in the Combat Phase');
  if (state.combat !== null || state.pending !== null) {
    return breach('COMBAT_IN_PROGRESS', '6.0', 'finish resolving the current attack first');
  }
  const shape = checkShape(c);
  if (shape !== null) return shape;
  const att = knownOnMap(state, c.attackers);
  if (!Array.isArray(att)) return att;
  const def = knownOnMap(state, c.defenders);
  if (!Array.isArray(def)) return def;
  const parties = checkParties(state, att, def);
  if (parties !== null) return parties;
  const hexes = [...new Set(def.map((u) => u.hex as string))];
  const split = splitAttackers(state, att, hexes);
  if (!('adjacent' in split)) return split;
  const charges = c.charges ?? [];
  const charge = checkCharges(state, charges, split.adjacent, hexes);
  if (charge !== null) return charge;
  let moraleUnit: string | null = null;
  if (c.moraleUnit !== undefined) {
    if (!split.adjacent.some((u) => u.id === c.moraleUnit)) {
      return breach('MORALE_UNIT_INVALID', '6.8', `the morale unit must be an adjacent attacker`, {
        unitId: c.moraleUnit,
      });
    }
    moraleUnit = c.moraleUnit;
  } else if (split.adjacent.length === 1) moraleUnit = split.adjacent[0]?.id ?? null;
  else if (split.adjacent.length > 1) {
    return breach(
      'MORALE_UNIT_REQUIRED',
      '6.8',
      'name the adjacent attacking unit whose Morale Rating modifies the ratio',
      {
        candidates: split.adjacent.map((u) => u.id),
      },
    );
  }
  const bombarding = split.bombarding.map((u) => u.id);
  return {
    attackerSide: state.side,
    defenderSide: enemyOf(state.side),
    attackers: [...c.attackers],
    defenders: [...c.defenders],
    bombarding,
    charges: [...charges],
    moraleUnit,
    lowerOddsTo: c.lowerOddsTo ?? null,
    defenderHexes: hexes,
    requiredBombardment: bombarding.length > 0 && def.some((u) => hasPhasingUnitInZoc(state, u)),
  };
}
