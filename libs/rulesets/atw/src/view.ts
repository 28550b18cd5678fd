import type { Viewer } from '@pratzen/engine';
import { tenthsToWire, ticksToWire } from '@pratzen/geometry';
import type { AtwEvent } from './events';
import { activeSide } from './sequence/turn';
import type { AtwState, UnitState } from './state';
import { headOf } from './generals/generals';
import { armiesView, armyLockedSeenBy } from './armies/seen';

/**
 * The state as a viewer sees it, in inches and degrees (view-schema.ts). Every unit on the table
 * stands in plain sight; what is hidden is a side's army list while the armies are chosen in play
 * (20, src/armies): its own seat and the referee see it, the other seat and spectators see only
 * that it is locked (`armies`, `ArmyLocked` sealed) until both lists are revealed.
 */
export function unitView(u: UnitState) {
  return {
    id: u.id,
    name: u.name,
    side: u.side,
    type: u.type,
    arm: u.arm,
    grade: u.grade,
    figures: u.figures,
    gunners: u.gunners,
    formation: u.formation,
    files: u.files,
    ranks: u.ranks,
    frontageMm: u.frontageMm,
    depthMm: u.depthMm,
    position: { x: ticksToWire(u.x), y: ticksToWire(u.y) },
    facing: tenthsToWire(u.facing),
    width: ticksToWire(u.width),
    depth: ticksToWire(u.depth),
    block: u.block,
    moved: u.moved,
    disordered: u.disordered,
    strength: u.strength,
    carried: u.carried,
    morale: u.morale,
    exhausted: u.exhausted,
    shakenAtStart: u.shakenAtStart,
    haltedSince: u.haltedSince,
    shot: u.shot,
    rallyTested: u.rallyTested,
    // screens (13.4)
    screenOf: u.screenOf ?? null,
    screenOut: u.screenOut ?? 0,
    screenSpent: u.screenSpent ?? false,
    screenCapable: u.screenCapable ?? false,
    // 12.10
    debtUntil: u.debtUntil ?? null,
    // 12.12-1
    passedThrough: u.passedThrough ?? false,
    // 16.9, 20: rifle-armed (on the table: the figures carry rifles)
    rifles: u.rifles ?? false,
    // 18.1, 18.2
    fanatic: u.fanatic ?? false,
    heavyWeapons: u.heavyWeapons ?? false,
    // 18
    irregular: u.irregular ?? null,
  };
}

export function view(state: AtwState, viewer: Viewer) {
  return {
    turn: state.turn,
    lastTurn: state.lastTurn,
    phase: state.phase,
    activeSide: activeSide(state),
    // the side whose turn it is (a reaction awaited is the status's pendingDecision, as in a1805)
    acting: activeSide(state),
    firstActive: state.firstActive,
    over: state.over,
    units: state.units.map(unitView),
    // 15.1: the retreats waiting for their owners' choice, the first answered first
    retreats: state.retreats.map((r) => ({
      unitId: r.unitId,
      away: tenthsToWire(r.away),
      rule: r.rule,
    })),
    // 17.9 (optional): the breakthroughs waiting for their owners' choice
    breakthroughs: (state.breakthroughs ?? []).map((b) => ({
      unitId: b.unitId,
      away: tenthsToWire(b.away),
      beaten: b.beaten,
    })),
    // generals (7): in plain sight, heads in inches
    generals: state.generals.map((g) => {
      const head = headOf(state, g);
      return {
        id: g.id,
        name: g.name,
        side: g.side,
        position: { x: ticksToWire(head.x), y: ticksToWire(head.y) },
        attachedTo: g.attachedTo,
        moved: g.moved,
        hits: g.hits,
      };
    }),
    confused: state.confused,
    commanded: state.commanded,
    // 19.7: the ruined town blocks (one class of cover less), as the table's feature ids
    ruinedBlocks: state.fire?.ruined ?? [],
    // hidden army lists (20)
    armies: armiesView(state, viewer),
  };
}

/** Every event whole but a side's `ArmyLocked` (20), sealed for the other seat and spectators. */
export const redactEvent = (event: AtwEvent, viewer: Viewer): AtwEvent | null =>
  event.type === 'ArmyLocked' ? armyLockedSeenBy(event, viewer) : event;
