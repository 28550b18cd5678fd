import type { Command } from '@pratzen/engine';
import type { Bot, BotChoice, BotInput } from './bot';
import { pickAccepted } from './sample';

/** `random`: uniform over the legal actions; a free-form action's space sampled at one point. */
export const randomBot: Bot = {
  id: 'random',
  choose<C extends Command>(input: BotInput<C>): BotChoice<C> {
    const reason = `uniform choice of ${input.actions.length} legal actions`;
    const choice = pickAccepted(input, input.actions, reason);
    if (choice === undefined) throw new Error(`random: no accepted action for ${input.side}`);
    return choice;
  },
};
