/** Commands are imperative, events past tense; both are plain JSON objects tagged by `type`. */
export interface Command {
  readonly type: string;
}

export interface DomainEvent {
  readonly type: string;
}

/** A choice one side must make in the middle of a resolution (loss allocation, retreat...). */
export interface PendingDecision {
  readonly type: string;
  /** The side that must answer. */
  readonly side: string;
  /** The rule case that asks for the choice. */
  readonly rule: string;
  readonly prompt: string;
}

/** One thing the viewer may do now: `command` is a body that `decide` accepts as it is. */
export interface LegalAction<C extends Command = Command> {
  readonly command: C;
  /**
   * Free-form rulesets: the family of commands this action stands for (what may vary, within
   * which bounds; see `ActionSpace`). Absent when `command` is the only command meant.
   */
  readonly space?: import('./space').ActionSpace;
  readonly [detail: string]: unknown;
}

export interface LegalActionQuery {
  readonly unitId?: string;
  readonly type?: string;
}

export type Decision<E extends DomainEvent> =
  | { readonly ok: true; readonly events: readonly E[] }
  | { readonly ok: false; readonly violation: import('./violation').RuleViolation };
