/** The response shapes the e2e tests read (api.md), typed just enough to avoid `any`. */

import type {
  CreatedGame as ContractCreatedGame,
  EventEnvelope,
  GameSummary,
} from '../../../apps/api/src/games/games.contract';

/** The contract's summary, with the pending decision narrowed to what the tests read. */
export type Summary = Omit<GameSummary, 'pendingDecision'> & {
  readonly pendingDecision: { readonly type: string; readonly side: string } | null;
};

export type CreatedGame = Omit<ContractCreatedGame, 'game'> & { readonly game: Summary };

export interface Command {
  readonly type: string;
  readonly [member: string]: unknown;
}

export interface Action {
  readonly command: Command;
  readonly [detail: string]: unknown;
}

/** The contract's envelope, with `data` and the meta members the tests read typed. */
export type Envelope = Omit<EventEnvelope, 'data' | 'meta'> & {
  readonly data: Record<string, unknown> | null;
  readonly meta: EventEnvelope['meta'] & {
    readonly command?: Command;
    readonly dice?: readonly {
      readonly index: number;
      readonly face: number;
      readonly purpose: string;
    }[];
    readonly redacted?: boolean;
  };
};

export interface CommandResult {
  readonly version: number;
  readonly events: readonly Envelope[];
}

export interface Problem {
  readonly type: string;
  readonly title: string;
  readonly status: number;
  readonly detail: string;
  readonly code: string;
  readonly rule?: string | null;
  readonly rulesetId?: string;
  readonly violations?: readonly {
    readonly path: string;
    readonly message: string;
    readonly code?: string;
  }[];
  readonly details?: Record<string, unknown>;
}

export interface StateView {
  readonly gameId: string;
  readonly version: number;
  readonly viewer: string;
  readonly state: {
    readonly turn: number;
    readonly phase: string;
    readonly activeSide: string;
    readonly units: readonly {
      readonly id: string;
      readonly side: string;
      readonly location: string;
      readonly hex: string | null;
      readonly strength: number;
    }[];
    readonly reserve: {
      readonly plotted: boolean;
      readonly revealed: boolean;
      readonly deployments?: unknown;
    };
  };
}

export interface ValidationReply {
  readonly valid: boolean;
  readonly violation?: {
    readonly status: number;
    readonly code: string;
    readonly rule?: string | null;
  };
  readonly preview?: { readonly odds: string; readonly outcomes: readonly unknown[] };
  readonly diceNeeded?: number;
}
