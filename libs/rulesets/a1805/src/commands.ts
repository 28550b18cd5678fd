/**
 * Commands of *Austerlitz 1805*. A move is a program of manoeuvres from the unit's pose
 * (freeform.md "Moves"); the server computes the path, the cost and the final pose.
 * Distances are wire numbers in UM (≤ 3 decimals), angles in degrees (≤ 1 decimal).
 */
export type MoveStep =
  /** 6.4: straight ahead along the current facing. */
  | { readonly kind: 'forward'; readonly distance: unknown }
  /** 6.4–6.6: pivot on the centre (positive clockwise). */
  | { readonly kind: 'turn'; readonly angle: unknown }
  /** 6.3: sideways, keeping the facing. */
  | { readonly kind: 'sidestep'; readonly direction: 'left' | 'right'; readonly distance: unknown }
  /** 6.5: orderly retreat, straight back, keeping the facing. */
  | { readonly kind: 'retire'; readonly distance: unknown }
  /** 5.x, 6.12, 6.13: change formation (first or last step). */
  | { readonly kind: 'formation'; readonly to: string }
  /** 7.1, 12.6.2: an HQ joins a friendly unit (last step). */
  | { readonly kind: 'attach'; readonly unitId: string }
  /** 13.1: straight ahead until touching this enemy unit, declaring (or supporting) an attack on it (last step). */
  | { readonly kind: 'close'; readonly unitId: string };

export interface MoveUnit {
  readonly type: 'MoveUnit';
  readonly unitId: string;
  readonly steps: readonly MoveStep[];
}

export interface EndPhase {
  readonly type: 'EndPhase';
}

/** 12.10: a disorganized or routed unit of the phasing player checks to recover. */
export interface Rally {
  readonly type: 'Rally';
  readonly unitId: string;
  /** 12.10.1: if a routed unit recovers, its new facing (degrees) and formation. */
  readonly facing?: unknown;
  readonly formation?: string;
}

/**
 * 9: batteries of the side firing in this phase (several: 9.7 concentration) fire round shot or
 * canister at an enemy unit; each gun pivots up to 45° if it must (9.5, chosen by the server).
 */
export interface FireArtillery {
  readonly type: 'FireArtillery';
  readonly unitIds: readonly string[];
  readonly targetId: string;
  readonly ammunition: 'round-shot' | 'canister';
}

/** 10.4.1–10.4.2: infantry of the side firing in this phase fires musketry at an enemy within ½ UM (several: ratings added). */
export interface Musketry {
  readonly type: 'Musketry';
  readonly unitIds: readonly string[];
  readonly targetId: string;
}

/** 13.4: the Attacker resolves the close combat declared against one enemy unit. */
export interface Assault {
  readonly type: 'Assault';
  readonly defenderId: string;
  /** 13.13: the leading unit (default: the attacker with the best combat modifier). */
  readonly leaderId?: string;
}

/** 13.6: in its Rally Phase, a unit engaged in close combat tries to disengage (a morale check). */
export interface Disengage {
  readonly type: 'Disengage';
  readonly unitId: string;
}

/** 13.12.3.1: before any movement, cavalry declares a charge on an enemy unit it sees at 1 UM or more. */
export interface DeclareCharge {
  readonly type: 'DeclareCharge';
  readonly unitId: string;
  readonly targetId: string;
}

/**
 * 16.4.2.4: in the chit deployment of a fog turn, a chit placed at `x, y` (UM, its centre) holding
 * units of the strategic map (none: a decoy), whose box is `box` (1–18).
 */
export interface DeployChit {
  readonly type: 'DeployChit';
  readonly box: unknown;
  readonly x: unknown;
  readonly y: unknown;
  readonly unitIds: readonly string[];
}

/** 16.4.2.6: in the Movement Phase, a chit moves straight to `x, y` (at most 2 UM). */
export interface MoveChit {
  readonly type: 'MoveChit';
  readonly chitId: string;
  readonly x: unknown;
  readonly y: unknown;
}

/** 16.4.2.8: the units of a revealed chit placed on the table by their owner (poses in UM, degrees). */
export interface PlaceChitUnits {
  readonly type: 'PlaceChitUnits';
  readonly chitId: string;
  readonly units: readonly {
    readonly unitId: string;
    readonly x: unknown;
    readonly y: unknown;
    readonly facing: unknown;
    readonly formation: string;
    readonly attachedTo?: string;
  }[];
  /**
   * 16.4.2.8 (an interpretation): units for which there is no room — the server's search round
   * the chit finds no place for them beside the units placed — go back to the strategic map.
   */
  readonly returned?: readonly string[];
  /** 13.11.1.1.3: which of the chit's cavalry units (the choice `placing.choose` offers) is disorganized. */
  readonly disorganized?: string;
}

/** 16.4.2.8.2, 4.3: in a fog turn's Rally Phase, units that came out of chits hide again in one. */
export interface HideUnits {
  readonly type: 'HideUnits';
  readonly unitIds: readonly string[];
  readonly box: unknown;
}

/** 16.4.1: in a fog turn's Movement Phase, a corps or column moves to an adjacent area of the strategic map. */
export interface MoveCorps {
  readonly type: 'MoveCorps';
  readonly formationId: string;
  readonly to: string;
}

/**
 * 4.6.1, 5.4.5, 13.8, 13.9, 13.11.4, 13.12.1.2, 13.12.2.1: the answer to the choice the game
 * waits for (see `state.reaction`). `squareId`: the square sheltering a battery's crew;
 * `distance` (UM): a withdrawal (up to 2) or an advance (up to 1); `back`: a withdrawal turning
 * its back to the enemy; `facing` (degrees) and `formation`: a refacing.
 */
export interface React {
  readonly type: 'React';
  readonly unitId: string;
  readonly reaction: string;
  readonly squareId?: string;
  readonly distance?: unknown;
  readonly back?: boolean;
  readonly facing?: unknown;
  readonly formation?: string;
}

/** 13.15.1.1.2: in its owner's Rally Phase, a crewless battery's crew returns from its square. */
export interface ReturnCrew {
  readonly type: 'ReturnCrew';
  readonly unitId: string;
}

/** 19.3–19.4 (optional): in its Rally Phase, a unit due back returns within 2 UM of its HQ (UM, degrees). */
export interface ReturnUnit {
  readonly type: 'ReturnUnit';
  readonly unitId: string;
  readonly x: unknown;
  readonly y: unknown;
  readonly facing: unknown;
  readonly formation: string;
}

/**
 * After the fog (an interpretation; see chits/reserve-entry.ts): in its owner's Movement Phase of
 * a turn without fog, a unit still on the strategic map enters the table in its corps' area
 * (UM, degrees).
 */
export interface EnterTable {
  readonly type: 'EnterTable';
  readonly unitId: string;
  readonly x: unknown;
  readonly y: unknown;
  readonly facing: unknown;
  readonly formation: string;
}

export type A1805Command =
  | DeclareCharge
  | MoveUnit
  | EndPhase
  | Rally
  | FireArtillery
  | Musketry
  | Assault
  | Disengage
  | DeployChit
  | MoveChit
  | PlaceChitUnits
  | HideUnits
  | MoveCorps
  | React
  | ReturnCrew
  | ReturnUnit
  | EnterTable;
