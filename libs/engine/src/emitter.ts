import type { DomainEvent } from './messages';

/**
 * Collects the events a `decide` produces and keeps the state they lead to, so that later steps
 * of one resolution see the effects of earlier ones. Immutable states: nothing is mutated.
 */
export class Emitter<S, E extends DomainEvent> {
  private readonly out: E[] = [];
  private current: S;

  constructor(
    state: S,
    private readonly evolve: (state: S, event: E) => S,
  ) {
    this.current = state;
  }

  emit(...events: readonly E[]): this {
    for (const e of events) {
      this.out.push(e);
      this.current = this.evolve(this.current, e);
    }
    return this;
  }

  get state(): S {
    return this.current;
  }

  get events(): readonly E[] {
    return this.out;
  }
}
