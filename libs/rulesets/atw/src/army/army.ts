import {
  CAVALRY_OPTIONS,
  CAVALRY_TYPICAL,
  COST,
  GUNNERS_PER_GUN,
  INFANTRY_MIN_FIGURES,
  INFANTRY_OPTIONS,
  type UnitOption,
} from './cost-chart';
import type { Grade } from '../vocabulary';
import {
  ARMY_SCHEMA,
  type Calibre,
  CAVALRY_TYPES,
  INFANTRY_TYPES,
  IRREGULAR_ORDERS,
} from './army-schema';

export {
  ARMY_POINTS_SCHEMA,
  ARMY_SCHEMA,
  ARTILLERY_TYPES,
  type Calibre,
  CALIBRES,
  CAVALRY_TYPES,
  INFANTRY_TYPES,
  IRREGULAR_ORDERS,
} from './army-schema';

/**
 * Section 20, the army builder: a list of units priced by the Cost Chart (data/points.json),
 * each option's legality checked against the cases that restrict it (3, 4, 12.2, 13.4, 18, 20;
 * I-25 to I-27). Pure: the same list always gets the same report. The list's shape is
 * `ARMY_SCHEMA` (the API checks it first: a list that does not match it is never priced here).
 */

export interface ArmyUnit {
  readonly id: string;
  readonly name?: string;
  readonly type: string;
  readonly grade: Grade;
  /** Infantry and cavalry: the unit's figures. */
  readonly figures?: number;
  /** Artillery: gun models, gunner figures and limber models (4.3: one limber a battery). */
  readonly gunModels?: number;
  readonly gunners?: number;
  readonly limbers?: number;
  /** Horse artillery only: the calibre of its guns (light or medium, I-26). */
  readonly calibre?: Calibre;
  readonly options?: readonly UnitOption[];
  /** 18: irregulars are formed as skirmishers or massed. */
  readonly irregular?: (typeof IRREGULAR_ORDERS)[number];
}

export interface ArmyList {
  readonly units: readonly ArmyUnit[];
  /** 20: generals bought (100 points each). */
  readonly generals?: number;
}

export interface ArmyOptions {
  /** The optional rules in force (battalion-masse is bought only when it is). */
  readonly optionalRules?: readonly string[];
  /** The game's points limit; absent: none. */
  readonly limit?: number | null;
}

/** One line of a unit's price: `count` × `each` = `points`. */
export interface PriceLine {
  readonly item: string;
  readonly count: number;
  readonly each: number;
  readonly points: number;
}

export interface UnitPrice {
  readonly id: string;
  readonly points: number;
  readonly lines: readonly PriceLine[];
}

/** A refusal or a warning: where in the list, the stable code, the rule case, in words. */
export interface ArmyProblem {
  readonly path: string;
  readonly code: string;
  readonly rule: string;
  readonly message: string;
}

export interface ArmyReport {
  readonly valid: boolean;
  readonly points: {
    readonly total: number;
    readonly limit: number | null;
    readonly units: readonly UnitPrice[];
    readonly generals: PriceLine;
  };
  readonly violations: readonly ArmyProblem[];
  readonly warnings: readonly ArmyProblem[];
}

const line = (item: string, count: number, each: number): PriceLine => ({
  item,
  count,
  each,
  points: count * each,
});

const has = (u: ArmyUnit, o: UnitOption): boolean => u.options?.includes(o) ?? false;
const inList = (list: readonly string[], v: string): boolean => list.includes(v);

interface Ctx {
  readonly path: string;
  readonly refuse: (code: string, rule: string, message: string, member?: string) => void;
  readonly warn: (code: string, rule: string, message: string, member?: string) => void;
}

/** Options of the other arm's column (20): refused, and not priced. */
function foreignOptions(u: ArmyUnit, allowed: readonly string[], arm: string, ctx: Ctx): void {
  (u.options ?? []).forEach((o, i) => {
    if (!allowed.includes(o))
      ctx.refuse(
        'OPTION_NOT_FOR_ARM',
        '20',
        `${u.id}: '${o}' is not an option for ${arm}`,
        `options/${i}`,
      );
  });
}

/** 18-1, 18 (irregulars): never grade A; formed as skirmishers or massed. */
function irregularChecks(u: ArmyUnit, ctx: Ctx): void {
  if (!has(u, 'irregular')) {
    if (u.irregular !== undefined)
      ctx.refuse(
        'IRREGULAR_ORDER_REQUIRED',
        '18',
        `${u.id}: 'irregular' formation without the irregular option`,
        'irregular',
      );
    return;
  }
  if (u.grade === 'A')
    ctx.refuse('IRREGULAR_GRADE_A', '18-1', `${u.id}: irregulars may not be grade A`, 'grade');
  if (u.irregular === undefined)
    ctx.refuse(
      'IRREGULAR_ORDER_REQUIRED',
      '18',
      `${u.id}: irregulars are formed as 'skirmish' or 'massed'`,
      'irregular',
    );
}

function infantry(u: ArmyUnit, opts: ArmyOptions, ctx: Ctx): PriceLine[] {
  const figures = u.figures ?? 0;
  const light = u.type === 'light-infantry';
  foreignOptions(u, INFANTRY_OPTIONS, 'infantry', ctx);
  irregularChecks(u, ctx);
  if (figures < INFANTRY_MIN_FIGURES)
    ctx.refuse(
      'UNIT_TOO_SMALL',
      '4.1',
      `${u.id}: close-order infantry needs at least ${INFANTRY_MIN_FIGURES} figures (two ranks)`,
      'figures',
    );
  if (has(u, 'rifles') && !light)
    ctx.refuse(
      'RIFLES_NOT_LIGHT',
      '20',
      `${u.id}: only light infantry may be rifle-armed`,
      'options',
    );
  if (has(u, 'screen-capable') && light)
    ctx.warn(
      'SCREEN_CAPABLE_REDUNDANT',
      '13.4',
      `${u.id}: light infantry screen at no extra cost (I-27)`,
      'options',
    );
  if (has(u, 'battalion-masse')) {
    if (has(u, 'irregular'))
      ctx.refuse(
        'MASSE_IRREGULAR',
        '12.2',
        `${u.id}: battalion-masse is for regulars only`,
        'options',
      );
    if (!(opts.optionalRules ?? []).includes('battalion-masse'))
      ctx.refuse(
        'OPTIONAL_RULE_OFF',
        '12.2',
        `${u.id}: battalion-masse is bought only when the optional rule is in force (I-27)`,
        'options',
      );
  }
  if (has(u, 'fanatic') && !(has(u, 'irregular') && u.irregular === 'massed'))
    ctx.refuse(
      'FANATIC_NOT_MASSED',
      '18.1',
      `${u.id}: only massed irregulars may be fanatics`,
      'options',
    );
  if (has(u, 'heavy-weapons') && !(has(u, 'irregular') && u.irregular === 'massed'))
    ctx.refuse(
      'HEAVY_WEAPONS_NOT_MASSED',
      '18.2',
      `${u.id}: only massed irregular infantry may carry heavy weapons`,
      'options',
    );
  const lines = [line(`${u.type} grade ${u.grade}`, figures, COST.infantry[u.grade])];
  if (light) lines.push(line('light', figures, COST.infantryOptions.light));
  for (const o of INFANTRY_OPTIONS)
    if (has(u, o)) lines.push(line(o, figures, COST.infantryOptions[o]));
  lines.push(line('command', 1, COST.command.infantry));
  return lines;
}

function cavalry(u: ArmyUnit, ctx: Ctx): PriceLine[] {
  const figures = u.figures ?? 0;
  const weight =
    u.type === 'light-cavalry' ? 'light' : u.type === 'medium-cavalry' ? 'medium' : 'heavy';
  foreignOptions(u, CAVALRY_OPTIONS, 'cavalry', ctx);
  irregularChecks(u, ctx);
  if (has(u, 'lancers') && weight !== 'light')
    ctx.refuse('LANCERS_NOT_LIGHT', '20', `${u.id}: lancers must be light cavalry`, 'options');
  if (has(u, 'irregular') && weight !== 'light')
    ctx.refuse(
      'IRREGULAR_CAVALRY_NOT_LIGHT',
      '20',
      `${u.id}: irregular cavalry must be light`,
      'options',
    );
  if (figures < CAVALRY_TYPICAL.min || figures > CAVALRY_TYPICAL.max)
    ctx.warn(
      'UNUSUAL_UNIT_SIZE',
      '4.2',
      `${u.id}: most cavalry units are ${CAVALRY_TYPICAL.min}-${CAVALRY_TYPICAL.max} figures`,
      'figures',
    );
  const lines = [line(`${u.type} grade ${u.grade}`, figures, COST.cavalry[weight][u.grade])];
  for (const o of CAVALRY_OPTIONS)
    if (has(u, o)) lines.push(line(o, figures, COST.cavalryOptions[o]));
  lines.push(line('command', 1, COST.command.cavalry));
  return lines;
}

const FOOT_CALIBRE: Readonly<Record<string, Calibre>> = {
  'light-artillery': 'light',
  'medium-artillery': 'medium',
  'heavy-artillery': 'heavy',
  howitzer: 'howitzer',
};

function artillery(u: ArmyUnit, ctx: Ctx): PriceLine[] {
  const horse = u.type === 'horse-artillery';
  const guns = u.gunModels ?? 0;
  const gunners = u.gunners ?? 0;
  const limbers = u.limbers ?? 0;
  foreignOptions(u, [], 'artillery', ctx);
  if (u.irregular !== undefined)
    ctx.refuse('OPTION_NOT_FOR_ARM', '18', `${u.id}: artillery is never irregular`, 'irregular');
  let calibre = FOOT_CALIBRE[u.type] ?? 'light';
  if (horse) {
    if (u.calibre === undefined)
      ctx.refuse(
        'INVALID_CALIBRE',
        '3',
        `${u.id}: a horse battery names its guns' calibre`,
        'calibre',
      );
    else calibre = u.calibre;
    if (u.calibre === 'howitzer')
      ctx.refuse(
        'HORSE_HOWITZER',
        '3',
        `${u.id}: horse artillery has light or medium guns, no howitzers (I-26)`,
        'calibre',
      );
    if (u.calibre === 'heavy')
      ctx.refuse(
        'HORSE_HEAVY_GUN',
        '3',
        `${u.id}: horse artillery has light or medium guns (I-26)`,
        'calibre',
      );
  } else if (u.calibre !== undefined && u.calibre !== calibre) {
    // 5: one type per unit; a foot battery's calibre is its type
    ctx.refuse(
      'MIXED_UNIT',
      '5',
      `${u.id}: a ${u.type} battery has ${calibre} guns, not ${u.calibre}`,
      'calibre',
    );
  }
  if (limbers < 1)
    ctx.refuse('LIMBER_MISSING', '4.3', `${u.id}: a battery needs one limber model`, 'limbers');
  if (gunners < GUNNERS_PER_GUN * guns)
    ctx.warn(
      'GUNS_UNDERCREWED',
      '16.3',
      `${u.id}: ${guns} gun models with ${gunners} gunners: a gun shoots only with ${GUNNERS_PER_GUN}`,
      'gunners',
    );
  const lines = [
    line(`${calibre} gun model`, guns, COST.gunModel[calibre]),
    line(`gunner grade ${u.grade}`, gunners, COST.gunner[u.grade]),
  ];
  if (horse) lines.push(line('horse gunner', gunners, COST.horseGunner));
  lines.push(
    line(
      horse ? 'horse limber' : 'foot limber',
      limbers,
      horse ? COST.limber.horse : COST.limber.foot,
    ),
  );
  lines.push(line('command', 1, COST.command.artillery));
  return lines;
}

/**
 * 20: prices `list` by the Cost Chart and checks every option against the cases restricting it.
 * `valid` when no unit breaks a rule and the total is within `limit`; warnings never invalidate.
 */
export function priceArmy(list: ArmyList, opts: ArmyOptions = {}): ArmyReport {
  const violations: ArmyProblem[] = [];
  const warnings: ArmyProblem[] = [];
  const seen = new Set<string>();
  const units = list.units.map((u, i): UnitPrice => {
    const path = `/units/${i}`;
    const at = (member?: string) => (member === undefined ? path : `${path}/${member}`);
    const ctx: Ctx = {
      path,
      refuse: (code, rule, message, member) =>
        violations.push({ path: at(member), code, rule, message }),
      warn: (code, rule, message, member) =>
        warnings.push({ path: at(member), code, rule, message }),
    };
    if (seen.has(u.id))
      ctx.refuse('DUPLICATE_UNIT_ID', '20', `${u.id}: two units share this id`, 'id');
    seen.add(u.id);
    const lines = inList(INFANTRY_TYPES, u.type)
      ? infantry(u, opts, ctx)
      : inList(CAVALRY_TYPES, u.type)
        ? cavalry(u, ctx)
        : artillery(u, ctx);
    return { id: u.id, points: lines.reduce((s, l) => s + l.points, 0), lines };
  });
  const generals = line('general', list.generals ?? 0, COST.general);
  const total = units.reduce((s, u) => s + u.points, generals.points);
  const limit = opts.limit ?? null;
  if (limit !== null && total > limit)
    violations.push({
      path: '',
      code: 'OVER_POINTS_LIMIT',
      rule: '20',
      message: `the list costs ${total} points, over the limit of ${limit}`,
    });
  return {
    valid: violations.length === 0,
    points: { total, limit, units, generals },
    violations,
    warnings,
  };
}

/** The army builder of the ruleset contract (`Ruleset.army`). */
export const ARMY_BUILDER = {
  schema: ARMY_SCHEMA,
  price: (list: unknown, options: ArmyOptions): ArmyReport => priceArmy(list as ArmyList, options),
};
