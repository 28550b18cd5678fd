import { afterPhaseEnded, afterTurnLimit } from '@pratzen/engine';
import { unitsWith } from '@pratzen/rulesets/hex-kit';
import { counter } from './data/counters';
import type { DgEvent } from './events';
import { NO_MARKS, type DgState, type PhaseMarks, type UnitState } from './state';

const add = (xs: readonly string[], ys: readonly string[]): readonly string[] => {
  const extra = ys.filter((y) => !xs.includes(y));
  return extra.length === 0 ? xs : [...xs, ...extra];
};

const withUnit = (state: DgState, id: string, f: (u: UnitState) => UnitState) =>
  unitsWith(state.units, counter(id).index, f);

const place = (state: DgState, id: string, hex: string): readonly UnitState[] =>
  withUnit(state, id, (u) => ({ ...u, location: 'map', hex }));

const marks = (state: DgState, m: Partial<PhaseMarks>): PhaseMarks => ({ ...state.marks, ...m });

/** Pure and total: folds one event into the state. Uses no dice (every roll is in the event). */
export function evolve(state: DgState, e: DgEvent): DgState {
  switch (e.type) {
    case 'PhaseEnded':
      return afterPhaseEnded(state, e, NO_MARKS);
    case 'CombatObligationsFixed':
      return {
        ...state,
        marks: marks(state, { obligedAttackers: e.attackers, obligedDefenders: e.defenders }),
      };
    case 'TurnLimitReached':
      return afterTurnLimit(state);
    case 'UnitMoved': {
      const last = e.path[e.path.length - 1];
      return {
        ...state,
        units: last === undefined ? state.units : place(state, e.unitId, last),
        marks: marks(state, { moved: add(state.marks.moved, [e.unitId]) }),
      };
    }
    case 'ReinforcementPlaced':
      return {
        ...state,
        units: place(state, e.unitId, e.hex),
        marks: marks(state, { placed: { ...state.marks.placed, [e.unitId]: e.cost } }),
      };
    case 'UnitExited': {
      const c = counter(e.unitId);
      return {
        ...state,
        units: withUnit(state, e.unitId, (u) => ({ ...u, location: 'exited', hex: null })),
        exited:
          c.side === 'allied'
            ? { ...state.exited, [e.edge]: state.exited[e.edge] + e.strength }
            : state.exited,
        marks: marks(state, { moved: add(state.marks.moved, [e.unitId]) }),
      };
    }
    case 'AttackResolved':
      return {
        ...state,
        marks: marks(state, {
          attacked: add(state.marks.attacked, e.attackers),
          defended: add(state.marks.defended, e.defenders),
          obligedDefenders: add(state.marks.obligedDefenders, e.obliged),
        }),
        combat: {
          attackerSide: e.attackerSide,
          defenderSide: e.attackerSide === 'allied' ? 'french' : 'allied',
          attackers: e.attackers,
          defenders: e.defenders,
          bombarding: e.bombarding,
          attackerHexes: e.attackerHexes,
          defenderHexes: e.defenderHexes,
          column: e.column,
          die: e.die,
          result: e.result,
          queue: [],
          advanceDone: false,
        },
      };
    case 'UnitEliminated': {
      const c = counter(e.unitId);
      return {
        ...state,
        units: withUnit(state, e.unitId, (u) => ({ ...u, location: 'eliminated', hex: null })),
        lost: { ...state.lost, [c.side]: state.lost[c.side] + e.strength },
        combat:
          state.combat === null
            ? null
            : { ...state.combat, queue: state.combat.queue.filter((t) => t.unitId !== e.unitId) },
      };
    }
    case 'ArmyDemoralized':
      return { ...state, demoralized: e.side };
    case 'ExchangeSubstituted':
      return {
        ...state,
        pending: null,
        combat: state.combat === null ? null : { ...state.combat, result: 'Ar' },
      };
    case 'RetreatElected':
      return { ...state, pending: null };
    case 'ExchangeTaken':
      return { ...state, pending: null };
    case 'RetreatsOrdered':
      return {
        ...state,
        combat:
          state.combat === null
            ? null
            : {
                ...state.combat,
                queue: [
                  ...state.combat.queue,
                  ...e.units.map((unitId) => ({ unitId, displacement: false, avoid: [] })),
                ],
              },
      };
    case 'CombatDecisionRequested':
      return { ...state, pending: e.pending };
    case 'UnitRetreated': {
      const c = state.combat;
      const head = c?.queue.find((t) => t.unitId === e.unitId);
      const avoid = [...(head?.avoid ?? []), e.from, e.to];
      const silence =
        e.displacement &&
        counter(e.unitId).type === 'artillery' &&
        !state.marks.attacked.includes(e.unitId);
      return {
        ...state,
        pending: null,
        units: place(state, e.unitId, e.to),
        marks: silence
          ? marks(state, { silenced: add(state.marks.silenced, [e.unitId]) })
          : state.marks,
        combat:
          c === null
            ? null
            : {
                ...c,
                queue: [
                  ...e.displaces.map((unitId) => ({ unitId, displacement: true, avoid })),
                  ...c.queue.filter((t) => t.unitId !== e.unitId),
                ],
              },
      };
    }
    case 'UnitAdvanced':
      return {
        ...state,
        pending: null,
        units: place(state, e.unitId, e.to),
        marks: marks(state, { advanced: add(state.marks.advanced, [e.unitId]) }),
        combat: state.combat === null ? null : { ...state.combat, advanceDone: true },
      };
    case 'AdvanceDeclined':
      return {
        ...state,
        pending: null,
        combat: state.combat === null ? null : { ...state.combat, advanceDone: true },
      };
    case 'AttackConcluded':
      return { ...state, combat: null, pending: null };
  }
}
