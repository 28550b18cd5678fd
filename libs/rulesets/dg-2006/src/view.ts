import type { Viewer } from '@pratzen/engine';
import { viewHead, viewTail } from '@pratzen/rulesets/hex-kit';
import { counter } from './data/counters';
import type { DgState } from './state';
import type { DgView } from './view-schema';

/** The state as `viewer` may see it (its type derived from VIEW_SCHEMA, view-schema.ts). DG has no hidden information: every viewer sees it all. */
export function view(state: DgState, _viewer: Viewer): DgView {
  return {
    ...viewHead(state, {}),
    units: state.units.map((u): DgView['units'][number] => {
      const c = counter(u.id);
      return {
        id: u.id,
        side: c.side,
        name: c.name,
        formation: c.formation,
        type: c.type,
        strength: c.strength,
        movement: c.movement,
        location: u.location,
        hex: u.hex,
      };
    }),
    lost: state.lost,
    demoralized: state.demoralized,
    exited: state.exited,
    ...viewTail(state),
  };
}
