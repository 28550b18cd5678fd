import type { CrewReturned, ReactionOffered, Reacted } from '../events';
import type { A1805State, Combat, PendingReaction, UnitState } from '../state';

/** The game now waits for this reaction; an attack's defender is offered one reaction only. */
export function afterReactionOffered(state: A1805State, e: ReactionOffered): A1805State {
  const offered: PendingReaction = {
    side: e.side,
    unitId: e.unitId,
    against: e.against,
    options: e.options,
    ...(e.left === undefined ? {} : { left: e.left }),
  };
  return {
    ...state,
    ...(state.reaction === null
      ? { reaction: offered }
      : { laterReactions: [...state.laterReactions, offered] }),
    combats: state.combats.map((c) => (c.defender === e.unitId ? { ...c, reacted: true } : c)),
  };
}

const moveTo = (u: UnitState, e: Reacted): UnitState =>
  e.x === undefined || e.y === undefined || e.facing === undefined
    ? u
    : {
        ...u,
        x: e.x,
        y: e.y,
        facing: e.facing,
        ...(e.formation ? { formation: e.formation } : {}),
      };

const mover = (state: A1805State, e: Reacted) =>
  state.units.find((u) => u.id === e.unitId)?.side ?? state.attacker;

/**
 * A reaction made: the unit's new pose (its attached HQ with it, 7.1); a withdrawal or evasion
 * ends the attacks on it (13.8, 13.12.1.2); cavalry that stops is out of the attack, and cavalry
 * that presses home against a square no longer charges (13.12.3); a crew leaves its guns (13.15.1.1.2).
 */
export function afterReacted(state: A1805State, e: Reacted): A1805State {
  const done = e.result === 'done';
  const units = state.units.map((u): UnitState => {
    if (!done) return u;
    if (u.id === e.unitId || u.attachedTo === e.unitId) {
      const moved = moveTo(u, e);
      if (u.id === e.unitId && e.reaction === 'shelter' && e.squareId !== undefined)
        return { ...moved, crewIn: e.squareId };
      return u.id === e.unitId ? moved : { ...moved, formation: u.formation };
    }
    return u;
  });
  let combats: readonly Combat[] = state.combats;
  if (done && (e.reaction === 'withdraw' || e.reaction === 'evade')) {
    combats = combats.filter((c) => c.defender !== e.unitId);
  } else if (done && e.reaction === 'stop') {
    combats = combats
      .map((c) => ({ ...c, attackers: c.attackers.filter((a) => a !== e.unitId) }))
      .filter((c) => c.attackers.length > 0);
  } else if (done && e.reaction === 'press') {
    combats = combats.map((c) =>
      c.chargers === undefined ? c : { ...c, chargers: c.chargers.filter((a) => a !== e.unitId) },
    );
  }
  const control =
    done && e.passed !== undefined && e.passed.length > 0
      ? { ...state.control, ...Object.fromEntries(e.passed.map((id) => [id, mover(state, e)])) }
      : state.control;
  return { ...nextReaction(state), units, combats, control };
}

/** The choice awaited next (the first offered while another was awaited), if any. */
const nextReaction = (state: A1805State): A1805State => ({
  ...state,
  reaction: state.laterReactions[0] ?? null,
  laterReactions: state.laterReactions.slice(1),
});

/** A unit gone from the table has no choice left to make. */
export function withoutReactionsOf(state: A1805State, unitId: string): A1805State {
  const later = state.laterReactions.filter((r) => r.unitId !== unitId);
  const s =
    later.length === state.laterReactions.length ? state : { ...state, laterReactions: later };
  return s.reaction?.unitId === unitId ? nextReaction(s) : s;
}

/** 13.15.1.1.2: the crew mans its guns again; the battery does not fire this turn (its marker). */
export function afterCrewReturned(state: A1805State, e: CrewReturned): A1805State {
  return {
    ...state,
    units: state.units.map((u): UnitState => {
      if (u.id !== e.unitId) return u;
      const { crewIn: _gone, ...rest } = u;
      return { ...rest, fired: true, crewReturned: true };
    }),
  };
}
