import { createHash } from 'node:crypto';
import {
  type Command,
  type Dice,
  type DomainEvent,
  type GameState,
  REFEREE_ACTOR,
  type Ruleset,
  evolveGame,
  playCommand,
  seededDice,
  sideViewer,
} from '@pratzen/engine';
import { COMMITMENT_SCHEME, commitKeyCommitment } from '../src/commitment';
import { type DieRoll, hmacDie, seedCommitment } from '../src/dice';
import { type Envelope, GENESIS_PREV_HASH, sealBatch, sealPublicBatch } from '../src/hash-chain';
import { GAME_CREATED, initialGameOf, spectatorView, storedPartsOf } from '@pratzen/game';
import { type GameRecordV1, buildRecord } from '../src/record';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any ruleset's state
type AnyRuleset = Ruleset<any, Command, DomainEvent>;

export interface RandomRecordOptions {
  readonly seed: number;
  readonly diceMode: 'server' | 'manual';
  /**
   * With `ending: 'rules'` (the default) a safety net: when the rules have not ended the game
   * after this many commands (default 20,000) the referee adjudicates it. With another ending,
   * the number of commands played before the game is ended that way (default 40).
   */
  readonly maxCommands?: number;
  /** How the game ends: by the rules, or a resignation, an agreed draw, an adjudication. */
  readonly ending?: 'rules' | 'resign' | 'draw' | 'adjudicate';
  /** Default: the ruleset's first scenario. */
  readonly scenarioId?: string;
  readonly optionalRules?: readonly string[];
  /** A custom position (`GameCreated.data.setup`); default: the scenario's own set-up. */
  readonly setup?: unknown;
  /**
   * Seal every event over its public form (`meta.chain: 2`) with this commit key, announced in
   * GameCreated, and reveal the key in the record (`pratzen-record/2`). Default: format 1.
   */
  readonly commitKey?: Buffer;
}

/** The commit key of random game `seed` (32 bytes), for format-2 records. */
export const randomCommitKey = (seed: number): Buffer =>
  createHash('sha256').update(`pratzen-random-commit-key/${seed}`).digest();

/** The server dice seed of random game `seed` (32 bytes). */
export const randomGameSeed = (seed: number): Buffer =>
  createHash('sha256').update(`pratzen-random-game/${seed}`).digest();

const uuidOf = (text: string): string => {
  const h = createHash('sha256').update(text).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
};

/** A Dice that records each roll with its game-wide index (as the API's RecordingDice). */
class Recording implements Dice {
  readonly rolls: DieRoll[] = [];

  constructor(
    private readonly source: (index: number, sides: number) => number,
    private readonly firstIndex: number,
  ) {}

  roll(purpose: string, sides = 6): number {
    const index = this.firstIndex + this.rolls.length;
    const face = this.source(index, sides);
    this.rolls.push({ index, face, sides, purpose });
    return face;
  }
}

/**
 * Plays a complete random game of `ruleset` through `playCommand`, as the API would store it
 * (GameCreated, then every batch sealed with `sealBatch`), and returns its record. Each command
 * is chosen uniformly among `ruleset.legalActions` of the side to act; early on the side to act
 * offers a draw and the other side declines it, so session events appear in every game.
 * Deterministic for a given seed.
 */
export function playRandomGame(ruleset: AnyRuleset, options: RandomRecordOptions): GameRecordV1 {
  const ending = options.ending ?? 'rules';
  const max = options.maxCommands ?? (ending === 'rules' ? 20_000 : 40);
  const scenarioId = options.scenarioId ?? ruleset.info.scenarios[0]?.id ?? 'default';
  const optionalRules = [...(options.optionalRules ?? [])];
  const setup = options.setup ?? null;
  // the record names ruleset.info.version: the game is created under it
  const init = initialGameOf(ruleset, {
    scenarioId,
    optionalRules,
    setup,
    rulesetVersion: ruleset.info.version,
  });
  if (!init.ok) throw new Error(`${ruleset.info.id} ${scenarioId}: set-up failed`);

  const server = options.diceMode === 'server';
  const seed = randomGameSeed(options.seed);
  const seedHex = server ? seed.toString('hex') : null;
  const choices = seededDice(options.seed);
  const physical = seededDice(options.seed ^ 0x2545f491);
  const gameId = uuidOf(`game/${ruleset.info.id}/${options.seed}/${options.diceMode}`);
  const sides = ruleset.info.sides;
  const start = Date.parse('2024-12-02T07:00:00.000Z');

  const envelopes: Envelope[] = [];
  let clock = 0;
  const stamp = () => new Date(start + 1000 * clock++).toISOString();
  const append = (events: { type: string; data: unknown; meta: Record<string, unknown> }[]) => {
    const last = envelopes[envelopes.length - 1];
    const prev = last === undefined ? GENESIS_PREV_HASH : (last.meta.hash as string);
    const version = envelopes.length + 1;
    const key = options.commitKey;
    const sealed =
      key === undefined
        ? sealBatch(gameId, version, prev, events)
        : sealPublicBatch(
            gameId,
            version,
            prev,
            events.map((e, i) => ({
              ...e,
              view: spectatorView(ruleset, { ...e, version: version + i }),
            })),
            key,
          );
    for (const e of sealed) {
      envelopes.push({ gameId, version: envelopes.length + 1, ...e });
    }
  };

  const createdAt = stamp();
  append([
    {
      type: GAME_CREATED,
      data: {
        gameId,
        rulesetId: ruleset.info.id,
        rulesetVersion: ruleset.info.version,
        scenarioId,
        optionalRules,
        setup,
        custom: setup !== null,
        dice: { mode: options.diceMode, commitment: server ? seedCommitment(seed) : null },
        seats: [...sides],
        label: `random game ${options.seed}`,
        tournament: null,
        createdAt,
        ...(options.commitKey !== undefined
          ? {
              commitments: {
                scheme: COMMITMENT_SCHEME,
                keyCommitment: commitKeyCommitment(options.commitKey),
              },
            }
          : {}),
      },
      meta: {
        commandId: uuidOf(`${gameId}/create`),
        commandType: 'CreateGame',
        actor: 'system',
        recordedAt: createdAt,
        rulesetVersion: ruleset.info.version,
      },
    },
  ]);

  let game: GameState = init.game;
  let rolls = 0;
  let commands = 0;
  const play = (command: Command, actor: string): void => {
    const dice = new Recording(
      server ? (index, n) => hmacDie(seed, index, n) : (_index, n) => physical.roll('face', n),
      rolls,
    );
    const decision = playCommand(ruleset, game, command, actor, dice, seedHex);
    if (!decision.ok) {
      throw new Error(
        `refused: ${JSON.stringify(command)} by ${actor}: ${decision.violation.code} ${decision.violation.message}`,
      );
    }
    const base = {
      commandId: uuidOf(`${gameId}/command/${commands}`),
      commandType: command.type,
      actor,
      recordedAt: stamp(),
      rulesetVersion: ruleset.info.version,
    };
    append(
      decision.events.map((event, i) => {
        const { type, data } = storedPartsOf(event);
        return { type, data, meta: i === 0 ? { ...base, command, dice: dice.rolls } : base };
      }),
    );
    for (const e of decision.events) game = evolveGame(ruleset, game, e);
    rolls += dice.rolls.length;
    commands += 1;
  };

  const sideToAct = (): string => {
    const status = ruleset.status(game.rules);
    return status.pendingDecision?.side ?? status.activeSide;
  };
  const other = (side: string): string => sides.find((s) => s !== side) ?? side;

  while (game.session.ended === null && commands < max) {
    const side = sideToAct();
    if (commands === 3 && sides.includes(side)) {
      play({ type: 'OfferDraw' }, side);
      play({ type: 'DeclineDraw' }, other(side));
      continue;
    }
    const actions = ruleset.legalActions(game.rules, sideViewer(side));
    const action = actions[choices.roll('choice', Math.max(actions.length, 1)) - 1];
    if (action === undefined) throw new Error(`no legal action for ${side}`);
    play(action.command, ruleset.actingSide(game.rules, action.command) ?? side);
  }
  if (game.session.ended === null) {
    const side = sideToAct();
    switch (ending) {
      case 'resign':
        play({ type: 'Resign' }, side);
        break;
      case 'draw':
        play({ type: 'OfferDraw' }, side);
        play({ type: 'AcceptDraw' }, other(side));
        break;
      default:
        play(
          {
            type: 'Adjudicate',
            winner: sides[0] ?? null,
            level: 'adjudicated',
            note: `stopped after ${commands} commands`,
          } as Command,
          REFEREE_ACTOR,
        );
    }
  }
  return buildRecord({
    envelopes,
    seed: seedHex,
    commitKey: options.commitKey?.toString('hex') ?? null,
  });
}
