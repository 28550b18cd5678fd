import type { Formation, Kind, MoraleState, Phase, Side, Weather } from './vocabulary';

/**
 * A unit on the table. Pose as freeform.md fixes it: `x, y` the centre of the front edge in
 * ticks (1,000 per UM), `facing` in tenths of a degree (0 = north, clockwise). Ratings stay in
 * the catalogue (data/units.json); the state holds what play changes.
 */
export interface UnitState {
  readonly id: string;
  readonly side: Side;
  readonly kind: Kind;
  readonly x: number;
  readonly y: number;
  readonly facing: number;
  readonly formation: Formation;
  /** 13.5: steps lost (0 or 1; a unit at zero steps is eliminated). */
  readonly stepsLost: number;
  readonly morale: MoraleState;
  /** 7.1, 12.6: the unit an HQ is attached to (it then shares that unit's pose). */
  readonly attachedTo: string | null;
  /** 12.9: Blood Rage until its next Rally Phase (+2 morale and combat). */
  readonly bloodRage: boolean;
  /** 9.4: the "Artillery Fired" marker (removed when the next player-turn opens). */
  readonly fired: boolean;
  /** 20.1 (optional): an Allied battery out of ammunition: the marker's number (2, then 1). */
  readonly outOfAmmo?: number;
  /** 12.7.2.3: routed or eliminated friends this unit has already checked for. */
  readonly checkedFor: readonly string[];
  /** 13.15.1.1.2: a crewless battery: the friendly square its crew shelters in. */
  readonly crewIn?: string;
  /** 13.15.1.1.2: its crew came back this player-turn: its Fired marker is no preparation fire (4.6). */
  readonly crewReturned?: true;
  /** 12.6.3: its corps HQ lost and its check failed, it retreats until it passes a rally check. */
  readonly shaken?: boolean;
}

/**
 * A unit off the table (16.4): on its side's strategic map with its corps, or in the box of a
 * chit. It keeps what play has changed about it (a unit may hide again: 16.4.2.8.2).
 */
export interface HeldUnit {
  readonly id: string;
  readonly side: Side;
  readonly kind: Kind;
  readonly stepsLost: number;
  readonly morale: MoraleState;
}

/** 19.2–19.5 (optional): a unit off the table after routing into a friend, and when it returns. */
export interface Returning {
  readonly unit: HeldUnit;
  readonly turn: number;
}

/** 16.4.2: a chit on the table: a square marker with its nation's flag; what it holds is secret. */
export interface Chit {
  /** `A1`, `F2`…: numbered in the order chits were deployed (the box stays secret). */
  readonly id: string;
  readonly side: Side;
  /** 16.4.2, 16.4.2.4: the strategic map's box (1–18) holding its units. */
  readonly box: number;
  /** The marker's centre (ticks). */
  readonly x: number;
  readonly y: number;
  /** The units it holds; none: a decoy (16.4.2.1). */
  readonly units: readonly HeldUnit[];
}

/** 16.4.2.8: a revealed chit whose units its owner must now place on the table. */
export interface Placing {
  readonly chitId: string;
  readonly side: Side;
  readonly x: number;
  readonly y: number;
  readonly units: readonly HeldUnit[];
  /** 16.4.2.8.1: the chit was moving: its artillery deploys limbered. */
  readonly limbered: boolean;
  /** 13.11.1.1.3: cavalry units of which the owner disorganizes one as it places them. */
  readonly choose?: readonly string[];
}

/** 16.4: the fog's hidden deployment. Hidden from the enemy: see view.ts. */
export interface FogOfWar {
  /** Whether this game plays the chits (a scenario with units on the strategic maps). */
  readonly usesChits: boolean;
  /** 16.4.1: units on the strategic maps, with the area of their corps. */
  readonly reserve: readonly (HeldUnit & { readonly area: string })[];
  readonly chits: readonly Chit[];
  /** 16.4.2.2: chits each side may still deploy this turn. */
  readonly allowance: Readonly<Record<Side, number>>;
  /** 16.4.2: decoys each side has left. */
  readonly decoys: Readonly<Record<Side, number>>;
  /** Chits deployed so far (the next chit's number). */
  readonly deployed: number;
  /** 16.4.2.8: revealed chits whose units wait to be placed, oldest first. */
  readonly placing: readonly Placing[];
  /** 16.4.2.8.2: units that came out of chits (they may hide again). */
  readonly revealed: readonly string[];
  /** 16.4.1.3: whether combat has started (fire or a close combat): the dividing line opens. */
  readonly combatStarted: boolean;
  /** 16.4.1.6: the historic sequence's striped zone, closed to the Allies until the Pratzenberg assault. */
  readonly stripedZone: boolean;
  /** 16.4.1: corps and columns that have moved on the strategic map this turn. */
  readonly corpsMoved: readonly string[];
  /** 16.4.1.5, 16.4.2.2: Allied columns that may still try to move on the strategic map this turn. */
  readonly columns: number;
}

/** 13.1–13.3: a close combat declared (or going on): the attacking units and the unit attacked. */
export interface Combat {
  readonly defender: string;
  readonly attackers: readonly string[];
  /** The side attacking (it resolves the combat in its Close Combat Phase). */
  readonly side: Side;
  /** 10.4.3.5.1: the bonus the attacker earned with its musketry before the assault (0–4). */
  readonly bonus: number;
  /** 13.3: carried over from an earlier player-turn (the roles have passed to the other side). */
  readonly ongoing: boolean;
  /** 13.12.3: cavalry that charged in this attack (their combat modifier doubles). */
  readonly chargers?: readonly string[];
  /** 4.6.1, 5.4.5, 13.8, 13.12.1.2: the defender has been offered its reaction to this attack. */
  readonly reacted?: boolean;
}

/**
 * What a unit about to be attacked may do, what cavalry whose attack met a hasty square may do,
 * and what the winner of a close combat may do.
 */
export const REACTIONS = [
  /** 5.4.5: infantry attacked by cavalry tries to form a hasty square. */
  'hasty-square',
  /** 4.6.1, 13.15.1.1: a battery's crew abandons the guns for a friendly square within 2 UM. */
  'shelter',
  /** 13.8: cavalry frontally attacked by infantry alone tries to withdraw up to 2 UM. */
  'withdraw',
  /** 13.12.1.2: Cossacks attacked from the front retreat before combat. */
  'evade',
  /** 13.12.2.1: cavalry met by a hasty square presses home the attack. */
  'press',
  /** 13.12.2.1: … or stops ½ UM from the square (the attack is off). */
  'stop',
  /** 12.7.2.1: a unit that passed its check for a routed or eliminated friend retreats in order. */
  'retreat',
  /** 13.11.4, 13.12.4: the winner of a close combat advances up to 1 UM. */
  'advance',
  /** 13.9: a defender that beat an attack on its flank or rear takes any facing and formation. */
  'reface',
  /** Nothing (a battery: it holds, to fire canister, 13.15.1.2). */
  'none',
] as const;
export type Reaction = (typeof REACTIONS)[number];

/**
 * A reaction the game waits for: `unitId` (of `side`) answers the attack by `against`. Nothing
 * else is accepted meanwhile (the attack is about to be made).
 */
export interface PendingReaction {
  readonly side: Side;
  readonly unitId: string;
  readonly against: string;
  readonly options: readonly Reaction[];
  /** 13.12.2.1: ticks of movement the attacking unit had left after closing (to press home). */
  readonly left?: number;
}

export interface A1805State {
  readonly scenarioId: string;
  readonly optionalRules: readonly string[];
  readonly turn: number;
  readonly lastTurn: number;
  /** 18.3: the side whose player-turn comes first in each game turn. */
  readonly firstSide: Side;
  /** 4.1: the phasing player (the Attacker) of the current player-turn. */
  readonly attacker: Side;
  readonly phase: Phase;
  readonly units: readonly UnitState[];
  /** Units that have moved in this Movement Phase (4.6: each moves at most once). */
  readonly moved: readonly string[];
  /** 17.1.1.6: the side that controls each red location (the last side through it). */
  readonly control: Readonly<Record<string, Side>>;
  readonly over: boolean;
  /** Units removed from play (17.1.1.2 scores artillery and HQs; 17.1.4 Napoleon). */
  readonly eliminated: readonly string[];
  /** 12.10: units that have made their rally check this Rally Phase. */
  readonly rallied: readonly string[];
  /** 10: units that have fired musketry this phase (a square: `unit>target`, 5.4.4). */
  readonly musketry: readonly string[];
  /** 17.1.2–17.1.3: the side holding every red location at the end of each of the last `turns` turns. */
  readonly held: { readonly side: Side | null; readonly turns: number };
  /** 17.1.2–17.1.4: a victory that ended the game before its last turn. */
  readonly automatic: { readonly winner: Side; readonly rule: string } | null;
  /** 16.2–16.3: the fog marker on the Turn Record Track. */
  readonly weather: Weather;
  /** 13.6–13.7: units that disengaged this player-turn (no bayonet assault this turn). */
  readonly disengaged: readonly string[];
  /** 13.6, 5.4.4: units that tried to disengage this player-turn and failed their check. */
  readonly failedDisengage?: readonly string[];
  /** 13.12.3.1: the charges declared this Movement Phase (cavalry → its target). */
  readonly charges: readonly { readonly unitId: string; readonly targetId: string }[];
  /** 13.1–13.3: the close combats declared or going on. */
  readonly combats: readonly Combat[];
  /** 16.4: chits and the strategic maps. */
  readonly fog: FogOfWar;
  /** 16.4.2.3: in the chit deployment of a fog turn, the side placing its chits. */
  readonly deploying: Side | null;
  /** 4.6.1, 5.4.5, 13.8, 13.12: a reaction to an attack being declared, awaited. */
  readonly reaction: PendingReaction | null;
  /** Choices offered while another was awaited (12.7.2.1: several units passing checks), in order. */
  readonly laterReactions: readonly PendingReaction[];
  /** 19.2–19.5 (optional): units routed off the table that come back in their owner's Rally Phase of `turn`. */
  readonly returning: readonly Returning[];
  /**
   * How this game's events give distances and angles (wire-units.ts): `UM` — UM and degrees, as
   * commands and the state view do (games created under 0.2.0 on); absent — integer ticks and
   * tenths of a degree (games created under 0.1.0 keep that form to their end). Inside the rules
   * every number stays an integer either way.
   */
  readonly eventUnits?: 'UM';
}

export const unitById = (state: A1805State, id: string): UnitState | undefined =>
  state.units.find((u) => u.id === id);

/** Who acts now: the Defender in its fire phases (4.4, 4.7), else the Attacker. */
export const defenderOf = (state: A1805State): Side =>
  state.attacker === 'allied' ? 'french' : 'allied';
