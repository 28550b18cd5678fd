import { afterPhaseEnded } from '@pratzen/engine';
import { afterAdvance } from './combat/advance';
import { unitsWith } from '@pratzen/rulesets/hex-kit';
import { BOARD } from './data/board';
import { counter } from './data/counters';
import { TABLES } from './data/tables';
import type { A20Event } from './events';
import { cardsAfterPhaseEnded, evolveCards } from './deck/evolve-cards';
import { evolveFog } from './fog/evolve-fog';
import { spentByAttack } from './deck/in-force';
import { sideOf } from './queries';
import { NO_MARKS, type A20State, type PhaseMarks, type UnitState } from './state';

const OBJECTIVES: ReadonlySet<string> = new Set([
  ...BOARD.objectives.french,
  ...BOARD.objectives.allied,
]);

function withUnit(state: A20State, id: string, f: (u: UnitState) => UnitState): A20State {
  return { ...state, units: unitsWith(state.units, counter(id).index, f) };
}

/** X14.0: a unit ending in an objective hex makes its side the hex's holder. */
function arrive(state: A20State, id: string, hex: string | undefined): A20State {
  if (hex === undefined) return state;
  const moved = withUnit(state, id, (u) => ({ ...u, hex }));
  return OBJECTIVES.has(hex) ? { ...moved, held: { ...moved.held, [hex]: sideOf({ id }) } } : moved;
}

const mark = (state: A20State, m: Partial<PhaseMarks>): A20State => ({
  ...state,
  marks: { ...state.marks, ...m },
});

/** evolve(state, event): pure and total; no dice (every roll is in its event). */
export function evolve(state: A20State, event: A20Event): A20State {
  switch (event.type) {
    case 'PhaseEnded':
      return cardsAfterPhaseEnded(state, afterPhaseEnded(state, event, NO_MARKS), event);
    case 'UnitMoved':
    case 'HiddenUnitMoved':
      return mark(arrive(state, event.unitId, event.path.at(-1)), {
        moved: [...state.marks.moved, event.unitId],
      });
    case 'ReinforcementArrived': {
      const placed = withUnit(state, event.unitId, (u) => ({
        ...u,
        location: 'map',
        strength: event.strength,
      }));
      return mark(arrive(placed, event.unitId, event.hex), {
        arrivalRolled: event.die !== null || state.marks.arrivalRolled,
        moved: event.mayMove ? state.marks.moved : [...state.marks.moved, event.unitId],
      });
    }
    case 'ReinforcementDelayed':
      return mark(state, { arrivalRolled: true });
    case 'AttackResolved':
      return {
        ...mark(spentByAttack(state, event.attackers), {
          attacked: [...state.marks.attacked, ...event.attackers],
          defended: [...state.marks.defended, event.defender],
        }),
        alliedAttacked: state.alliedAttacked || state.side === 'allied',
      };
    case 'UnitRetreated': {
      if (event.breaks) return state; // it Breaks there: UnitBroke follows
      const moved = arrive(state, event.unitId, event.path.at(-1));
      return event.kind === 'rout'
        ? withUnit(moved, event.unitId, (u) => ({ ...u, routed: true }))
        : moved;
    }
    case 'AdvanceOffered': {
      const { side, path, candidates } = event;
      const prompt = 'N9.9: advance victorious units along the retreat path, or decline';
      return {
        ...state,
        pending: { type: 'Advance', side, rule: 'N9.9', prompt, path, candidates },
      };
    }
    case 'UnitAdvanced': {
      const hex = event.path.at(-1);
      return afterAdvance(arrive(state, event.unitId, hex), event.unitId, hex ?? '');
    }
    case 'AdvanceDeclined':
      return { ...state, pending: null };
    case 'UnitBroke':
      return withUnit(state, event.unitId, (u) => ({
        ...u,
        location: 'broken',
        hex: null,
        routed: false,
      }));
    case 'MoraleChanged': {
      const { min, max } = TABLES.morale.track;
      const points = Math.min(max, Math.max(min, state.morale[event.side] + event.points));
      return { ...state, morale: { ...state.morale, [event.side]: points } };
    }
    case 'RallyRolled':
      return event.rallied
        ? withUnit(state, event.unitId, (u) => ({ ...u, routed: false }))
        : state;
    case 'BattleEnded':
      return {
        ...state,
        over: true,
        pending: null,
        ended: { reason: event.reason, rule: event.rule },
      };
    case 'ThinIceRolled':
    case 'SuddenDeathRolled':
      return state;
    case 'DeckShuffled':
    case 'CardPreselected':
    case 'EventCardPlayed':
    case 'ConditionalUnitReleased':
      return evolveCards(state, event);
    case 'FrenchDeployed':
    case 'ScoutingRolled':
    case 'CounterRevealed':
    case 'AlliedDeployed':
      return evolveFog(state, event);
  }
}
