import { type Viewer, seesSecretsOf } from '@pratzen/engine';
import type { A1805Event } from './events';
import { tenthsToWire, ticksToWire } from '@pratzen/geometry';
import { UNITS, blockOf, unitSpec } from './data/catalogue';
import type { A1805State, PendingReaction } from './state';
import { activeSide } from './decide';
import { offeredOptions } from './reactions/react';
import { SIDES, enemyOf } from './vocabulary';

/**
 * The state as a client draws it: each unit's pose (front centre in UM, facing in degrees,
 * formation), its block (width and depth in UM) and its ratings; the chits on the table.
 * Hidden (16.4.1.1, 16.4.2): a side's strategic map (which units are off the table, and where),
 * and what each of its chits holds (its box, its units, whether it is a decoy) — shown to that
 * side and the referee only. Units inside chits are not on the table, so no list shows them.
 */
export function view(state: A1805State, viewer: Viewer): unknown {
  const sees = (side: string): boolean => seesSecretsOf(viewer, side);
  const { fog } = state;
  return {
    turn: state.turn,
    lastTurn: state.lastTurn,
    phase: state.phase,
    attacker: state.attacker,
    defender: enemyOf(state.attacker),
    acting: activeSide(state),
    firstSide: state.firstSide,
    over: state.over,
    moved: state.moved,
    rallied: state.rallied,
    eliminated: state.eliminated,
    combats: state.combats,
    weather: state.weather,
    deploying: state.deploying,
    // 12.7.2.1: the options the owner may take now (a retreat's room may be gone since it was offered)
    reaction:
      state.reaction === null
        ? null
        : pendingView({ ...state.reaction, options: offeredOptions(state, state.reaction) }),
    laterReactions: state.laterReactions.map(pendingView),
    returning: state.returning.map((r) => ({ unitId: r.unit.id, side: r.unit.side, turn: r.turn })),
    fog: {
      usesChits: fog.usesChits,
      chitsToDeploy: fog.allowance,
      combatStarted: fog.combatStarted,
      stripedZoneClosed: fog.stripedZone,
      ...(sees('allied') ? { alliedColumnsToMove: fog.columns } : {}),
      corpsMoved: fog.corpsMoved.filter((id) => sees(unitSideOfFormation(id))),
      decoysLeft: Object.fromEntries(SIDES.filter(sees).map((s) => [s, fog.decoys[s]])),
      strategicMap: fog.reserve
        .filter((u) => sees(u.side))
        .map((u) => ({ unitId: u.id, side: u.side, area: u.area })),
      chits: fog.chits.map((c) => ({
        id: c.id,
        side: c.side,
        position: { x: ticksToWire(c.x), y: ticksToWire(c.y) },
        ...(sees(c.side) ? { box: c.box, units: c.units.map((u) => u.id) } : {}),
      })),
      placing: fog.placing.map((p) => ({
        chitId: p.chitId,
        side: p.side,
        position: { x: ticksToWire(p.x), y: ticksToWire(p.y) },
        units: p.units.map((u) => u.id),
        limbered: p.limbered,
      })),
      revealed: fog.revealed,
    },
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
        crewIn: u.crewIn ?? null,
        shaken: u.shaken === true,
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

/** A choice awaited, distances in UM. */
const pendingView = (r: PendingReaction) => ({
  ...r,
  ...(r.left === undefined ? {} : { left: ticksToWire(r.left) }),
});

/** The side of a corps or column (by its units in the catalogue). */
const unitSideOfFormation = (formationId: string): string =>
  UNITS.find((u) => u.formation === formationId)?.side ?? '';

/**
 * Events as `viewer` may see them: a chit deployed by the other side shows where, not its box nor
 * what it holds (of units hidden again from the table, which left it: `left`); a corps' move on
 * the other side's strategic map, and its die, not at all.
 */
export function redactEvent(event: A1805Event, viewer: Viewer): A1805Event | null {
  // 16.4.1.1: moves on a strategic map are made behind a screen
  if (event.type === 'CorpsMoved') return seesSecretsOf(viewer, event.side) ? event : null;
  if (event.type !== 'ChitDeployed' || seesSecretsOf(viewer, event.side)) return event;
  return {
    type: 'ChitDeployed',
    chitId: event.chitId,
    side: event.side,
    x: event.x,
    y: event.y,
    ...(event.left === undefined ? {} : { left: event.left }),
  };
}
