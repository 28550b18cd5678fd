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
 * surroundings): the units it names, where it describes them — the French at the Goldbach
 * stream, the Allied batteries on the Pratzen heights' surroundings and at Staré Vinohrady,
 * Allied cavalry to the north and infantry of the IV Column to the south. Positions are
 * RECONSTRUCTED on our reconstructed table (the example's pictures are not in the text); the
 * French move first, as in the example; the fog starts to lift (Partially Foggy 1, 16.3).
 */
export const PRATZEN_EXAMPLE: ScenarioData = {
  id: 'pratzen-example',
  title:
    'Example of play: the French assault near the Pratzen heights (positions reconstructed; no fog yet)',
  firstSide: 'french',
  turn: 4,
  weather: 'partial-1',
  placements: [
    { id: 'fr-iv-margaron', x: 15.5, y: 21, facing: 90, formation: 'line' },
    { id: 'fr-iv-art-3', x: 15, y: 20, facing: 90, formation: 'limbered' },
    { id: 'fr-iv-vandamme-3', x: 15.5, y: 17, facing: 90, formation: 'column' },
    {
      id: 'fr-soult',
      x: 15.5,
      y: 17,
      facing: 90,
      formation: 'none',
      attachedTo: 'fr-iv-vandamme-3',
    },
    { id: 'fr-iv-vandamme-2', x: 15.5, y: 15.5, facing: 90, formation: 'column' },
    { id: 'fr-iv-art-1', x: 15, y: 14.2, facing: 90, formation: 'limbered' },
    { id: 'fr-iv-st-hilaire-1', x: 15.5, y: 12.5, facing: 90, formation: 'column' },
    { id: 'fr-iv-st-hilaire-2', x: 15.5, y: 11, facing: 90, formation: 'column' },
    { id: 'al-col-iv-art-1', x: 19.5, y: 17, facing: 270, formation: 'unlimbered' },
    { id: 'al-col-iv-art-4', x: 26, y: 18, facing: 270, formation: 'unlimbered' },
    { id: 'al-col-v-caramelli', x: 24, y: 25, facing: 180, formation: 'line' },
    { id: 'al-col-v-uvarov', x: 26, y: 25, facing: 180, formation: 'line' },
    { id: 'al-col-iv-repninsky', x: 20, y: 5, facing: 0, formation: 'line' },
    { id: 'al-col-iv-rotermund', x: 22, y: 5, facing: 0, formation: 'line' },
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
