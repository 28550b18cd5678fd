import type { Command, Dice, LegalAction } from '@pratzen/engine';
import { chooseOne, domainSamples, withMember } from '@pratzen/engine';
import type { BotChoice, BotInput } from './bot';

/**
 * Commands drawn from a free-form action's space with the engine's sampler (one value per
 * member, each drawn by `rng`). Without a space: the action's own command.
 */
export function drawFromSpace<C extends Command>(action: LegalAction<C>, rng: Dice): C {
  let command = action.command;
  for (const [pointer, domain] of Object.entries(action.space?.vary ?? {})) {
    command = withMember(command, pointer, chooseOne(rng, domainSamples(domain, rng, 1)));
  }
  return command;
}

/** Tries at most this many picks before settling for the first action the rules accept. */
export const MAX_PICKS = 8;

/**
 * A uniform pick among `actions`, a free-form one at a drawn point of its space, checked by the
 * seat's validation: a space's `checks` are rules its domains cannot express, so a drawn point
 * may be refused (then the action's own command is tried), and a ruleset's legal actions are
 * not trusted blindly either (a refused pick is drawn again, at most MAX_PICKS times).
 */
export function pickAccepted<C extends Command>(
  input: BotInput<C>,
  actions: readonly LegalAction<C>[],
  reason: string,
): BotChoice<C> | undefined {
  for (let attempt = 0; attempt < MAX_PICKS; attempt += 1) {
    const action = chooseOne(input.rng, actions);
    if (action === undefined) return undefined;
    const again = attempt > 0 ? ` (after ${attempt} refused by validation)` : '';
    if (action.space !== undefined) {
      const drawn = drawFromSpace(action, input.rng);
      if (input.accepts(drawn)) {
        return { command: drawn, reason: `${reason}, a point of its space drawn${again}` };
      }
    }
    if (input.accepts(action.command)) return { command: action.command, reason: reason + again };
  }
  const first = actions.find((a) => input.accepts(a.command));
  return first && { command: first.command, reason: `${reason}: the first one accepted` };
}
