import { at as kitAt, positionBuilder } from '@pratzen/rulesets/freeform-kit/testing';
import type { Placement } from '../data/scenarios';
import { initialState } from '../setup';
import type { A1805State, UnitState } from '../state';
import type { Formation, MoraleState, Phase, Side, Weather } from '../vocabulary';

/**
 * Compact positions for rule tests: `at(id, x, y, facing, formation)` in UM and degrees, then
 * `position([...], { phase, attacker })` builds a free-form state (18.1.2) in that phase.
 */
export const at = (
  id: string,
  x: number,
  y: number,
  facing: number,
  formation: Formation,
  attachedTo?: string,
): Placement => kitAt(id, x, y, facing, formation, attachedTo === undefined ? {} : { attachedTo });

export interface PositionOptions {
  readonly phase?: Phase;
  readonly attacker?: Side;
  readonly morale?: Readonly<Record<string, MoraleState>>;
  /** 16.2–16.3: clear unless a test is about fog. */
  readonly weather?: Weather;
  /**
   * The rules version the game is created under, which sets its events' form (wire-units.ts).
   * Default `0.1.0`: rule tests read the events in the rules' own integers (ticks, tenths of a
   * degree), the form `decide` makes them in; the UM form is the boundary's conversion of those
   * same events, tested in wire-units.spec.ts and over random games.
   */
  readonly rulesVersion?: string;
}

/** The last rules version whose events are in ticks and tenths of a degree. */
export const TICKS_VERSION = '0.1.0';

export const position: (units: readonly Placement[], options?: PositionOptions) => A1805State =
  positionBuilder<A1805State, Placement, PositionOptions>({
    initialState,
    setupOf: (units, options) => ({
      scenarioId: 'free-form',
      position: {
        units,
        firstSide: options.attacker ?? 'french',
        weather: options.weather ?? 'clear',
      },
      rulesVersion: options.rulesVersion ?? TICKS_VERSION,
    }),
    after: (s, options) => {
      const morale = options.morale ?? {};
      return {
        ...s,
        phase: options.phase ?? 'movement',
        units: s.units.map((u): UnitState => ({ ...u, morale: morale[u.id] ?? u.morale })),
      };
    },
  });

/** Well-known units of the order of battle, by role. */
export const FR_LINE = 'fr-iv-vandamme-1';
export const FR_LINE_2 = 'fr-iv-vandamme-2';
export const FR_LIGHT_INF = 'fr-iv-st-hilaire-3';
export const FR_LIGHT_CAV = 'fr-iv-margaron';
export const FR_HEAVY_CAV = 'fr-res-cav-1';
export const FR_FOOT_ART = 'fr-iv-art-1';
export const FR_HORSE_ART = 'fr-iv-art-3';
export const SOULT = 'fr-soult';
export const NAPOLEON = 'fr-napoleon';
export const AL_LINE = 'al-col-iv-repninsky';
export const AL_LINE_2 = 'al-col-iv-rotermund';
export const AL_ART = 'al-col-iv-art-1';
