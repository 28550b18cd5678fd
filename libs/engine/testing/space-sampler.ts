import type { Ruleset } from '../src/contract';
import type { Dice } from '../src/dice';
import type { Command, DomainEvent, LegalAction } from '../src/messages';
import { domainSamples, withMember } from '../src/space-sampling';

export { domainSamples, withMember };

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
