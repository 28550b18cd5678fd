import type { GraphqlServer, Seats } from './graphql-harness';

export interface Command {
  readonly type: string;
  readonly [member: string]: unknown;
}

export interface GameNow {
  readonly turn: number;
  readonly phase: string;
  readonly activeSide: string;
  readonly version: number;
  readonly pendingDecision: { readonly side: string; readonly type: string } | null;
}

interface UnitView {
  readonly id: string;
  readonly side: string;
  readonly location: string;
}

export const SUBMIT = `mutation Submit($gameId: ID!, $command: JSON!, $expectedVersion: Int, $key: String) {
  submitCommand(gameId: $gameId, command: $command, expectedVersion: $expectedVersion, idempotencyKey: $key) {
    version
    events { gameId version type data meta }
  }
}`;

const NOW = `query Now($id: ID!) {
  game(id: $id) { turn phase activeSide version pendingDecision }
}`;

export async function gameNow(server: GraphqlServer, gameId: string): Promise<GameNow> {
  return (await server.ok<{ game: GameNow }>(NOW, { id: gameId })).game;
}

/** Who must act: the owner of a pending decision, else the phasing side. */
export const actorOf = (now: GameNow): 'french' | 'allied' =>
  (now.pendingDecision?.side ?? now.activeSide) as 'french' | 'allied';

/**
 * The next command a simple player sends, every one taken from `legalActions`: in a Movement
 * Phase it moves its first `movesPerPhase` units that can move (first option each), then ends the
 * phase; otherwise it ends the phase when it may, else answers with the first action offered
 * (the reserve plot, a pending decision such as a stacking reduction).
 */
export async function nextCommand(
  server: GraphqlServer,
  seats: Seats,
  now: GameNow,
  movedThisPhase: number,
  movesPerPhase = 2,
): Promise<Command> {
  const side = actorOf(now);
  const token = seats[side];
  if (now.phase === 'movement' && now.pendingDecision === null && movedThisPhase < movesPerPhase) {
    const { game } = await server.ok<{ game: { state: { state: { units: UnitView[] } } } }>(
      'query($id: ID!) { game(id: $id) { state } }',
      { id: seats.gameId },
      token,
    );
    const mine = game.state.state.units.filter((u) => u.side === side && u.location === 'map');
    for (const unit of mine) {
      const moves = await legalActions(server, seats.gameId, token, {
        unit: unit.id,
        type: 'MoveUnit',
      });
      if (moves[0] !== undefined) return moves[0];
    }
  }
  const actions = await legalActions(server, seats.gameId, token, {});
  const command = actions.find((a) => a.type === 'EndPhase') ?? actions[0];
  if (command === undefined) throw new Error(`nothing to do for ${side}: ${JSON.stringify(now)}`);
  return command;
}

export async function legalActions(
  server: GraphqlServer,
  gameId: string,
  token: string,
  filter: { unit?: string; type?: string },
): Promise<Command[]> {
  const { game } = await server.ok<{ game: { legalActions: { command: Command }[] } }>(
    `query($id: ID!, $unit: String, $type: String) {
      game(id: $id) { legalActions(unit: $unit, type: $type) { command details } }
    }`,
    { id: gameId, ...filter },
    token,
  );
  return game.legalActions.map((a) => a.command);
}
