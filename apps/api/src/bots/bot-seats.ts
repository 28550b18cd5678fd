import type { FieldViolation } from '../common/problem';
import { ApiProblem } from '../common/problem';
import type { BotCatalogue } from './bot-catalogue';

/** `players` of POST /v1/games: per side, a bot (`{bot: "greedy"}`) or a seat (`{}`, the default). */
export type PlayersInput = Readonly<Record<string, { readonly bot?: string | null } | null>>;

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The sides the server plays, by bot id, from a game's `players`: 400 BAD_PLAYERS for an unknown
 * side or a malformed entry, 400 UNKNOWN_BOT for a bot that does not play the ruleset, 400
 * BOT_NEEDS_SERVER_DICE in manual dice mode (a bot cannot throw physical dice, and its side's dice
 * must be the game's verifiable ones).
 */
export function botSeatsOf(
  players: unknown,
  sides: readonly string[],
  rulesetId: string,
  diceMode: string,
  catalogue: BotCatalogue,
): Record<string, string> {
  if (players === undefined || players === null) return {};
  if (!isObject(players)) {
    throw ApiProblem.badRequest('BAD_PLAYERS', 'players must be an object keyed by side', [
      { path: 'players', message: 'must be an object', code: 'type' },
    ]);
  }
  const bots: Record<string, string> = {};
  const bad: FieldViolation[] = [];
  for (const [side, player] of Object.entries(players)) {
    const path = `players.${side}`;
    if (!sides.includes(side)) {
      bad.push({ path, message: `no side ${side}; sides: ${sides.join(', ')}`, code: 'enum' });
    } else if (player !== null && !isObject(player)) {
      bad.push({ path, message: 'must be {bot: <id>} or {} for a seat', code: 'type' });
    } else if (player?.['bot'] !== undefined && player['bot'] !== null) {
      bots[side] = catalogue.get(player['bot'], rulesetId, `${path}.bot`).id;
    }
  }
  if (bad.length > 0) throw ApiProblem.badRequest('BAD_PLAYERS', 'players: unknown sides', bad);
  if (Object.keys(bots).length > 0 && diceMode !== 'server') {
    throw ApiProblem.badRequest(
      'BOT_NEEDS_SERVER_DICE',
      'a bot plays with the server dice only: a game with a bot side needs dice.mode "server"',
      [{ path: 'dice.mode', message: 'must be "server" when a side is a bot', code: 'dice-mode' }],
    );
  }
  return bots;
}
