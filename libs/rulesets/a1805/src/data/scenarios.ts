import type { Formation, Side, Weather } from '../vocabulary';

/** A unit placed on the table at set-up, in UM and degrees (the wire's units). */
export interface Placement {
  readonly id: string;
  readonly x: number;
  readonly y: number;
  readonly facing: number;
  readonly formation: Formation;
  readonly attachedTo?: string;
}

/** 16.4.1: a unit on its side's strategic map, in an area (default: its corps' starting area). */
export interface ReserveEntry {
  readonly id: string;
  readonly area?: string;
}

export interface ScenarioData {
  readonly id: string;
  readonly title: string;
  readonly firstSide: Side;
  readonly turn: number;
  readonly weather: Weather;
  readonly placements: readonly Placement[];
  /** 16.4.1, 18.2: units on the strategic maps at the start (`order-of-battle`: every unit). */
  readonly reserve?: readonly ReserveEntry[] | 'order-of-battle';
}

/**
 * The example of play ("Example / Game Turn": the French assault on the Pratzen heights'
 * surroundings): the units it names, where it describes them — the French east of the Goldbach
 * (Soult attached to Vandamme's 2nd brigade, the cavalry ahead of it), the Allied batteries on
 * the Pratzen heights and at Staré Vinohrady, Allied cavalry to the north and two brigades of the
 * IV Column to the south. Positions are RECONSTRUCTED on our reconstructed table (the example's
 * pictures are not in the text), placed so that the whole example can be played out as it is
 * told (example-of-play.spec.ts). The French move first, as in the example. The fog is lifting:
 * the example moves its markers a player-turn at a time (1 UM, 2 UM, then clear), 16.3 a game
 * turn at a time, so the scenario starts at Partially Foggy 2 — each player-turn of the example
 * then sees what it says (its first sees no enemy at 2 UM, as at 1).
 */
export const PRATZEN_EXAMPLE: ScenarioData = {
  id: 'pratzen-example',
  title:
    'Example of play: the French assault near the Pratzen heights (positions reconstructed; the fog lifting)',
  firstSide: 'french',
  turn: 4,
  weather: 'partial-2',
  placements: [
    { id: 'fr-iv-margaron', x: 18.5, y: 18, facing: 90, formation: 'line' },
    { id: 'fr-iv-vandamme-2', x: 18, y: 18, facing: 90, formation: 'column' },
    { id: 'fr-soult', x: 18, y: 18, facing: 90, formation: 'none', attachedTo: 'fr-iv-vandamme-2' },
    { id: 'fr-iv-vandamme-3', x: 17.4, y: 19.2, facing: 90, formation: 'column' },
    { id: 'fr-iv-art-3', x: 18.7, y: 19, facing: 90, formation: 'limbered' },
    { id: 'fr-iv-art-1', x: 16.2, y: 17, facing: 90, formation: 'limbered' },
    { id: 'fr-iv-st-hilaire-1', x: 20, y: 16.3, facing: 90, formation: 'column' },
    { id: 'fr-iv-st-hilaire-2', x: 18.9, y: 16.05, facing: 90, formation: 'column' },
    { id: 'al-col-iv-art-1', x: 23, y: 18, facing: 270, formation: 'unlimbered' },
    { id: 'al-col-iv-art-4', x: 25.8, y: 18, facing: 270, formation: 'unlimbered' },
    { id: 'al-col-v-caramelli', x: 18.9, y: 24.4, facing: 180, formation: 'line' },
    { id: 'al-col-v-uvarov', x: 20.2, y: 24.6, facing: 180, formation: 'line' },
    { id: 'al-col-iv-repninsky', x: 23.88, y: 15.97, facing: 315, formation: 'line' },
    { id: 'al-col-iv-rotermund', x: 18.5, y: 13.2, facing: 45, formation: 'line' },
  ],
};

/**
 * 18.1.1, 18.2, 16.4: the battle from dawn — both armies on their strategic maps, each corps and
 * column in its historical starting area (16.4.1.2; the areas are RECONSTRUCTED:
 * data/strategic.json), nothing on the table; fog from turn 1; each fog turn opens with the chit
 * deployment (16.4.2.3); the Allies move first (18.3).
 */
export const HISTORICAL: ScenarioData = {
  id: 'historical',
  title:
    'The battle from dawn: both armies on the strategic maps, deployed by chits in the fog (areas reconstructed)',
  firstSide: 'allied',
  turn: 1,
  weather: 'fog',
  placements: [],
  reserve: 'order-of-battle',
};

export const SCENARIOS: readonly ScenarioData[] = [PRATZEN_EXAMPLE, HISTORICAL];

/** 18.1.2: free form — the players agree a deployment, given as a custom position. */
export const FREE_FORM = {
  id: 'free-form',
  title: 'Free form (18.1.2): a deployment of the players’ own, given as a position',
};
