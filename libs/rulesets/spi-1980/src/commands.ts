import type { MovementCommand } from './movement/movement-commands';
import type { CombatCommand } from './combat/combat-commands';
import type { ReserveDeployment } from './state';

export type CoreCommand =
  | { readonly type: 'EndPhase' }
  | { readonly type: 'PlotReserveDeployment'; readonly deployments: readonly ReserveDeployment[] }
  /** 7.0: one die for a corps, applied to its disrupted units in the order given. */
  | { readonly type: 'Rally'; readonly corps: string; readonly order?: readonly string[] };

export type SpiCommand = CoreCommand | MovementCommand | CombatCommand;
