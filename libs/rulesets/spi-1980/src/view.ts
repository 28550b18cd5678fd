import { seesSecretsOf, type Viewer } from '@pratzen/engine';
import { viewHead, viewTail } from '@pratzen/rulesets/hex-kit';
import { counter } from './data/counters';
import type { SpiEvent } from './events';
import type { SpiState } from './state';
import type { SpiView } from './view-schema';

/**
 * The state as `viewer` may see it. Hidden: the French reserve's written deployment (12.0) until
 * it is revealed — only the French seat and the referee see it. Its type is derived from
 * VIEW_SCHEMA (view-schema.ts).
 */
export function view(state: SpiState, viewer: Viewer): SpiView {
  const seesPlot = seesSecretsOf(viewer, 'french') || state.reserve.revealed;
  return {
    ...viewHead(state, { options: state.options }),
    units: state.units.map((u): SpiView['units'][number] => {
      const c = counter(u.id);
      return {
        id: u.id,
        side: c.side,
        name: c.name,
        type: c.type,
        corps: c.corps,
        printedStrength: c.strength,
        morale: c.morale,
        movement: c.movement,
        location: u.location,
        hex: u.hex,
        strength: u.strength,
        disrupted: u.disrupted,
      };
    }),
    armyMorale: state.morale,
    demoralized: state.demoralized,
    cspLost: state.cspLost,
    control: state.control,
    reinforcementsAvailable: state.reinforcementsAvailable,
    reserve: {
      plotted: state.reserve.plotted !== null,
      revealed: state.reserve.revealed,
      ...(seesPlot && state.reserve.plotted !== null ? { deployments: state.reserve.plotted } : {}),
    },
    ...viewTail(state),
  };
}

/** Events as `viewer` may see them: the written reserve deployment is blanked for the Allies. */
export function redactEvent(event: SpiEvent, viewer: Viewer): SpiEvent | null {
  if (event.type === 'ReserveDeploymentPlotted' && !seesSecretsOf(viewer, 'french')) {
    return { type: 'ReserveDeploymentPlotted', deployments: [], redacted: true };
  }
  return event;
}
