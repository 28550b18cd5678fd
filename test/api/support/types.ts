/** The response shapes the e2e tests read (api.md), typed just enough to avoid `any`. */

export interface Summary {
  readonly id: string;
  readonly rulesetId: string;
  readonly scenarioId: string;
  readonly status: 'active' | 'over';
  readonly turn: number;
  readonly phase: string;
  readonly activeSide: string;
  readonly pendingDecision: { readonly type: string; readonly side: string } | null;
  readonly version: number;
  readonly dice: { readonly mode: string; readonly commitment: string | null };
  readonly custom: boolean;
  readonly tournament: string | null;
  readonly label: string | null;
  readonly createdAt: string;
}

export interface CreatedGame {
  readonly game: Summary;
  readonly seats: Record<string, { readonly token: string }>;
  readonly refereeToken: string;
}

export interface Command {
  readonly type: string;
  readonly [member: string]: unknown;
}

export interface Action {
  readonly command: Command;
  readonly [detail: string]: unknown;
}

export interface Envelope {
  readonly gameId: string;
  readonly version: number;
  readonly type: string;
  readonly data: Record<string, unknown> | null;
  readonly meta: {
    readonly commandId: string;
    readonly commandType: string;
    readonly actor: string;
    readonly recordedAt: string;
    readonly rulesetVersion: string;
    readonly command?: Command;
    readonly dice?: readonly {
      readonly index: number;
      readonly face: number;
      readonly purpose: string;
    }[];
    readonly redacted?: boolean;
  };
}

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
