import type { PhaseEnded, TurnLimitReached } from '@pratzen/engine';
import type { Phase, Side } from './vocabulary';
import type { ReserveDeployment } from './state';
import type { MovementEvent } from './movement/movement-events';
import type { CombatEvent } from './combat/combat-events';

/** Why a unit was moved outside its own movement. */
export type RelocationReason =
  'retreat' | 'rout' | 'displacement' | 'advance' | 'fallback' | 'deployment';

/** Events shared by every phase: losses, disruption, relocations, morale, sequence. */
export type CoreEvent =
  | {
      readonly type: 'StrengthLost';
      readonly unitId: string;
      readonly csp: number;
      readonly rule: string;
      readonly cause: string;
    }
  | { readonly type: 'UnitDisrupted'; readonly unitId: string; readonly rule: string }
  | {
      readonly type: 'UnitRelocated';
      readonly unitId: string;
      /** Hexes entered, in order; the last is where the unit ends. */
      readonly path: readonly string[];
      readonly reason: RelocationReason;
      readonly rule: string;
    }
  | { readonly type: 'ArmyDemoralized'; readonly side: Side; readonly rule: '10.0' }
  | {
      readonly type: 'ReserveDeploymentPlotted';
      readonly deployments: readonly ReserveDeployment[];
      /** Set on the copy shown to viewers who may not see the written deployment (12.0). */
      readonly redacted?: true;
    }
  | {
      readonly type: 'ReserveDeploymentRevealed';
      readonly deployments: readonly ReserveDeployment[];
    }
  | {
      readonly type: 'ReinforcementsChecked';
      readonly turn: number;
      readonly die: number;
      readonly modified: number;
      readonly available: boolean;
    }
  | {
      readonly type: 'CorpsRallyRolled';
      readonly corps: string;
      readonly die: number;
      readonly units: readonly {
        readonly unitId: string;
        readonly modifiers: readonly { readonly rule: string; readonly value: number }[];
        readonly modified: number;
        readonly rallied: boolean;
      }[];
    }
  | PhaseEnded<Side, Phase>
  | TurnLimitReached<Side>;

export type SpiEvent = CoreEvent | MovementEvent | CombatEvent;
