import type { Ruleset } from './contract';
import { noDice } from './dice';
import type { Command, DomainEvent } from './messages';
import {
  type GameState,
  NEW_SESSION,
  SESSION_COMMAND_SCHEMAS,
  commandSchemasOf,
  evolveGame,
  isSessionCommand,
  isSessionEvent,
  playCommand,
  playCommandFolded,
  sessionActions,
  turnViolation,
  type SessionCommand,
} from './session';

/** A race to 3: the side to move adds one to its score; reaching 3 ends the game. */
interface Race {
  readonly turn: 'a' | 'b';
  readonly score: Readonly<Record<'a' | 'b', number>>;
}
type Step = { type: 'Step' };
type Stepped = { type: 'Stepped'; side: 'a' | 'b' };

const race: Ruleset<Race, Step, Stepped> = {
  info: {
    id: 'race',
    version: '1.0.0',
    title: 'Race',
    publisher: 'tests',
    year: 2026,
    geometry: 'free-form',
    distanceUnit: 'UM',
    sides: ['a', 'b'],
    phases: ['play'],
    scenarios: [{ id: 'x', title: 'x' }],
    optionalRules: [],
    provenance: 'published',
  },
  commandSchemas: { Step: { type: 'object' } },
  initialState: () => ({ ok: true, state: { turn: 'a', score: { a: 0, b: 0 } } }),
  decide: (s) => ({ ok: true, events: [{ type: 'Stepped', side: s.turn }] }),
  evolve: (s, e) => ({
    turn: e.side === 'a' ? 'b' : 'a',
    score: { ...s.score, [e.side]: s.score[e.side] + 1 },
  }),
  legalActions: () => [{ command: { type: 'Step' } }],
  view: (s) => s,
  victory: (s) => {
    const over = s.score.a >= 3 || s.score.b >= 3;
    return {
      sides: { a: { points: s.score.a, breakdown: {} }, b: { points: s.score.b, breakdown: {} } },
      result: over
        ? { winner: s.score.a >= 3 ? 'a' : 'b', level: 'win', margin: s.score.a - s.score.b }
        : null,
    };
  },
  status: (s) => ({
    turn: 1,
    phase: 'play',
    activeSide: s.turn,
    pendingDecision: null,
    over: s.score.a >= 3 || s.score.b >= 3,
  }),
  actingSide: (s) => s.turn,
  redactEvent: (e) => e,
  map: () => null,
  scenario: () => null,
};

const rules = race as unknown as Ruleset<unknown, Command, DomainEvent>;
const start: GameState = { rules: { turn: 'a', score: { a: 0, b: 0 } }, session: NEW_SESSION };

function play(game: GameState, command: Command, actor: string, seed: string | null = null) {
  const d = playCommand(rules, game, command, actor, noDice, seed);
  if (!d.ok) return { game, decision: d };
  let next = game;
  for (const e of d.events) next = evolveGame(rules, next, e);
  return { game: next, decision: d };
}

const codeOf = (d: ReturnType<typeof playCommand>) => (d.ok ? null : d.violation.code);

describe('game session (engine; the rulebooks are silent on resigning, draws and adjudication)', () => {
  test('session commands are recognised and published beside the ruleset commands', () => {
    expect(isSessionCommand({ type: 'Resign' })).toBe(true);
    expect(isSessionCommand({ type: 'Step' })).toBe(false);
    expect(Object.keys(commandSchemasOf(race)).sort()).toEqual(
      ['Step', ...Object.keys(SESSION_COMMAND_SCHEMAS)].sort(),
    );
  });

  test('a ruleset command from the side not to act is NOT_YOUR_TURN', () => {
    expect(codeOf(play(start, { type: 'Step' }, 'b').decision)).toBe('NOT_YOUR_TURN');
    expect(play(start, { type: 'Step' }, 'a').decision.ok).toBe(true);
  });

  test('the turn check is one function: the violation names the ruleset and the side to act', () => {
    expect(turnViolation(rules, start.rules, { type: 'Step' }, 'a')).toBeNull();
    const v = turnViolation(rules, start.rules, { type: 'Step' }, 'b');
    expect(v).toMatchObject({
      code: 'NOT_YOUR_TURN',
      rulesetId: race.info.id,
      rule: null,
      details: { actingSide: 'a' },
    });
    // What playCommand refuses with is that very violation.
    const played = play(start, { type: 'Step' }, 'b').decision;
    expect(played.ok ? null : played.violation).toEqual(v);
    // Nobody may act (a ruleset whose actingSide is null): refused whoever sends it.
    const idle = { ...rules, actingSide: () => null };
    expect(turnViolation(idle, start.rules, { type: 'Step' }, 'a')).toMatchObject({
      code: 'NOT_YOUR_TURN',
      message: 'nobody may act now',
      details: { actingSide: null },
    });
  });

  test('the command that meets the victory conditions is followed by GameEnded with the result and the revealed seed', () => {
    let g = start;
    for (const side of ['a', 'b', 'a', 'b']) g = play(g, { type: 'Step' }, side).game;
    const { game, decision } = play(g, { type: 'Step' }, 'a', 'ab12');
    expect(decision).toEqual({
      ok: true,
      events: [
        { type: 'Stepped', side: 'a' },
        {
          type: 'GameEnded',
          result: { winner: 'a', level: 'win', margin: 1 },
          reason: 'victory-conditions',
          by: 'rules',
          seed: 'ab12',
        },
      ],
    });
    expect(game.session.ended?.reason).toBe('victory-conditions');
    expect(codeOf(play(game, { type: 'Step' }, 'b').decision)).toBe('GAME_OVER');
    expect(codeOf(play(game, { type: 'Resign' }, 'b').decision)).toBe('GAME_OVER');
  });

  test('Resign: either side, at any time, even out of turn; the other side wins', () => {
    const { game, decision } = play(start, { type: 'Resign' }, 'b', null);
    expect(decision).toMatchObject({
      ok: true,
      events: [
        {
          type: 'GameEnded',
          reason: 'resignation',
          by: 'b',
          result: { winner: 'a', level: 'resignation' },
          seed: null,
        },
      ],
    });
    expect(game.session.ended).not.toBeNull();
    expect(codeOf(play(start, { type: 'Resign' }, 'referee').decision)).toBe('SEAT_ONLY');
  });

  test('OfferDraw stands until the other side answers; only the other side may answer', () => {
    const offered = play(start, { type: 'OfferDraw' }, 'a').game;
    expect(offered.session.drawOfferedBy).toBe('a');
    expect(codeOf(play(offered, { type: 'OfferDraw' }, 'b').decision)).toBe('DRAW_ALREADY_OFFERED');
    expect(codeOf(play(offered, { type: 'AcceptDraw' }, 'a').decision)).toBe('OWN_DRAW_OFFER');
    expect(codeOf(play(start, { type: 'AcceptDraw' }, 'b').decision)).toBe('NO_DRAW_OFFER');
    // play goes on while the offer stands
    const moved = play(offered, { type: 'Step' }, 'a').game;
    expect(moved.session.drawOfferedBy).toBe('a');
    expect(sessionActions(moved.session, ['a', 'b'], 'b').map((x) => x.command.type)).toEqual([
      'AcceptDraw',
      'DeclineDraw',
    ]);
    expect(sessionActions(moved.session, ['a', 'b'], 'a')).toEqual([]);
    const declined = play(moved, { type: 'DeclineDraw' }, 'b').game;
    expect(declined.session).toEqual({ ended: null, drawOfferedBy: null });
    const accepted = play(
      play(declined, { type: 'OfferDraw' }, 'b').game,
      { type: 'AcceptDraw' },
      'a',
    );
    expect(accepted.game.session.ended).toMatchObject({
      reason: 'draw-agreed',
      by: 'a',
      result: { winner: null, level: 'draw' },
    });
  });

  test('Adjudicate: the referee only, naming a side of the game or a draw', () => {
    const cmd: SessionCommand = {
      type: 'Adjudicate',
      winner: 'b',
      level: 'marginal',
      note: 'time',
    };
    expect(codeOf(play(start, cmd, 'a').decision)).toBe('REFEREE_ONLY');
    expect(codeOf(play(start, { ...cmd, winner: 'c' } as SessionCommand, 'referee').decision)).toBe(
      'UNKNOWN_SIDE',
    );
    const { game } = play(start, cmd, 'referee', 'ff');
    expect(game.session.ended).toEqual({
      type: 'GameEnded',
      result: { winner: 'b', level: 'marginal', margin: 0 },
      reason: 'adjudicated',
      by: 'referee',
      note: 'time',
      seed: 'ff',
    });
  });

  test('playCommandFolded: the same decision, with the rules folded (each event evolved once)', () => {
    let evolved = 0;
    const counting = {
      ...rules,
      evolve: (s: unknown, e: DomainEvent) => {
        evolved++;
        return rules.evolve(s, e);
      },
    } as typeof rules;
    let g = start;
    for (const side of ['a', 'b', 'a', 'b', 'a']) {
      const before = evolved;
      const played = playCommandFolded(counting, g, { type: 'Step' }, side, noDice, 'ab12');
      // One event evolved (status and victory read the folded state; nothing is evolved twice).
      expect(evolved - before).toBe(1);
      expect(played.decision).toEqual(
        playCommand(rules, g, { type: 'Step' }, side, noDice, 'ab12'),
      );
      const next = play(g, { type: 'Step' }, side, 'ab12').game;
      expect(played.rules).toEqual(next.rules);
      g = next;
    }
    expect(g.session.ended).not.toBeNull();
    // Refused: no state; a session command leaves the rules as they were.
    const refused = playCommandFolded(counting, start, { type: 'Step' }, 'b', noDice, null);
    expect(refused).toEqual({ decision: expect.objectContaining({ ok: false }), rules: undefined });
    const resign = playCommandFolded(counting, start, { type: 'Resign' }, 'a', noDice, null);
    expect(resign.rules).toBe(start.rules);
  });
  describe('ReissueSeatToken (the referee replaces a lost seat token; the API keeps the token)', () => {
    const reissue = (side: string) => ({ type: 'ReissueSeatToken', side }) as Command;

    test('is a session command a client cannot send: not among the published schemas', () => {
      expect(isSessionCommand(reissue('a'))).toBe(true);
      expect(Object.keys(SESSION_COMMAND_SCHEMAS)).not.toContain('ReissueSeatToken');
      expect(Object.keys(commandSchemasOf(race))).not.toContain('ReissueSeatToken');
    });

    test('the referee reissues a side: SeatTokenReissued {side, by}, no secret, no state changed', () => {
      const moved = play(play(start, { type: 'Step' }, 'a').game, { type: 'OfferDraw' }, 'b').game;
      const { game, decision } = play(moved, reissue('b'), 'referee');
      expect(decision).toEqual({
        ok: true,
        events: [{ type: 'SeatTokenReissued', side: 'b', by: 'referee' }],
      });
      expect(game).toEqual(moved);
      expect(isSessionEvent({ type: 'SeatTokenReissued' })).toBe(true);
      // out of turn too: a seat's token is no move
      expect(play(start, reissue('b'), 'referee').decision.ok).toBe(true);
    });

    test('refused to a seat (REFEREE_ONLY), for a side the ruleset lacks (UNKNOWN_SIDE), once over (GAME_OVER)', () => {
      const seat = play(start, reissue('a'), 'a').decision;
      expect(seat.ok ? null : seat.violation).toMatchObject({ code: 'REFEREE_ONLY', rule: null });
      expect(seat.ok ? null : seat.violation.rulesetId).toBe('session');
      expect(codeOf(play(start, reissue('c'), 'referee').decision)).toBe('UNKNOWN_SIDE');
      const ended = play(start, { type: 'Resign' }, 'a').game;
      expect(codeOf(play(ended, reissue('a'), 'referee').decision)).toBe('GAME_OVER');
    });
  });
});
