import { seededDice, sideViewer } from '@pratzen/engine';
import { GAME_CREATED, type GameCreatedData } from '@pratzen/game';
import { rulesetById } from '@pratzen/rulesets';
import { LoadedGame } from '../../games/repository/loaded-game';

export const spi = rulesetById('spi-1980')!;

/** The side to act in `spiGameAtAlliedChoice`. */
export const SIDE = 'allied';

/**
 * An SPI game `id` with `allied` and `french` greedy bots, past its opening (the French reserve
 * plot and the Allied rally phase each offer one action): played on by the first legal actions
 * to the Allies' first choice of several.
 */
export function spiGameAtAlliedChoice(id = 'g1'): LoadedGame {
  const created: GameCreatedData = {
    gameId: id,
    rulesetId: 'spi-1980',
    rulesetVersion: spi.info.version,
    scenarioId: 'historical',
    optionalRules: [],
    setup: null,
    custom: false,
    dice: { mode: 'server', commitment: 'c' },
    seats: [],
    bots: { allied: 'greedy', french: 'greedy' },
    label: null,
    tournament: null,
    createdAt: '2025-01-01T00:00:00.000Z',
  };
  const record = LoadedGame.start(
    {
      streamId: `game-${id}`,
      version: 1,
      position: 1,
      type: GAME_CREATED,
      data: created,
      meta: {},
      recordedAt: created.createdAt,
    },
    spi,
  );
  for (let i = 0; i < 10; i++) {
    const status = spi.status(record.state);
    const side = status.pendingDecision?.side ?? status.activeSide;
    const actions = spi.legalActions(record.state, sideViewer(side));
    if (side === SIDE && actions.length > 1) return record;
    const decided = spi.decide(record.state, actions[0]!.command, seededDice(1));
    if (!decided.ok) throw new Error('refused');
    record.state = decided.events.reduce((s, e) => spi.evolve(s, e), record.state);
    record.version += 1;
  }
  throw new Error('no choice for the Allies');
}
