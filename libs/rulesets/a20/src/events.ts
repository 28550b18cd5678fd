import type { PhaseEnded } from '@pratzen/engine';
import type { CombatResult, Phase, Side } from './vocabulary';

/** A hazardous retreat hex entered (N9.8.3, X9.81) and its die. */
export interface HazardRoll {
  readonly hex: string;
  readonly die: number;
}

/** Every event of the a20 ruleset. Every die is in the event that used it. */
export type A20Event =
  | PhaseEnded<Side, Phase>
  | {
      readonly type: 'UnitMoved';
      readonly unitId: string;
      readonly from: string;
      readonly path: readonly string[];
      readonly cost: number;
    }
  | {
      readonly type: 'ReinforcementArrived';
      readonly unitId: string;
      readonly hex: string;
      readonly strength: number;
      /** X11.6 Davout: the arrival die (null for a unit that rolls none). */
      readonly die: number | null;
      readonly mayMove: boolean;
    }
  | { readonly type: 'ReinforcementDelayed'; readonly unitId: string; readonly die: number }
  | {
      readonly type: 'AttackResolved';
      readonly attackers: readonly string[];
      readonly defender: string;
      readonly attackStrength: number;
      readonly defenceStrength: number;
      readonly terrainBonus: number;
      readonly differential: number;
      readonly die: number;
      readonly result: CombatResult;
    }
  | {
      readonly type: 'UnitRetreated';
      readonly unitId: string;
      readonly kind: 'rout' | 'withdraw';
      /** N9.6: the rout die (null for a withdrawal). */
      readonly die: number | null;
      readonly from: string;
      /** The hexes entered, in order (N9.9.1). */
      readonly path: readonly string[];
      readonly hazards: readonly HazardRoll[];
      /** The unit Breaks at the end of the path (N9.8.2, N9.8.3, N9.8.7): UnitBroke follows. */
      readonly breaks: boolean;
    }
  | {
      readonly type: 'UnitBroke';
      readonly unitId: string;
      readonly rule: string;
      readonly cause: string;
    }
  | {
      readonly type: 'MoraleChanged';
      readonly side: Side;
      readonly points: number;
      readonly reason: string;
      readonly rule: string;
    }
  | {
      readonly type: 'ThinIceRolled';
      readonly unitId: string;
      readonly hex: string;
      readonly die: number;
      readonly modifier: number;
      readonly breaksUp: boolean;
    }
  | {
      readonly type: 'RallyRolled';
      readonly unitId: string;
      readonly die: number;
      readonly modifier: number;
      readonly rallied: boolean;
    }
  | {
      readonly type: 'SuddenDeathRolled';
      readonly turn: number;
      readonly die: number;
      readonly number: number;
      readonly ends: boolean;
    }
  | {
      readonly type: 'BattleEnded';
      readonly reason: 'morale' | 'sudden-death' | 'last-turn';
      readonly rule: string;
      readonly result: {
        readonly winner: Side | null;
        readonly level: string;
        readonly margin: number;
      };
    };

export type EventOf<T extends A20Event['type']> = Extract<A20Event, { type: T }>;
