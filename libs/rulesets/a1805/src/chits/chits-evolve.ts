import type {
  ChitDeployed,
  ChitMoved,
  ChitRevealed,
  ChitUnitsPlaced,
  ChitsAllotted,
  CorpsMoved,
} from '../events';
import { unitSpec } from '../data/catalogue';
import type { A1805State, FogOfWar, HeldUnit, UnitState } from '../state';
import { held } from './chit-rules';

const withFog = (state: A1805State, fog: Partial<FogOfWar>): A1805State => ({
  ...state,
  fog: { ...state.fog, ...fog },
});

/** 16.4.2.4, 16.4.2.8.2: a chit placed; its units leave the strategic map (or the table). */
export function afterChitDeployed(state: A1805State, e: ChitDeployed): A1805State {
  const ids = e.units ?? [];
  const fromTable = e.left !== undefined;
  const units: HeldUnit[] = fromTable
    ? state.units.filter((u) => ids.includes(u.id)).map(held)
    : state.fog.reserve.filter((u) => ids.includes(u.id)).map(({ area: _area, ...u }) => u);
  const { fog } = state;
  return {
    ...state,
    units: fromTable ? state.units.filter((u) => !ids.includes(u.id)) : state.units,
    fog: {
      ...fog,
      reserve: fromTable ? fog.reserve : fog.reserve.filter((u) => !ids.includes(u.id)),
      chits: [...fog.chits, { id: e.chitId, side: e.side, box: e.box ?? 0, x: e.x, y: e.y, units }],
      allowance: fromTable
        ? fog.allowance
        : { ...fog.allowance, [e.side]: fog.allowance[e.side] - 1 },
      decoys: ids.length === 0 ? { ...fog.decoys, [e.side]: fog.decoys[e.side] - 1 } : fog.decoys,
      deployed: fog.deployed + 1,
      revealed: fog.revealed.filter((id) => !ids.includes(id)),
    },
  };
}

export function afterChitMoved(state: A1805State, e: ChitMoved): A1805State {
  return {
    ...withFog(state, {
      chits: state.fog.chits.map((c) => (c.id === e.chitId ? { ...c, x: e.x, y: e.y } : c)),
    }),
    moved: [...state.moved, e.chitId],
  };
}

/** 16.4.2.7–16.4.2.8: a decoy goes back to its owner's pool; real units wait to be placed. */
export function afterChitRevealed(state: A1805State, e: ChitRevealed): A1805State {
  const chit = state.fog.chits.find((c) => c.id === e.chitId);
  if (chit === undefined) return state;
  const chits = state.fog.chits.filter((c) => c.id !== e.chitId);
  if (chit.units.length === 0) {
    return withFog(state, {
      chits,
      decoys: { ...state.fog.decoys, [chit.side]: state.fog.decoys[chit.side] + 1 },
    });
  }
  return withFog(state, {
    chits,
    placing: [
      ...state.fog.placing,
      {
        chitId: chit.id,
        side: chit.side,
        x: chit.x,
        y: chit.y,
        // 13.11.1.1.1–2: units a retreating unit stepped over come out disorganized
        units: chit.units.map((u) =>
          (e.disorganized ?? []).includes(u.id) && (u.morale === 'good' || u.morale === 'stunned')
            ? { ...u, morale: 'disorganized' as const }
            : u,
        ),
        limbered: state.phase === 'movement' && state.moved.includes(chit.id),
        ...(e.choose === undefined ? {} : { choose: e.choose }),
      },
    ],
  });
}

export function afterChitUnitsPlaced(state: A1805State, e: ChitUnitsPlaced): A1805State {
  const placing = state.fog.placing.find((p) => p.chitId === e.chitId);
  if (placing === undefined) return state;
  const units = e.units.flatMap((p): UnitState[] => {
    const h = placing.units.find((u) => u.id === p.unitId);
    if (h === undefined) return [];
    return [
      {
        ...h,
        x: p.x,
        y: p.y,
        facing: p.facing,
        formation: p.formation,
        attachedTo: p.attachedTo ?? null,
        // 13.11.1.1.3: the cavalry unit its owner chose is disorganized
        ...(e.disorganized === h.id && (h.morale === 'good' || h.morale === 'stunned')
          ? { morale: 'disorganized' as const }
          : {}),
        bloodRage: false,
        fired: false,
        checkedFor: [],
      },
    ];
  });
  const returned = (e.returned ?? []).flatMap((r) => {
    const h = placing.units.find((u) => u.id === r.unitId);
    return h === undefined ? [] : [{ ...h, area: r.area }];
  });
  return {
    ...state,
    units: [...state.units, ...units],
    fog: {
      ...state.fog,
      reserve: [...state.fog.reserve, ...returned],
      placing: state.fog.placing.filter((p) => p.chitId !== e.chitId),
      revealed: [...state.fog.revealed, ...units.map((u) => u.id)],
    },
  };
}

export const afterChitsAllotted = (state: A1805State, e: ChitsAllotted): A1805State =>
  withFog(state, {
    allowance: { french: e.french, allied: e.allied },
    ...(e.columns === undefined ? {} : { columns: e.columns }),
  });

export function afterCorpsMoved(state: A1805State, e: CorpsMoved): A1805State {
  const { fog } = state;
  return withFog(state, {
    reserve:
      e.result === 'moved'
        ? fog.reserve.map((u) =>
            u.area === e.from && unitSpec(u.id)?.formation === e.formationId
              ? { ...u, area: e.to }
              : u,
          )
        : fog.reserve,
    corpsMoved: [...fog.corpsMoved, e.formationId],
    columns: e.side === 'allied' ? fog.columns - 1 : fog.columns,
  });
}

/** 16.4.1.3: the first fire or close combat opens the dividing line. */
export const afterCombatStarts = (state: A1805State): A1805State =>
  state.fog.combatStarted ? state : withFog(state, { combatStarted: true });
