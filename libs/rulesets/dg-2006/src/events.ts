import type {
  PhaseEnded,
  SequencePoint as EngineSequencePoint,
  TurnLimitReached,
} from '@pratzen/engine';
import type { AttackParties } from './combat/attack-parties';
import type { CombatResult, OddsColumn } from './data/tables';
import type { DgPending } from './pending';
import type { Phase, Side } from './vocabulary';

export type SequencePoint = EngineSequencePoint<Side, Phase>;

/** Every event of the DG 2006 ruleset. Every die is in the event that used it. */
export type DgEvent =
  | PhaseEnded<Side, Phase>
  | {
      readonly type: 'CombatObligationsFixed';
      readonly rule: '8.0 B-C';
      readonly attackers: readonly string[];
      readonly defenders: readonly string[];
    }
  | TurnLimitReached<Side>
  | {
      readonly type: 'UnitMoved';
      readonly unitId: string;
      readonly from: string | null;
      readonly path: readonly string[];
      readonly cost: number;
    }
  | {
      readonly type: 'ReinforcementPlaced';
      readonly unitId: string;
      readonly hex: string;
      readonly cost: number;
      readonly rule: '12.0';
    }
  | {
      readonly type: 'UnitExited';
      readonly unitId: string;
      readonly hex: string;
      readonly edge: 'west' | 'east';
      readonly strength: number;
    }
  | (AttackParties & {
      readonly type: 'AttackResolved';
      readonly attackStrength: number;
      readonly defenceStrength: number;
      readonly odds: string;
      readonly column: OddsColumn;
      readonly die: number;
      readonly result: CombatResult;
      /** 8.0 K: enemy units in the attackers' ZOC that must now be attacked this phase. */
      readonly obliged: readonly string[];
    })
  | {
      readonly type: 'UnitEliminated';
      readonly unitId: string;
      readonly strength: number;
      readonly rule: string;
      readonly cause: 'Ae' | 'De' | 'Ex' | 'no-retreat';
    }
  | { readonly type: 'ArmyDemoralized'; readonly side: Side; readonly rule: '11.0' }
  | { readonly type: 'ExchangeSubstituted'; readonly rule: '9.0' }
  /** 10.0 C: bombarding artillery that elected, after the die, to suffer the Ar (maybe none). */
  | {
      readonly type: 'RetreatElected';
      readonly artillery: readonly string[];
      readonly rule: '10.0 C';
    }
  | { readonly type: 'ExchangeTaken'; readonly rule: '9.0'; readonly eliminate: readonly string[] }
  | { readonly type: 'RetreatsOrdered'; readonly units: readonly string[]; readonly rule: '9.31' }
  | { readonly type: 'CombatDecisionRequested'; readonly pending: DgPending }
  | {
      readonly type: 'UnitRetreated';
      readonly unitId: string;
      readonly from: string;
      readonly to: string;
      readonly displacement: boolean;
      /** 9.32: friendly units pushed out of `to`, who retreat next. */
      readonly displaces: readonly string[];
      readonly rule: '9.31' | '9.32';
    }
  | {
      readonly type: 'UnitAdvanced';
      readonly unitId: string;
      readonly from: string;
      readonly to: string;
    }
  | { readonly type: 'AdvanceDeclined' }
  | { readonly type: 'AttackConcluded' };

export type EventOf<T extends DgEvent['type']> = Extract<DgEvent, { type: T }>;
