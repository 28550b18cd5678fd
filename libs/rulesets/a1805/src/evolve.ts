import type { A1805Event } from './events';
import {
  afterMoraleChanged,
  afterMoraleChecked,
  afterUnitEliminated,
  afterUnitRetreated,
} from './morale/morale-evolve';
import { afterUnitMoved } from './movement/movement-evolve';
import { afterDisengageCheck } from './combat/disengage';
import { afterAssaultBegun } from './chits/striped-zone';
import { afterRoutedOff, afterUnitReturned } from './morale/alternate-rout';
import { afterUnitEntered } from './chits/reserve-entry';
import { afterPhaseEnded } from './sequence/end-phase';
import type { A1805State, UnitState } from './state';
import { CHIT_DEPLOYMENT } from './vocabulary';
import {
  afterChitDeployed,
  afterChitMoved,
  afterChitRevealed,
  afterChitUnitsPlaced,
  afterChitsAllotted,
  afterCombatStarts,
  afterCorpsMoved,
} from './chits/chits-evolve';
import {
  afterCrewReturned,
  afterReacted,
  afterReactionOffered,
} from './reactions/reactions-evolve';

/** Pure and total: folds one event (every roll is already in it). */
export function evolve(state: A1805State, event: A1805Event): A1805State {
  const folded = fold(state, event);
  return STARTS_COMBAT.has(event.type) ? afterCombatStarts(folded) : folded;
}

/** 16.4.1.3: events by which combat has started (fire, a close combat declared). */
const STARTS_COMBAT = new Set<string>(['ArtilleryFired', 'MusketryFired', 'CombatDeclared']);

function fold(state: A1805State, event: A1805Event): A1805State {
  switch (event.type) {
    case 'UnitMoved':
      return afterAssaultBegun(afterUnitMoved(state, event), event);
    case 'PhaseEnded':
      return afterPhaseEnded(state, event);
    case 'MoraleChecked':
      return afterDisengageCheck(afterMoraleChecked(state, event), event);
    case 'MoraleChanged':
      return afterMoraleChanged(state, event);
    case 'UnitEliminated':
      return afterUnitEliminated(state, event);
    case 'StepLost':
      return {
        ...state,
        units: state.units.map((u) =>
          u.id === event.unitId ? { ...u, stepsLost: u.stepsLost + 1 } : u,
        ),
      };
    case 'UnitRetreated':
      return afterUnitRetreated(state, event);
    case 'ArtilleryFired':
      return {
        ...state,
        units: state.units.map((u): UnitState => {
          const i = event.unitIds.indexOf(u.id);
          if (i < 0) return u;
          const [x, y] = event.positions[i] ?? [u.x, u.y];
          return { ...u, fired: true, facing: event.facings[i] ?? u.facing, x, y };
        }),
        // 9.6, 9.6.1: fire in a Musketry Fire Phase is that phase's fire (once a phase)
        musketry: state.phase.endsWith('musketry')
          ? [...state.musketry, ...event.unitIds]
          : state.musketry,
      };
    case 'FireResolved':
      return state;
    case 'MusketryFired':
      return { ...state, musketry: [...state.musketry, ...event.keys] };
    case 'CloseCombat':
      return state;
    case 'CombatDeclared':
      return {
        ...state,
        combats: [
          ...state.combats,
          {
            defender: event.defender,
            attackers: event.attackers,
            side: event.side,
            bonus: 0,
            ongoing: event.ongoing === 'yes',
          },
        ],
      };
    case 'CombatEnded':
      return {
        ...state,
        combats: state.combats.filter(
          (c) => !(c.defender === event.defender && c.side === event.side),
        ),
      };
    case 'AmmunitionSpent':
      return {
        ...state,
        units: state.units.map((u) => (u.id === event.unitId ? { ...u, outOfAmmo: 2 } : u)),
      };
    case 'ChargeDeclared':
      return {
        ...state,
        charges: [...state.charges, { unitId: event.unitId, targetId: event.targetId }],
      };
    case 'FogRolled':
      // 16.3: the fog lifts: no chit deployment this turn (16.4.2.2: chits only until it lifts)
      return event.result === 'lifts'
        ? {
            ...state,
            weather: 'partial-1',
            ...(state.phase === CHIT_DEPLOYMENT ? { phase: 'rally', deploying: null } : {}),
          }
        : state;
    case 'ChitDeployed':
      return afterChitDeployed(state, event);
    case 'ChitMoved':
      return afterChitMoved(state, event);
    case 'ChitRevealed':
      return afterChitRevealed(state, event);
    case 'ChitUnitsPlaced':
      return afterChitUnitsPlaced(state, event);
    case 'ChitsAllotted':
      return afterChitsAllotted(state, event);
    case 'CorpsMoved':
      return afterCorpsMoved(state, event);
    case 'ReactionOffered':
      return afterReactionOffered(state, event);
    case 'Reacted':
      return afterReacted(state, event);
    case 'CrewReturned':
      return afterCrewReturned(state, event);
    case 'CrewlessGunsAttacked':
      return state;
    case 'RoutedOff':
      return afterRoutedOff(state, event);
    case 'UnitReturned':
      return afterUnitReturned(state, event);
    case 'UnitEntered':
      return afterUnitEntered(state, event);
    case 'Shaken':
      return {
        ...state,
        units: state.units.map((u): UnitState => {
          if (u.id !== event.unitId) return u;
          if (event.shaken) return { ...u, shaken: true };
          const { shaken: _gone, ...rest } = u;
          return rest;
        }),
      };
    case 'Disengaged':
      return {
        ...state,
        disengaged: [...state.disengaged, event.unitId],
        units: state.units.map((u) =>
          u.id === event.unitId || u.attachedTo === event.unitId
            ? { ...u, x: event.x, y: event.y, facing: event.facing }
            : u,
        ),
        combats: state.combats
          .filter((c) => c.defender !== event.unitId)
          .map((c) => ({ ...c, attackers: c.attackers.filter((a) => a !== event.unitId) }))
          .filter((c) => c.attackers.length > 0),
      };
    case 'AssaultFire':
      return {
        ...state,
        combats: state.combats.map((c) =>
          c.defender !== event.defender || c.side !== event.side
            ? c
            : {
                ...c,
                bonus: Math.max(c.bonus, event.bonus ?? 0),
                attackers: c.attackers.filter((a) => a !== event.leaves),
              },
        ),
      };
  }
}
