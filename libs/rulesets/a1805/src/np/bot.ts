/**
 * `a1805-np`: the solo rules' Non-Player (22–28) as a bot. It reads only its seat's view and legal
 * actions (libs/bots, "What a bot sees"), checks each command with the seat's yes/no, and rolls the
 * NP's own dice (27's orders, 24.5.10, 24.5.16, 24.5.19, 24.6.3–24.6.6) on the bot's decision die —
 * never the game's combat dice. Every choice says which rule case or table row made it; a position
 * no NP rule covers gets a legal action with the reason `no NP rule for <phase>`.
 */
import type { Bot, BotChoice, BotInput } from '@pratzen/bots';
import type { Command } from '@pratzen/engine';
import type { A1805Command } from '../commands';
import type { Side } from '../vocabulary';
import { chitMoveChoice, corpsChoice, deployChoice, enterChoice, placeChoice } from './chits';
import { type Action, type NpChoice, type NpContext, firstAccepted, ofType } from './context';
import { movementChoice } from './movement';
import { type OrderBook, type Orders, assignOrders } from './orders';
import { reactionChoice } from './reactions';
import { readView } from './read';
import { rallyChoice } from './rally';
import { artilleryChoice, musketryChoice } from './targets';

export const NP_BOT_ID = 'a1805-np';

/** The rules that answer in each phase, in order (the first that chooses wins). */
function dispatch(ctx: NpContext): NpChoice | null {
  if (ctx.v.reaction !== null) return reactionChoice(ctx);
  // 16.4.2.8: a revealed chit's units are placed before anything else
  const place = placeChoice(ctx);
  if (place !== null) return place;
  switch (ctx.v.phase) {
    case 'chit-deployment':
      return deployChoice(ctx);
    case 'rally':
      return rallyChoice(ctx);
    case 'artillery-defensive-fire':
    case 'artillery-preparation-fire':
      return artilleryChoice(ctx);
    case 'movement':
      return movementChoice(ctx) ?? chitMoveChoice(ctx) ?? corpsChoice(ctx) ?? enterChoice(ctx);
    case 'defender-musketry':
    case 'attacker-musketry':
      // 24.5.19 canister in reaction, then 24.7 musketry
      return artilleryChoice(ctx) ?? musketryChoice(ctx);
    case 'close-combat': {
      // 24.8: the attacks declared in the Movement Phase are made (13.1)
      const a = ofType(ctx.actions, 'Assault')[0];
      return a === undefined
        ? null
        : firstAccepted(ctx, [{ command: a.command, reason: '24.8 the declared attack goes in' }]);
    }
  }
}

/** The command types some NP rule answers (anything else has no NP rule: said so in the reason). */
const RULED: readonly string[] = [
  'Rally',
  'ReturnUnit',
  'ReturnCrew',
  'Disengage',
  'FireArtillery',
  'Musketry',
  'MoveUnit',
  'DeclareCharge',
  'MoveChit',
  'MoveCorps',
  'EnterTable',
  'Assault',
  'DeployChit',
  'PlaceChitUnits',
  'React',
  'EndPhase',
];

/**
 * When no NP rule chose: EndPhase if the rules allow it, else the first accepted action. The
 * reason says `no NP rule for <phase>` whenever an action was offered that no NP rule answers (or
 * none answered and the phase cannot end), and that the NP is done otherwise.
 */
export function fallback(ctx: NpContext): NpChoice {
  const where =
    ctx.v.reaction !== null ? `reaction ${ctx.v.reaction.options.join('/')}` : ctx.v.phase;
  const unruled = [...new Set(ctx.actions.map((a) => a.command.type))].filter(
    (t) => !RULED.includes(t),
  );
  const end = ctx.actions.find((a) => a.command.type === 'EndPhase');
  if (end !== undefined && ctx.accepts(end.command)) {
    const reason =
      unruled.length > 0
        ? `no NP rule for ${where} (${unruled.join(', ')}): EndPhase`
        : `NP done with ${where}: EndPhase`;
    return { command: end.command, reason };
  }
  const first: Action | undefined =
    ctx.actions.find((a) => ctx.accepts(a.command)) ?? ctx.actions[0];
  if (first === undefined) throw new Error(`${NP_BOT_ID}: no legal action to take`);
  return { command: first.command, reason: `no NP rule for ${where}: ${first.command.type}` };
}

export interface NpBot extends Bot {
  /** 27.5: the orders the NP remembers (for tests and reports). */
  readonly book: () => OrderBook;
}

/**
 * A fresh NP. It keeps 27.5's order book between its decisions, so a host gives each game its own
 * instance (a shared one forgets orders when it sees an earlier turn: a new game).
 */
export function createNpBot(): NpBot {
  let book: OrderBook = new Map();
  let lastTurn = 0;
  return {
    id: NP_BOT_ID,
    book: () => book,
    choose<C extends Command>(input: BotInput<C>): BotChoice<C> {
      const v = readView(input.view, input.side as Side);
      if (v.turn < lastTurn) book = new Map();
      lastTurn = v.turn;
      let orders: Orders | null = null;
      const ctx: NpContext = {
        v,
        actions: input.actions as unknown as readonly Action[],
        accepts: (c: A1805Command) => input.accepts(c as unknown as C),
        rng: input.rng,
        orders: () => {
          if (orders === null) {
            orders = assignOrders(v, book, input.rng);
            book = orders.book;
          }
          return orders;
        },
      };
      const choice = dispatch(ctx) ?? fallback(ctx);
      return choice as unknown as BotChoice<C>;
    },
  };
}
