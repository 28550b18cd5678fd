import type { AtwEvent } from '../events';
import type { AtwState } from '../state';
import type { GeneralState } from './types';

const withGeneral = (
  s: AtwState,
  id: string,
  f: (g: GeneralState) => GeneralState | null,
): AtwState => ({
  ...s,
  generals: s.generals.flatMap((g) => {
    if (g.id !== id) return [g];
    const n = f(g);
    return n === null ? [] : [n];
  }),
});

/**
 * Section 7's part of the fold: its own events, and what other events do to generals. `before`
 * is the state the event was decided on (a removed unit's last front centre), `after` the rest of
 * the fold's result.
 */
export function evolveGenerals(before: AtwState, after: AtwState, e: AtwEvent): AtwState {
  switch (e.type) {
    case 'GeneralMoved':
      return withGeneral(after, e.generalId, (g) => ({
        ...g,
        x: e.x,
        y: e.y,
        attachedTo: null,
        moved: true,
      }));
    case 'GeneralAttached':
      return withGeneral(after, e.generalId, (g) => ({ ...g, attachedTo: e.unitId }));
    case 'GeneralDetached':
      return withGeneral(after, e.generalId, (g) => ({ ...g, x: e.x, y: e.y, attachedTo: null }));
    case 'ConfusionRolled':
      return e.result === 'confused'
        ? { ...after, confused: [...after.confused, e.unitId] }
        : after;
    case 'GeneralDangerRolled':
      return withGeneral(after, e.generalId, (g) =>
        e.result === 'killed' ? null : { ...g, hits: 0 },
      );
    case 'GeneralCaptureRolled':
      return withGeneral(after, e.generalId, (g) =>
        e.result === 'captured' ? null : { ...g, x: e.x, y: e.y },
      );
    // 7.3-2: damage hits on a general's unit counted through the phase
    case 'UnitHit':
      return e.kind !== 'damage' || !after.generals.some((g) => g.attachedTo === e.unitId)
        ? after
        : {
            ...after,
            generals: after.generals.map((g) =>
              g.attachedTo === e.unitId ? { ...g, hits: g.hits + e.hits } : g,
            ),
          };
    // 7.1-3: a general with a shattered (removed) unit stays in play where it stood
    case 'UnitRemoved': {
      const u = before.units.find((x) => x.id === e.unitId);
      return u === undefined || !after.generals.some((g) => g.attachedTo === u.id)
        ? after
        : {
            ...after,
            generals: after.generals.map((g) =>
              g.attachedTo === u.id ? { ...g, x: u.x, y: u.y, attachedTo: null } : g,
            ),
          };
    }
    case 'PhaseEnded': {
      const newTurn = e.turn !== before.turn;
      if (!newTurn && after.generals.every((g) => g.hits === 0)) return after;
      return {
        ...after,
        generals: after.generals.map((g) =>
          newTurn ? { ...g, hits: 0, moved: false } : g.hits === 0 ? g : { ...g, hits: 0 },
        ),
        // 7.2-2: confusion lasts the turn
        confused: newTurn ? [] : after.confused,
      };
    }
    default:
      return after;
  }
}
