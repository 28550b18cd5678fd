import type { Answer, ContractCheck } from './contract-check';

/**
 * How the contract test (test/api/openapi-contract.e2e.spec.ts) plays and reads a game: every
 * request through the ContractCheck, so that each answer is checked against the document.
 */

export interface Seats {
  readonly gameId: string;
  readonly seats: Readonly<Record<string, string>>;
  readonly referee: string;
}

interface SummaryBody {
  readonly status: string;
  readonly activeSide: string;
  readonly version: number;
  readonly pendingDecision: { readonly side: string } | null;
}

interface ActionBody {
  readonly command: { readonly type: string };
}

/** A small seeded generator (the test's choices repeat from run to run). */
export function seeded(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 4294967296;
  };
}

export function expectStatus(answer: Answer, status: number, what: string): void {
  if (answer.status !== status) {
    throw new Error(`${what}: ${answer.status} (expected ${status}) ${answer.text.slice(0, 400)}`);
  }
}

/** The ids of the units in a state view (any ruleset: every `units` array's members' ids). */
export function unitIds(state: unknown): string[] {
  const ids: string[] = [];
  const walk = (value: unknown, inUnits: boolean): void => {
    if (Array.isArray(value)) {
      for (const item of value) walk(item, inUnits);
    } else if (value !== null && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      if (inUnits && typeof record['id'] === 'string') ids.push(record['id']);
      for (const [key, member] of Object.entries(record)) walk(member, key === 'units');
    }
  };
  walk(state, false);
  return [...new Set(ids)];
}

export async function summaryOf(check: ContractCheck, gameId: string): Promise<SummaryBody> {
  const answer = await check.get(`/v1/games/${gameId}`);
  expectStatus(answer, 200, 'summary');
  return answer.body as SummaryBody;
}

/**
 * Every read of a game, as a spectator, a seat and the referee: summary, state (now and at an
 * earlier version), legal actions (verbose, filtered, compact where the ruleset has it), events,
 * victory, map, the ruler, board.svg, the bots and a suggestion. Their statuses are whatever the
 * server answers (the check judges them against the document).
 */
export async function readEverything(
  check: ContractCheck,
  game: Seats,
  hexes: boolean,
): Promise<void> {
  const id = game.gameId;
  const summary = await summaryOf(check, id);
  const side = summary.pendingDecision?.side ?? summary.activeSide;
  const seat = game.seats[side] ?? Object.values(game.seats)[0];
  const viewers: (string | undefined)[] = [undefined, seat, game.referee];
  for (const token of viewers) {
    const as = token === undefined ? {} : { token };
    await check.get(`/v1/games/${id}/state`, as);
    await check.get(`/v1/games/${id}/legal-actions`, as);
    await check.get(`/v1/games/${id}/events`, as);
    await check.get(`/v1/games/${id}/board.svg`, as);
  }
  const state = await check.get(`/v1/games/${id}/state`, { token: game.referee });
  const units = unitIds((state.body as { state?: unknown } | null)?.state);
  await check.get(`/v1/games/${id}/state?at=1`);
  await check.get(`/v1/games/${id}/board.svg?at=1`);
  await check.get(`/v1/games/${id}/events?after=1&limit=5`);
  await check.get(`/v1/games/${id}/legal-actions?type=EndPhase`, { token: seat });
  if (units[0] !== undefined) {
    await check.get(`/v1/games/${id}/legal-actions?unit=${units[0]}`, { token: seat });
  }
  await check.get(`/v1/games/${id}/legal-actions?format=compact`, {
    token: seat,
    headers: { 'accept-encoding': 'identity' },
  });
  await check.get(`/v1/games/${id}/victory`);
  await check.get(`/v1/games/${id}/map`);
  await check.get(`/v1/games/${id}/bots`);
  await check.get(`/v1/games/${id}/suggestion`, { token: seat ?? game.referee });
  const [from, to] = [units[0], units[units.length - 1]];
  if (from !== undefined && to !== undefined) {
    await check.get(`/v1/games/${id}/measure?from=${from}&to=${to}`, { token: game.referee });
    await check.get(`/v1/games/${id}/measure?from=${from}&to=${to}`);
  }
  // a conditional read: 304 with no body while the version stands
  const first = await check.get(`/v1/games/${id}/state`);
  const etag = first.headers.get('etag');
  if (etag !== null)
    await check.get(`/v1/games/${id}/state`, { headers: { 'if-none-match': etag } });
  if (!hexes) await check.get(`/v1/games/${id}/measure?from=${from ?? 'x'}&to=nobody-here`);
  if (summary.status === 'over') await check.get(`/v1/games/${id}/record`);
}

/**
 * One command of the side that must act, chosen at random among its legal actions, checked with
 * commands/validate first and posted with the version it was chosen at. False when none is offered.
 */
export async function playOne(
  check: ContractCheck,
  game: Seats,
  random: () => number,
): Promise<boolean> {
  const id = game.gameId;
  const summary = await summaryOf(check, id);
  if (summary.status === 'over') return false;
  const side = summary.pendingDecision?.side ?? summary.activeSide;
  const token = game.seats[side];
  const actions = await check.get(`/v1/games/${id}/legal-actions`, { token });
  expectStatus(actions, 200, 'legal-actions');
  const list = actions.body as ActionBody[];
  // Resign and draws end the game early: played on purpose at the end, not at random
  const playable = list.filter((a) => !['Resign', 'OfferDraw'].includes(a.command.type));
  const action = playable[Math.floor(random() * playable.length)];
  if (action === undefined) return false;
  const valid = await check.post(`/v1/games/${id}/commands/validate`, {
    token,
    body: action.command,
  });
  expectStatus(valid, 200, 'validate');
  const posted = await check.post(`/v1/games/${id}/commands`, {
    token,
    body: { ...action.command, expectedVersion: summary.version },
  });
  expectStatus(posted, 201, `command ${action.command.type}`);
  return true;
}

/**
 * Every error class a client meets in a game: 400 (malformed command, bad query), 401 (unknown
 * token), 403 (a seat acting for the other side), 404 (no such game), 409 (stale version) and 422
 * (a session command the rules refuse), through commands and commands/validate.
 */
export async function provokeErrors(check: ContractCheck, game: Seats): Promise<void> {
  const id = game.gameId;
  const summary = await summaryOf(check, id);
  const side = summary.pendingDecision?.side ?? summary.activeSide;
  const other = Object.keys(game.seats).find((s) => s !== side) ?? side;
  const seat = game.seats[side];
  const errors: [string, string, { token?: string; body?: unknown; raw?: string }, number[]][] = [
    ['POST', `/v1/games/${id}/commands`, { token: seat, body: { nope: 1 } }, [400]],
    ['POST', `/v1/games/${id}/commands`, { token: seat, raw: '{"type":' }, [400]],
    ['POST', `/v1/games/${id}/commands/validate`, { token: seat, body: { type: 7 } }, [200]],
    ['GET', `/v1/games/${id}/legal-actions?format=bogus`, { token: seat }, [400]],
    ['GET', `/v1/games/${id}/state?at=-3`, {}, [400]],
    ['GET', `/v1/games/${id}/events?limit=0`, {}, [400]],
    ['GET', `/v1/games/${id}/state`, { token: 'pzt_not-a-token' }, [401]],
    [
      'POST',
      `/v1/games/${id}/commands`,
      { token: 'pzt_not-a-token', body: { type: 'EndPhase' } },
      [401],
    ],
    ['POST', `/v1/games/${id}/commands`, { body: { type: 'EndPhase' } }, [401, 403]],
    [
      'POST',
      `/v1/games/${id}/commands`,
      { token: game.seats[other], body: { type: 'EndPhase' } },
      [403, 422],
    ],
    ['GET', `/v1/games/${id}/record`, { token: seat }, [403]],
    ['GET', `/v1/games/00000000-0000-4000-8000-000000000000`, {}, [404]],
    ['GET', `/v1/games/00000000-0000-4000-8000-000000000000/state`, {}, [404]],
    ['GET', `/v1/games/00000000-0000-4000-8000-000000000000/legal-actions`, {}, [404]],
    ['GET', `/v1/games/00000000-0000-4000-8000-000000000000/events`, {}, [404]],
    [
      'POST',
      `/v1/games/00000000-0000-4000-8000-000000000000/commands`,
      { body: { type: 'EndPhase' } },
      [404],
    ],
    [
      'POST',
      `/v1/games/${id}/commands`,
      { token: seat, body: { type: 'EndPhase', expectedVersion: summary.version + 7 } },
      [409],
    ],
    [
      'POST',
      `/v1/games/${id}/commands/validate`,
      { token: seat, body: { type: 'EndPhase', expectedVersion: summary.version + 7 } },
      [200], // valid: false, the violation says 409 VERSION_CONFLICT
    ],
    ['POST', `/v1/games/${id}/commands`, { token: seat, body: { type: 'AcceptDraw' } }, [422]],
    [
      'POST',
      `/v1/games/${id}/commands/validate`,
      { token: seat, body: { type: 'AcceptDraw' } },
      [200],
    ],
  ];
  for (const [method, url, options, statuses] of errors) {
    const answer = await check.request(method, url, options);
    if (!statuses.includes(answer.status)) {
      throw new Error(
        `${method} ${url}: ${answer.status}, expected ${statuses.join('/')} ${answer.text.slice(0, 300)}`,
      );
    }
  }
}
