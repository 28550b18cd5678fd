import { Emitter, type Dice, type LegalAction } from '@pratzen/engine';
import type { A20Command, CommandOf } from '../commands';
import { counterOf } from '../data/counters';
import type { A20Event } from '../events';
import { evolve } from '../evolve';
import type { A20State } from '../state';
import { reject, type A20Decision } from '../violations';
import {
  ALLIED_UNITS,
  BREAKABLE,
  CADRES,
  DUMMIES,
  FRENCH_UNITS,
  frenchRestrictionBroken,
  inAlliedZone,
  isPond,
  onBoard,
  dryHexes,
} from './zones';

type Action = LegalAction<A20Command>;
type Placement = { readonly unitId: string; readonly hex: string };

const step = (state: A20State, s: A20State['fog']['step']): A20Decision | null =>
  state.phase === 'setup' && state.fog.step === s
    ? null
    : reject(
        'NOT_THIS_SET_UP_STEP',
        'X3.0',
        `this is not the set-up step for that (now: ${state.fog.step ?? 'play'})`,
      );

/** X3.0 step 4: the French face-down set-up, then the Allied scouting roll (step 5). */
export function decideDeployFrench(
  state: A20State,
  command: CommandOf<'DeployFrench'>,
  dice: Dice,
): A20Decision {
  const wrong = step(state, 'french');
  if (wrong !== null) return wrong;
  const breakDown = command.breakDown ?? null;
  if (breakDown !== null && !BREAKABLE.includes(breakDown))
    return reject(
      'NOT_A_CADRE_UNIT',
      'X3.0 step 4',
      'only one French infantry unit may begin as two Cadres',
    );
  const units = FRENCH_UNITS.filter((u) => u !== breakDown);
  const needed = breakDown === null ? units : [...units, ...CADRES];
  const ids = command.placements.map((p) => p.unitId);
  const hexes = command.placements.map((p) => p.hex);
  const allowed = new Set([...needed, ...DUMMIES]);
  const stray = ids.find((id) => !allowed.has(id));
  if (stray !== undefined)
    return reject('NOT_A_FRENCH_SET_UP_UNIT', 'X3.0 step 4', `${stray} is not set up here`);
  if (new Set(ids).size !== ids.length || needed.some((id) => !ids.includes(id)))
    return reject(
      'FRENCH_SET_UP_INCOMPLETE',
      'X3.0 step 4',
      'every French unit once, and up to two Dummies',
    );
  if (hexes.some((h) => !onBoard(h)) || new Set(hexes).size !== hexes.length)
    return reject('BAD_SET_UP_HEX', 'N6.4', 'one counter per hex, every hex on the map');
  if (command.placements.some((p) => isPond(p.hex) && DUMMIES.includes(p.unitId)))
    return reject('DUMMY_ON_ICE', 'N16.1', 'a Dummy may not stand on a frozen pond');
  const broken = frenchRestrictionBroken(hexes);
  if (broken !== null)
    return reject(
      `SET_UP_RESTRICTION_${broken}`,
      `X3.0 step 4 ${broken}`,
      `the French set-up breaks restriction ${broken}`,
    );
  const sorted = [...command.placements].sort((a, b) => (a.hex < b.hex ? -1 : 1));
  const placements = sorted.map((p, i) => ({
    label: `fr-counter-${i + 1}`,
    unitId: p.unitId,
    hex: p.hex,
  }));
  const die = dice.roll('X3.0 step 5 scouting');
  return {
    ok: true,
    events: [
      { type: 'FrenchDeployed', placements, breakDown, redacted: false },
      { type: 'ScoutingRolled', die, reveals: Math.ceil(die / 2) },
    ],
  };
}

/** X3.0 step 5: the chooser reveals one face-down counter; a Dummy revealed is removed. */
export function decideReveal(state: A20State, command: CommandOf<'Reveal'>): A20Decision {
  const wrong = step(state, 'scouting');
  if (wrong !== null) return wrong;
  const h = state.fog.hidden.find((x) => x.label === command.counter);
  const u = h === undefined ? undefined : state.units.find((x) => x.id === h.unitId);
  if (h === undefined || u === undefined || u.hex === null)
    return reject(
      'NOT_A_HIDDEN_COUNTER',
      'X3.0 step 5',
      `${command.counter} is not a face-down French counter`,
    );
  const dummy = counterOf(h.unitId)?.type === 'dummy';
  return {
    ok: true,
    events: [
      {
        type: 'CounterRevealed',
        label: h.label,
        unitId: h.unitId,
        hex: u.hex,
        dummy,
        rule: 'X3.0 step 5',
      },
    ],
  };
}

const frenchHexes = (state: A20State): Set<string> =>
  new Set(
    state.units.flatMap((u) =>
      u.location === 'map' && u.hex !== null && counterOf(u.id)?.side === 'french' ? [u.hex] : [],
    ),
  );

/**
 * X3.0 steps 6-7: the Allied set-up; without Fog of War (16.1) every French counter is turned up,
 * with it the Allied counters are set up face down to the French (N16.1 "both sides").
 */
export function decideDeployAllied(
  state: A20State,
  command: CommandOf<'DeployAllied'>,
): A20Decision {
  const wrong = step(state, 'allied');
  if (wrong !== null) return wrong;
  const ids = command.placements.map((p) => p.unitId);
  const hexes = command.placements.map((p) => p.hex);
  if (
    new Set(ids).size !== ids.length ||
    ALLIED_UNITS.some((id) => !ids.includes(id)) ||
    ids.length !== ALLIED_UNITS.length
  )
    return reject('ALLIED_SET_UP_INCOMPLETE', 'X3.0 step 6', 'every Allied unit once');
  if (new Set(hexes).size !== hexes.length)
    return reject('BAD_SET_UP_HEX', 'N6.4', 'one counter per hex');
  const french = frenchHexes(state);
  const out = command.placements.find((p) => !inAlliedZone(p.unitId, p.hex, french));
  if (out !== undefined)
    return reject(
      'OUTSIDE_SET_UP_ZONE',
      'X3.0 step 6',
      `${out.unitId} may not set up in ${out.hex}`,
      { unitId: out.unitId, hex: out.hex },
    );
  const em = new Emitter<A20State, A20Event>(state, evolve);
  const fog = state.optionalRules.includes('fog-of-war');
  // N16.1 under Fog of War: face down to the French, each counter labelled by its hex's order
  const placements = fog
    ? [...command.placements]
        .sort((a, b) => (a.hex < b.hex ? -1 : 1))
        .map((p, i) => ({ unitId: p.unitId, hex: p.hex, label: `al-counter-${i + 1}` }))
    : command.placements.map((p) => ({ unitId: p.unitId, hex: p.hex }));
  em.emit({ type: 'AlliedDeployed', placements });
  if (!fog)
    for (const h of state.fog.hidden) {
      const hex = state.units.find((u) => u.id === h.unitId)?.hex ?? '';
      const dummy = counterOf(h.unitId)?.type === 'dummy';
      em.emit({
        type: 'CounterRevealed',
        label: h.label,
        unitId: h.unitId,
        hex,
        dummy,
        rule: 'X3.0 step 7',
      });
    }
  const { turn } = state;
  em.emit({
    type: 'PhaseEnded',
    turn,
    side: 'allied',
    phase: 'setup',
    next: { turn, side: 'allied', phase: 'movement' },
  });
  return { ok: true, events: em.events };
}

/** A canned French set-up keeping A-D: I at Bellowitz, V on the Santon, the rest in 03xx-06xx. */
function frenchPlan(state: A20State, dummies: number, breakDown: string | null): Placement[] {
  const units = [
    ...FRENCH_UNITS.filter((u) => u !== breakDown),
    ...(breakDown === null ? [] : CADRES),
    ...DUMMIES.slice(0, dummies),
  ];
  const shift = state.turn % 2; // nothing random: the same state gives the same plans
  const west = [
    '0305',
    '0306',
    '0404',
    '0405',
    '0406',
    '0504',
    '0505',
    '0302',
    '0403',
    '0503',
    '0304',
  ].slice(shift);
  const six = ['0605', '0606', '0604'];
  const fixed: Record<string, string> = { 'fr-i': '0204', 'fr-v': '0803' };
  const out: Placement[] = [];
  let w = 0;
  let s = 0;
  for (const unitId of units) {
    const hex =
      fixed[unitId] ?? (DUMMIES.includes(unitId) && s < six.length ? six[s++] : west[w++]);
    if (hex !== undefined && onBoard(hex) && !isPond(hex)) out.push({ unitId, hex });
  }
  return out;
}

/** A canned Allied set-up: each unit in the first (or last) free hex of its zone. */
function alliedPlan(state: A20State, reverse: boolean): Placement[] | null {
  const french = frenchHexes(state);
  const taken = new Set<string>();
  const hexes = [...(reverse ? dryHexesDesc : dryHexesAsc)];
  const out: Placement[] = [];
  for (const unitId of ALLIED_UNITS) {
    const hex = hexes.find((h) => !taken.has(h) && inAlliedZone(unitId, h, french));
    if (hex === undefined) return null;
    taken.add(hex);
    out.push({ unitId, hex });
  }
  return out;
}
const dryHexesAsc = dryHexes();
const dryHexesDesc = [...dryHexesAsc].reverse();

/** The set-up step's options (X3.0 steps 3-6): canned set-ups that keep every restriction. */
export function setupActions(state: A20State): Action[] {
  switch (state.fog.step) {
    case 'prepare':
      return [{ command: { type: 'PrepareDeck' }, rule: 'X3.0 step 3' }];
    case 'french':
      return [
        {
          command: { type: 'DeployFrench', placements: frenchPlan(state, 0, null) },
          rule: 'X3.0 step 4',
        },
        {
          command: { type: 'DeployFrench', placements: frenchPlan(state, 2, null) },
          rule: 'X3.0 step 4',
        },
        {
          command: {
            type: 'DeployFrench',
            placements: frenchPlan(state, 1, 'fr-iv-2'),
            breakDown: 'fr-iv-2',
          },
          rule: 'X3.0 step 4',
        },
      ];
    case 'scouting':
      return state.fog.hidden.map((h) => ({
        command: { type: 'Reveal', counter: h.label },
        rule: 'X3.0 step 5',
      }));
    case 'allied':
      return [alliedPlan(state, false), alliedPlan(state, true)].flatMap((p) =>
        p === null
          ? []
          : [
              {
                command: { type: 'DeployAllied', placements: p } as A20Command,
                rule: 'X3.0 step 6',
              },
            ],
      );
    default:
      return [];
  }
}
