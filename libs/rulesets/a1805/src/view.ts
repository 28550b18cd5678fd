import type { Viewer } from '@pratzen/engine';
import { tenthsToWire, ticksToWire } from '@pratzen/geometry';
import { blockOf, unitSpec } from './data/catalogue';
import type { A1805State } from './state';
import { DEFENDER_PHASES, enemyOf } from './vocabulary';

/**
 * The state as a client draws it: each unit's pose (front centre in UM, facing in degrees,
 * formation), its block (width and depth in UM) and its ratings. Nothing is hidden yet: the
 * fog rules (chits, strategic maps: 16.4), whose contents are secret, are not played yet.
 */
export function view(state: A1805State, _viewer: Viewer): unknown {
  return {
    turn: state.turn,
    lastTurn: state.lastTurn,
    phase: state.phase,
    attacker: state.attacker,
    defender: enemyOf(state.attacker),
    acting: DEFENDER_PHASES.includes(state.phase) ? enemyOf(state.attacker) : state.attacker,
    firstSide: state.firstSide,
    over: state.over,
    moved: state.moved,
    rallied: state.rallied,
    eliminated: state.eliminated,
    combats: state.combats,
    held: state.held,
    control: state.control,
    units: state.units.map((u) => {
      const spec = unitSpec(u.id);
      const block = blockOf(u.kind, u.formation);
      return {
        id: u.id,
        name: spec?.name ?? u.id,
        side: u.side,
        nation: spec?.nation ?? null,
        kind: u.kind,
        class: spec?.class ?? null,
        formation: u.formation,
        position: { x: ticksToWire(u.x), y: ticksToWire(u.y) },
        facing: tenthsToWire(u.facing),
        width: block === undefined ? null : ticksToWire(block.width),
        depth: block === undefined ? null : ticksToWire(block.depth),
        steps: (spec?.steps ?? 1) - u.stepsLost,
        morale: u.morale,
        attachedTo: u.attachedTo,
        bloodRage: u.bloodRage,
        artilleryFired: u.fired,
        outOfAmmunition: u.outOfAmmo ?? 0,
        ratings: {
          morale: spec?.morale ?? null,
          combat: spec?.combat ?? null,
          musketry: spec?.musketry ?? null,
          firepower: spec?.firepower ?? null,
          hd: spec?.hd ?? null,
          hqBonus: spec?.kind === 'hq' ? spec.bonus : null,
        },
      };
    }),
  };
}
