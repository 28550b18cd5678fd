import type { SetupProblem } from '@pratzen/engine';
import { within } from '@pratzen/geometry';
import { readPose } from '@pratzen/rulesets/freeform-kit';
import { filesFor } from './data/tables';
import { basingOf, shapeOf, unitRing } from './footprint';
import { overlapping } from './overlap';
import type { AtwTable, UnitState } from './state';
import { impassableUnder } from './table';
import { IRREGULAR_ORDERS, irregularFormationProblem } from './irregulars';
import { freshMorale, isExhaustedAt } from './damage/hits';
import {
  FORMATIONS,
  type Formation,
  GRADES,
  type Grade,
  type Morale,
  SIDES,
  type Side,
  TYPES,
  type TroopType,
  armOf,
} from './vocabulary';

/**
 * Setting a unit down (README "Set-up"): a placement read and checked (`place`: its side, type,
 * grade, formation and files, pose, garrison and starting state), and the ground problems of
 * units set down together (`groundProblems`: off the table, in impassable ground, overlapping).
 * Used by the set-up (setup.ts) and by the hidden army lists (src/armies), whose units are set
 * down when both lists are revealed.
 */
/** A unit as a scenario, a custom position or an army list places it (inches and degrees). */
export interface Placement {
  readonly id: string;
  readonly name?: string;
  readonly side: string;
  readonly type: string;
  readonly grade: string;
  readonly figures?: number | null;
  readonly gunModels?: number;
  readonly gunners?: number;
  readonly formation: string;
  readonly files?: number | null;
  readonly position?: { readonly x: unknown; readonly y: unknown };
  readonly x?: unknown;
  readonly y?: unknown;
  readonly facing: unknown;
  readonly block?: string;
  /** 6: a custom position's morale state (good, halted or shaken; default good). */
  readonly morale?: string;
  /** 9.2: a custom position's disorder (default in good order). */
  readonly disordered?: boolean;
  /** 6, 9.2.2: the starting strength, when losses were taken before (default: as placed). */
  readonly strength?: number;
  /** 20: the Cost Chart's options (13.4: `screen-capable` lets line infantry screen). */
  readonly options?: readonly string[];
  /** 18, 20: irregulars, skirmishers or massed (absent: regulars). */
  readonly irregular?: string;
}

export const oneOf = <T extends string>(list: readonly T[], v: unknown): v is T =>
  typeof v === 'string' && (list as readonly string[]).includes(v);

export function place(
  p: Placement,
  i: number,
  table: AtwTable,
  problems: SetupProblem[],
): UnitState | null {
  const path = `/units/${i}`;
  const bad = (code: string, member: string, message: string, rule: string): null => {
    problems.push({ code, path: `${path}/${member}`, message: `${p.id}: ${message}`, rule });
    return null;
  };
  if (!oneOf<Side>(SIDES, p.side))
    return bad('INVALID_SIDE', 'side', `side is one of ${SIDES.join(', ')}`, '10');
  if (!oneOf<TroopType>(TYPES, p.type))
    return bad('INVALID_TYPE', 'type', `unknown troop type ${String(p.type)}`, '3-a');
  if (!oneOf<Grade>(GRADES, p.grade))
    return bad('INVALID_GRADE', 'grade', 'grade is A, B, C or D', '3-b');
  if (!oneOf<Formation>(FORMATIONS, p.formation))
    return bad(
      'INVALID_FORMATION',
      'formation',
      `unknown formation ${String(p.formation)}`,
      '12.2',
    );
  const arm = armOf(p.type);
  const figures = arm === 'artillery' ? p.gunModels : p.figures;
  if (typeof figures !== 'number' || !Number.isInteger(figures) || figures < 1 || figures > 200) {
    return bad(
      'INVALID_FIGURES',
      arm === 'artillery' ? 'gunModels' : 'figures',
      'a whole number of figures (gun models) from 1',
      '5',
    );
  }
  const pose = readPose(
    { x: p.position?.x ?? p.x, y: p.position?.y ?? p.y, facing: p.facing },
    path,
    problems,
  );
  if (pose === null) return null;
  const formation = p.formation;
  if ((arm === 'artillery') !== (formation === 'limbered' || formation === 'unlimbered')) {
    return bad(
      'FORMATION_NOT_ALLOWED',
      'formation',
      `${p.type} may not stand in ${formation}`,
      '12.2',
    );
  }
  const block = formation === 'town-order' ? (p.block ?? null) : null;
  if (
    formation === 'town-order' &&
    !table.features.some((f) => f.id === block && f.terrain === 'town-block')
  ) {
    return bad(
      'NOT_IN_TOWN',
      'block',
      'town order is taken inside a town block of the table',
      '19.7',
    );
  }
  // 18: irregulars are skirmishers (never close order, but in blocks and works) or massed
  // (never skirmishing)
  const irregular =
    p.irregular === undefined
      ? undefined
      : oneOf(IRREGULAR_ORDERS, p.irregular)
        ? p.irregular
        : null;
  if (irregular === null || (irregular !== undefined && arm === 'artillery'))
    return bad(
      'INVALID_IRREGULAR',
      'irregular',
      'irregular infantry or cavalry: skirmish or massed',
      '18',
    );
  const order = irregular === undefined ? null : irregularFormationProblem(irregular, formation);
  if (order !== null) return bad('IRREGULAR_ORDER', 'formation', order, '18');
  const files = arm === 'artillery' || formation === 'town-order' ? figures : (p.files ?? 0);
  const widthProblem = filesProblem(arm, formation, files, figures);
  if (widthProblem !== null) return bad('FORMATION_WIDTH', 'files', widthProblem, '12.2');
  const state = stateOf(p, arm, arm === 'artillery' ? (p.gunners ?? figures * 4) : figures);
  if (typeof state === 'string') return bad('INVALID_STATE', 'morale', state, '6');
  const basing = basingOf(p.type);
  const body = { type: p.type, figures, ...basing };
  const shape = shapeOf(body, formation, files);
  return {
    id: p.id,
    name: p.name ?? p.id,
    side: p.side,
    type: p.type,
    arm,
    grade: p.grade,
    figures,
    gunners: arm === 'artillery' ? (p.gunners ?? figures * 4) : 0,
    formation,
    ...basing,
    ...shape,
    ...pose,
    block,
    moved: false,
    ...state,
    // 13.4, 20: line infantry paid to screen
    ...(Array.isArray(p.options) && p.options.includes('screen-capable')
      ? { screenCapable: true }
      : {}),
    // 16.9, 20: rifle-armed (fires rifles, not muskets)
    ...(Array.isArray(p.options) && p.options.includes('rifles') ? { rifles: true } : {}),
    // 18.1, 18.2: fanatics and heavy weapons (legal for massed irregulars: src/army)
    ...(Array.isArray(p.options) && p.options.includes('fanatic') ? { fanatic: true } : {}),
    ...(Array.isArray(p.options) && p.options.includes('heavy-weapons')
      ? { heavyWeapons: true }
      : {}),
    // 18: irregulars
    ...(irregular === undefined ? {} : { irregular }),
  };
}

/** 6, 8, 9: a placement's morale, disorder and starting strength, or why they are wrong. */
function stateOf(p: Placement, arm: string, remaining: number) {
  const morale = p.morale ?? 'good';
  if (!['good', 'halted', 'shaken'].includes(morale))
    return `morale is good, halted or shaken (${String(morale)} given)`;
  const strength = p.strength ?? remaining;
  if (!Number.isInteger(strength) || strength < remaining || strength > 400)
    return `strength is a whole number of figures from the ${remaining} placed`;
  if (p.disordered !== undefined && typeof p.disordered !== 'boolean')
    return 'disordered is true or false';
  const fresh = freshMorale(strength);
  const exhausted = isExhaustedAt(remaining, strength);
  return {
    ...fresh,
    morale: morale as Morale,
    shakenAtStart: morale === 'shaken',
    exhausted,
    disordered: p.disordered === true || (exhausted && arm !== 'artillery'),
  };
}

/** 12.2, 4.1: why `files` does not suit the formation, or null. */
export function filesProblem(
  arm: string,
  formation: Formation,
  files: number,
  figures: number,
): string | null {
  if (arm === 'artillery' || formation === 'town-order' || formation === 'square') return null;
  if (!Number.isInteger(files) || files < 1 || files > figures)
    return `files from 1 to the unit's ${figures} figures`;
  if (formation === 'skirmish') return null;
  const range = filesFor(formation, arm === 'cavalry');
  if (range === null) return `${arm} may not form ${formation}`;
  if (files < range.min || (range.max !== null && files > range.max)) {
    return `${formation} is ${range.min}${range.max === null ? '+' : `–${range.max}`} files wide (${files} given)`;
  }
  if (arm === 'infantry' && Math.ceil(figures / files) < 2)
    return 'close order keeps at least two ranks (4.1)';
  return null;
}

/** The ground problems of a set-down: off the table, in impassable ground, overlapping. */
export function groundProblems(
  units: readonly UnitState[],
  table: AtwTable,
  problems: SetupProblem[],
): void {
  units.forEach((u, i) => {
    const ring = unitRing(table, u);
    if (!within(ring, table.bbox))
      problems.push({
        code: 'OFF_TABLE',
        path: `/units/${i}`,
        message: `${u.id} is not wholly on the table`,
        rule: '19',
      });
    const f = impassableUnder(table, ring);
    if (f !== undefined)
      problems.push({
        code: 'IMPASSABLE',
        path: `/units/${i}`,
        message: `${u.id} stands in ${f.name}`,
        rule: '19.5',
      });
  });
  const pair = overlapping(table, units);
  if (pair !== null)
    problems.push({
      code: 'OVERLAP',
      path: '/units',
      message: `${pair[0]} overlaps ${pair[1]}`,
      rule: '12',
    });
}
