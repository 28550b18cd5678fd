import { setupStateOrThrow } from '@pratzen/engine';
import { atw } from '../ruleset';
import type { Placement } from '../setup';
import type { AtwState } from '../state';

/**
 * A start for the random-game property that brings units into contact (issue #29): two small
 * armies of every arm face each other 12" apart (front edge to front edge) on a bare 72" × 48"
 * table, for 6 turns. From Sokolnitz the random players seldom meet (1 `FightCombats` in 20
 * games); here columns and cavalry reach the enemy in the first move phase, so attack moves (14),
 * reactions (10-2b, 12.16, 13.2), close combat (17), retreats (15) and rallies (11) are played.
 * The optional `pinning` (12.3), `elbow-room` (12.9), `cavalry-reinforcing` (17.8: the French
 * cavalry is a one-rank line with a column behind it) and `cavalry-breakthrough` (17.9) are
 * declared. A test position, not a
 * scenario: the units are generic (no order of battle).
 */
/** The rows (y, inches) of each side's units: columns face skirmishers, cavalry faces infantry. */
const ROWS = {
  french: { col: 8, line: 18, lt: 29, cav: 38, col2: 44 },
  allied: { lt: 7, line: 18, col: 29, col2: 38, cav: 44 },
} as const;

const side = (
  s: 'french' | 'allied',
  x: number,
  facing: number,
  grade: string,
): readonly Placement[] => {
  const p = s === 'french' ? 'fr' : 'al';
  const back = s === 'french' ? -1 : 1;
  const y = ROWS[s];
  const common = { side: s, facing };
  return [
    {
      ...common,
      id: `${p}-col`,
      type: 'line-infantry',
      grade,
      figures: 24,
      formation: 'column',
      files: 4,
      x,
      y: y.col,
    },
    {
      ...common,
      id: `${p}-line`,
      type: 'line-infantry',
      grade: 'C',
      figures: 24,
      formation: 'line',
      files: 12,
      x,
      y: y.line,
    },
    {
      ...common,
      id: `${p}-lt`,
      type: 'light-infantry',
      grade,
      figures: 10,
      formation: 'skirmish',
      files: 10,
      x,
      y: y.lt,
    },
    // the French cavalry: a line one rank deep (17.8: it may be reinforced) and a column behind it
    {
      ...common,
      id: `${p}-cav`,
      type: s === 'french' ? 'medium-cavalry' : 'light-cavalry',
      grade,
      ...(s === 'french'
        ? { figures: 8, formation: 'line', files: 8 }
        : { figures: 12, formation: 'column', files: 4 }),
      x: s === 'french' ? x : x + 6,
      y: y.cav,
    },
    ...(s === 'french'
      ? [
          {
            ...common,
            id: `${p}-cav2`,
            type: 'medium-cavalry',
            grade,
            figures: 12,
            formation: 'column',
            files: 4,
            x: x - 6,
            y: y.cav,
          },
        ]
      : []),
    {
      ...common,
      id: `${p}-col2`,
      type: 'line-infantry',
      grade: 'D',
      figures: 24,
      formation: 'column',
      files: 4,
      x: s === 'french' ? x - 6 : x,
      y: y.col2,
    },
    {
      ...common,
      id: `${p}-guns`,
      type: 'medium-artillery',
      grade: 'C',
      gunModels: 2,
      formation: 'unlimbered',
      x: x + back * 10,
      y: 24,
    },
  ] as readonly Placement[];
};

/** The close-quarters start as set up (turn 1, rally phase; the French active first). */
export const closeQuarters = (): AtwState =>
  setupStateOrThrow(
    atw.initialState({
      scenarioId: 'custom',
      // 12.3, 12.9: the optional movement rules played here; 17.8, 17.9 the cavalry's
      optionalRules: ['pinning', 'elbow-room', 'cavalry-reinforcing', 'cavalry-breakthrough'],
      position: {
        units: [...side('french', 30, 90, 'B'), ...side('allied', 42, 270, 'C')],
        table: { bbox: [0, 0, 72, 48], features: [] },
        firstActive: 'french',
        turns: 6,
      },
    }),
  );

/**
 * The sampling bias of the close-quarters games: when an attack move (a `MoveUnit` whose step is
 * `contact`, 14) is among the legal actions, the random player is offered only the attacks (and
 * ending the phase), so units that can reach an enemy mostly do. Everything offered is still the
 * ruleset's own legal actions, checked against `decide` as usual.
 */
export const attackBiased = (r: typeof atw): typeof atw => ({
  ...r,
  legalActions: (state, viewer) => {
    const all = r.legalActions(state, viewer);
    const attacks = all.filter(
      (a) => a.command.type === 'MoveUnit' && a.command.steps[0]?.kind === 'contact',
    );
    return attacks.length === 0
      ? all
      : [...attacks, ...all.filter((a) => a.command.type === 'EndPhase')];
  },
});
