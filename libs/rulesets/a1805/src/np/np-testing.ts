/**
 * For the NP's specs: the NP's choice in a compact position (testing/positions.ts), seen from its
 * seat exactly as a host hands it over (`seatInput`), with the bot's decision dice fixed.
 */
import { type BotInput, seatInput } from '@pratzen/bots';
import { scriptedDice } from '@pratzen/engine';
import type { A1805Command } from '../commands';
import { a1805 } from '../ruleset';
import type { A1805State } from '../state';
import type { Side } from '../vocabulary';
import { type NpBot, createNpBot } from './bot';
import type { NpContext } from './context';
import { type Orders, assignOrders } from './orders';
import { readView } from './read';

export function npInput(
  state: A1805State,
  side: Side,
  faces?: readonly number[],
): BotInput<A1805Command> {
  const input = seatInput(a1805, state, side, 1);
  return faces === undefined ? input : { ...input, rng: scriptedDice(faces) };
}

/** The NP's choice for `side` now, its decision dice `faces` (none: any roll fails the test). */
export function npChoice(
  state: A1805State,
  side: Side,
  faces: readonly number[] = [],
  bot: NpBot = createNpBot(),
): { command: A1805Command; reason: string } {
  return bot.choose(npInput(state, side, faces));
}

/** The context the NP's rules work from (`bot.ts` builds the same), its actions filtered to `types`. */
export function npContext(
  state: A1805State,
  side: Side,
  types: readonly string[],
  faces: readonly number[] = [],
): NpContext {
  const input = npInput(state, side, faces);
  const v = readView(input.view, side);
  let orders: Orders | null = null;
  return {
    v,
    actions: input.actions.filter((a) => types.includes(a.command.type)),
    accepts: (c) => input.accepts(c),
    rng: input.rng,
    orders: () => (orders ??= assignOrders(v, new Map(), input.rng)),
  };
}
