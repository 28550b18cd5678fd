import { afterPhaseEnded } from '@pratzen/engine';
import { afterAdvance } from './combat/advance';
import { unitsWith } from '@pratzen/rulesets/hex-kit';
import { BOARD } from './data/board';
import { counter } from './data/counters';
import { TABLES } from './data/tables';
import type { A20Event } from './events';
import { duties } from './combat/duty';
import { reactingSide, reactionPending } from './reaction/reaction';
import { cardsAfterPhaseEnded, evolveCards } from './deck/evolve-cards';
import { evolveFog } from './fog/evolve-fog';
import { spentByAttack, spentByCountercharge } from './deck/in-force';
import { sideOf } from './queries';
import { NO_MARKS, type A20State, type PhaseMarks, type UnitState } from './state';
import { evolveFrenchSetUp } from './deployment/earlier-evolve';

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

/**
 * A phase begins: the Reaction Phase is the reacting player's pending decision (N8.0); the
 * Combat Phase records who is bound by the duty to attack (N7.3).
 */
function startPhase(state: A20State, begins: boolean): A20State {
  if (!begins) return { ...state, pending: null };
  if (state.phase === 'reaction')
    return { ...state, pending: reactionPending(reactingSide(state)) };
  if (state.phase === 'combat')
    return { ...state, pending: null, marks: { ...state.marks, ...duties(state) } };
  return { ...state, pending: null };
}

/** N8.1 then N9.9: once a countercharge's advance is settled, the reaction goes on. */
const resumeReaction = (state: A20State): A20State =>
  state.pending === null && state.phase === 'reaction' && !state.over
    ? { ...state, pending: reactionPending(reactingSide(state)) }
    : state;

/** evolve(state, event): pure and total; no dice (every roll is in its event). */
export function evolve(state: A20State, event: A20Event): A20State {
  switch (event.type) {
    case 'PhaseEnded':
      return startPhase(
        cardsAfterPhaseEnded(state, afterPhaseEnded(state, event, NO_MARKS), event),
        event.next !== null,
      );
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
        // X17.0 step 7: the Allies' own battles (not a countercharge of theirs, N8.1)
        alliedAttacked:
          state.alliedAttacked || (state.side === 'allied' && state.phase === 'combat'),
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
      return resumeReaction(
        afterAdvance(arrive(state, event.unitId, hex), event.unitId, hex ?? ''),
      );
    }
    case 'AdvanceDeclined':
      return resumeReaction({ ...state, pending: null });
    case 'UnitDisengaged':
      return mark(arrive(state, event.unitId, event.hex), {
        moved: [...state.marks.moved, event.unitId],
      });
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
    case 'BrokenUnitRallyRolled':
      return event.outcome === 'stays'
        ? state
        : withUnit(state, event.unitId, (u) => ({
            ...u,
            location: event.outcome === 'returns' ? 'rallied' : 'out',
          }));
    case 'UnitReturned':
      return mark(
        arrive(
          withUnit(state, event.unitId, (u) => ({ ...u, location: 'map', routed: false })),
          event.unitId,
          event.hex,
        ),
        { moved: [...state.marks.moved, event.unitId] },
      );
    case 'MoraleSpent':
      if (event.use === 'rally-bonus')
        return mark(state, { rallyBonus: [...state.marks.rallyBonus, event.unitId] });
      if (event.use === 'forced-march')
        return mark(state, { forcedMarch: [...state.marks.forcedMarch, event.unitId] });
      return state;
    case 'UnitBrokeDown': {
      const [a, b] = event.cadres as [string, string];
      const [ha, hb] = event.hexes as [string, string];
      let s = withUnit(state, event.unitId, (u) => ({ ...u, location: 'out', hex: null }));
      for (const id of [a, b])
        s = withUnit(s, id, (u) => ({
          ...u,
          location: 'map',
          routed: false,
          strength: counter(id).strength,
        }));
      s = arrive(arrive(s, a, ha), b, hb);
      return mark(
        { ...s, cadreParents: { ...s.cadreParents, [a]: event.unitId, [b]: event.unitId } },
        { moved: [...state.marks.moved, event.unitId, a, b] },
      );
    }
    case 'CadresRecombined': {
      const parents = { ...state.cadreParents };
      let s = state;
      for (const id of event.cadres) {
        delete parents[id];
        s = withUnit(s, id, (u) => ({ ...u, location: 'out', hex: null, routed: false }));
      }
      s = withUnit(s, event.unitId, (u) => ({
        ...u,
        location: 'map',
        routed: false,
        strength: counter(event.unitId).strength,
      }));
      return mark(arrive({ ...s, cadreParents: parents }, event.unitId, event.hex), {
        moved: [...state.marks.moved, event.unitId],
      });
    }
    case 'ExchangeLossesOffered': {
      const { side, attackers, need } = event;
      const prompt = 'N9.5 EX: choose the attacking units that Break';
      return {
        ...state,
        pending: { type: 'ExchangeLosses', side, rule: 'N9.5', prompt, attackers, need },
      };
    }
    case 'ReserveOffered': {
      const { side, attackers, defender, attackerReserve } = event;
      const prompt = "N12.0: commit a reserve (a Morale Point, -1 to the battle's differential)?";
      return {
        ...state,
        pending: {
          type: 'DefenderReserve',
          side,
          rule: 'N12.0',
          prompt,
          attackers,
          defender,
          attackerReserve,
        },
      };
    }
    case 'CardTargetOffered': {
      const { side, card, options, optional } = event;
      const prompt = `N5.0 ${card}: name a unit${optional ? ' (or none)' : ''}`;
      return {
        ...state,
        pending: { type: 'CardTarget', side, rule: 'N5.0', prompt, card, options, optional },
      };
    }
    case 'CardTargetChosen': {
      // N5.0 Weyrother's Disposition: the named unit is held for the player turn (cards.inForce)
      const named = event.unitId ?? undefined;
      const inForce = state.cards.inForce.map((c) =>
        c.card === event.card && c.unitId === undefined && named !== undefined
          ? { ...c, unitId: named }
          : c,
      );
      return { ...state, pending: null, cards: { ...state.cards, inForce } };
    }
    case 'RetreatOffered': {
      const { side, unitId, kind, die, distance, routes, attackers, result, queue, then } = event;
      const prompt = `N9.8.6: choose the LOC hex and path of ${unitId}'s retreat`;
      return {
        ...state,
        pending: {
          type: 'Retreat',
          side,
          rule: 'N9.8.6',
          prompt,
          unitId,
          kind,
          die,
          distance,
          routes,
          attackers,
          result,
          queue,
          then,
        },
      };
    }
    case 'RetreatChosen':
      // N8.1: a retreat chosen in the Reaction Phase hands it back to the reacting player
      return resumeReaction({ ...state, pending: null });
    case 'ReserveAnswered':
      return { ...state, pending: null };
    case 'ExchangeLossesChosen':
      return resumeReaction({ ...state, pending: null });
    case 'Countercharged':
      return spentByCountercharge(state, sideOf({ id: event.unitId })); // N5.0 Cavalry Charge
    case 'ThinIceRolled':
    case 'SuddenDeathRolled':
      return state;
    case 'DeckShuffled':
    case 'CardPreselected':
    case 'EventCardPlayed':
    case 'ConditionalUnitReleased':
      return evolveCards(state, event);
    case 'CounterRevealed': {
      // N16.1 with N7.3: the units whose attack turned up a Dummy have attacked this phase
      const revealed = evolveFog(state, event);
      if (event.attackers === undefined) return revealed;
      return mark(revealed, {
        attacked: [...revealed.marks.attacked, ...event.attackers],
        defended: [...revealed.marks.defended, event.unitId],
      });
    }
    case 'FrenchSetUp':
      return evolveFrenchSetUp(state, event.placements);
    case 'FrenchDeployed':
    case 'ScoutingRolled':
    case 'AlliedDeployed':
      return evolveFog(state, event);
  }
}
