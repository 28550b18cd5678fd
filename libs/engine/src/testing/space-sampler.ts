import type { Ruleset } from '../contract';
import type { Dice } from '../dice';
import type { Command, DomainEvent, LegalAction } from '../messages';
import type { SpaceDomain } from '../space';

/**
 * The free-form version of "every offered action is accepted": draw commands from a legal
 * action's `space` and check that `decide` accepts each one. A sample may be refused only by a
 * rule the space names in `checks` (the domains cannot express it: "may not overlap another
 * unit"); a refusal citing any other rule, or none, is a disagreement between `legalActions`
 * and `decide` — the space offered something the rules forbid.
 *
 * Sampling, per `vary` member: `interval` → its min, its max and `perMember` seeded values
 * between (at most three decimals; degrees one); `choice` → every option; `subset` → the
 * smallest and largest allowed prefixes and seeded subsets; `region` → the ring's vertices and
 * seeded points between them. Members vary one at a time from the action's own command (the
 * boundaries of each domain are where rules and spaces disagree), then all at once.
 */
export interface SampleRefusal<C extends Command = Command> {
  readonly command: C;
  readonly code: string;
  readonly rule: string | null;
  readonly message: string;
}

export interface SampleReport<C extends Command = Command> {
  readonly samples: number;
  /** Refusals by a rule the space names in `checks`: allowed. */
  readonly checked: number;
  /** Refusals by any other rule: each one is a defect. */
  readonly disagreements: readonly SampleRefusal<C>[];
}

const round = (value: number, decimals: number): number => {
  const k = 10 ** decimals;
  return Math.round(value * k) / k;
};

const between = (rng: Dice, min: number, max: number, decimals: number): number =>
  round(min + ((max - min) * (rng.roll('sample', 10_001) - 1)) / 10_000, decimals);

/** Values a domain is sampled at (see the module comment). */
export function domainSamples(domain: SpaceDomain, rng: Dice, count: number): unknown[] {
  switch (domain.kind) {
    case 'choice':
      return [...domain.options];
    case 'interval': {
      const decimals = domain.unit === 'degree' ? 1 : 3;
      const inner = Array.from({ length: count }, () =>
        between(rng, domain.min, domain.max, decimals),
      );
      return [domain.min, domain.max, ...inner];
    }
    case 'subset': {
      const min = domain.minItems ?? 0;
      const max = Math.min(domain.maxItems ?? domain.of.length, domain.of.length);
      const picks = Array.from({ length: count }, () => {
        const size = min + rng.roll('sample', max - min + 1) - 1;
        const shuffled = [...domain.of];
        for (let i = shuffled.length - 1; i > 0; i -= 1) {
          const j = rng.roll('sample', i + 1) - 1;
          [shuffled[i], shuffled[j]] = [shuffled[j] as string, shuffled[i] as string];
        }
        return shuffled.slice(0, size);
      });
      return [domain.of.slice(0, min), domain.of.slice(0, max), ...picks];
    }
    case 'region': {
      const ring = domain.region.coordinates[0] ?? [];
      const vertices = ring.map(([x, y]) => ({ x, y }));
      const inner = Array.from({ length: count }, () => {
        const a = ring[rng.roll('sample', ring.length) - 1] ?? [0, 0];
        const b = ring[rng.roll('sample', ring.length) - 1] ?? [0, 0];
        return { x: round((a[0] + b[0]) / 2, 3), y: round((a[1] + b[1]) / 2, 3) };
      });
      return [...vertices, ...inner];
    }
  }
}

/** `command` with the member at JSON Pointer `pointer` set to `value` (a deep copy). */
export function withMember<C extends Command>(command: C, pointer: string, value: unknown): C {
  const copy = structuredClone(command) as unknown as Record<string, unknown>;
  const keys = pointer
    .split('/')
    .slice(1)
    .map((k) => k.replace(/~1/g, '/').replace(/~0/g, '~'));
  let at: Record<string, unknown> = copy;
  for (const key of keys.slice(0, -1)) {
    const next = at[key];
    if (typeof next !== 'object' || next === null) {
      throw new Error(`space pointer ${pointer} does not lead into ${JSON.stringify(command)}`);
    }
    at = next as Record<string, unknown>;
  }
  const last = keys[keys.length - 1];
  if (last === undefined) throw new Error(`space pointer ${pointer} names no member`);
  at[last] = value;
  return copy as unknown as C;
}

/** Samples `action`'s space and decides each command on `state` (see the module comment). */
export function sampleActionSpace<S, C extends Command, E extends DomainEvent>(
  ruleset: Pick<Ruleset<S, C, E>, 'decide'>,
  state: S,
  action: LegalAction<C>,
  rng: Dice,
  dice: Dice,
  perMember = 4,
): SampleReport<C> {
  const space = action.space;
  if (space === undefined) return { samples: 0, checked: 0, disagreements: [] };
  const allowed = new Set((space.checks ?? []).map((c) => c.rule));
  const commands: C[] = [];
  const members = Object.entries(space.vary);
  for (const [pointer, domain] of members) {
    for (const value of domainSamples(domain, rng, perMember)) {
      commands.push(withMember(action.command, pointer, value));
    }
  }
  for (let k = 0; k < perMember; k += 1) {
    commands.push(
      members.reduce((c, [pointer, domain]) => {
        const values = domainSamples(domain, rng, 1);
        return withMember(c, pointer, values[rng.roll('sample', values.length) - 1]);
      }, action.command),
    );
  }
  let checked = 0;
  const disagreements: SampleRefusal<C>[] = [];
  for (const command of commands) {
    const decision = ruleset.decide(state, command, dice);
    if (decision.ok) continue;
    const { code, rule, message } = decision.violation;
    if (rule !== null && allowed.has(rule)) checked += 1;
    else disagreements.push({ command, code, rule, message });
  }
  return { samples: commands.length, checked, disagreements };
}
