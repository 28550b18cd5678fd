import type { Formation, Side } from './vocabulary';

/**
 * The fog's events (4.2, 16): the fog roll, the chits and the strategic map, and units entering
 * from it — in ticks and tenths of a degree, as every event of `events.ts` (which re-exports
 * them and holds the union).
 */

/** 4.2, 16.2: the fog roll at the start of a fog turn from turn 4: does the fog lift? */
export interface FogRolled {
  readonly type: 'FogRolled';
  readonly turn: number;
  readonly die: number;
  readonly result: 'lifts' | 'lingers';
}

/**
 * 16.4.2.4: a chit placed on the table (or, 16.4.2.8.2, units hidden again in one). Its box and
 * the units it holds are secret: the enemy and spectators get this event without `box` and
 * `units` (a decoy looks like any other chit); of units hidden again they see which left the
 * table (`left`), as a player across the table would.
 */
export interface ChitDeployed {
  readonly type: 'ChitDeployed';
  readonly chitId: string;
  readonly side: Side;
  readonly x: number;
  readonly y: number;
  readonly box?: number;
  readonly units?: readonly string[];
  /** 16.4.2.8.2: the units went into the chit from the table. */
  readonly left?: readonly string[];
}

/** 16.4.2.6: a chit moved in a straight line (ticks covered), stopping where it was detected. */
export interface ChitMoved {
  readonly type: 'ChitMoved';
  readonly chitId: string;
  readonly x: number;
  readonly y: number;
  readonly distance: number;
}

/**
 * 16.4.2.7: a chit detected: what it holds is shown to both players. A decoy (no units) is
 * removed; real units must be placed on the table by their owner (16.4.2.8).
 */
export interface ChitRevealed {
  readonly type: 'ChitRevealed';
  readonly chitId: string;
  readonly side: Side;
  readonly units: readonly string[];
  /** What detected it: enemy units or chits within range, or `clear` weather. */
  readonly by: readonly string[];
  /** 13.11.1.1.1–4: its units a retreating unit stepping over it disorganized. */
  readonly disorganized?: readonly string[];
  /** 13.11.1.1.3: the cavalry units of which its owner disorganizes one (chosen when placing them). */
  readonly choose?: readonly string[];
}

/** 16.4.2.8: a revealed chit's units placed on the table (their poses, as in a set-up). */
export interface ChitUnitsPlaced {
  readonly type: 'ChitUnitsPlaced';
  readonly chitId: string;
  readonly units: readonly {
    readonly unitId: string;
    readonly x: number;
    readonly y: number;
    readonly facing: number;
    readonly formation: Formation;
    readonly attachedTo?: string;
  }[];
  /** 13.11.1.1.3: the cavalry unit its owner chose to disorganize. */
  readonly disorganized?: string;
  /** Units with no room, back on the strategic map in this area (an interpretation). */
  readonly returned?: readonly { readonly unitId: string; readonly area: string }[];
}

/** 16.4.2.2, 4.2: chits each side may deploy in this fog turn (the Allies' by a die from turn 2). */
export interface ChitsAllotted {
  readonly type: 'ChitsAllotted';
  readonly turn: number;
  readonly french: number;
  readonly allied: number;
  readonly die?: number;
  /** 4.2, 16.4.1.5: Allied columns that may try to move on the strategic map this turn. */
  readonly columns?: number;
}

/**
 * 16.4.1: a corps or column moved between areas of its side's strategic map (the Allies: when its
 * die, less 1 per Allied column already in the area entered, is 4 or more: 16.4.1.5). Wholly
 * hidden from the other side (16.4.1.1: the maps are behind a screen).
 */
export interface CorpsMoved {
  readonly type: 'CorpsMoved';
  readonly side: Side;
  readonly formationId: string;
  readonly from: string;
  readonly to: string;
  /** The Allies: whether the die let the column move. */
  readonly result: 'moved' | 'stayed';
  readonly die?: number;
  readonly modified?: number;
}

/** After the fog: a unit of the strategic map comes onto the table in its corps' area (it has moved). */
export interface UnitEntered {
  readonly type: 'UnitEntered';
  readonly unitId: string;
  readonly side: Side;
  readonly x: number;
  readonly y: number;
  readonly facing: number;
  readonly formation: Formation;
}
