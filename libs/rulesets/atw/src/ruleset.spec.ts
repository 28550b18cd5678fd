import {
  NEW_SESSION,
  REFEREE,
  playCommandFolded,
  seededDice,
  setupStateOrThrow,
  sideViewer,
} from '@pratzen/engine';
import type { AtwCommand } from './commands';
import type { AtwEvent } from './events';
import { atw } from './ruleset';
import type { AtwState } from './state';
import { decodeEventStrict } from './wire';

const play = (s: AtwState, c: AtwCommand): { state: AtwState; events: readonly AtwEvent[] } => {
  const d = atw.decide(s, c, seededDice(1));
  if (!d.ok) throw new Error(d.violation.code);
  return { state: d.events.reduce(atw.evolve, s), events: d.events };
};
const end = (s: AtwState) => play(s, { type: 'EndPhase' }).state;
const start = () => setupStateOrThrow(atw.initialState({ scenarioId: 'sokolnitz' }));

describe('atw ruleset: sequence, wire, actions, view', () => {
  test('atw 10: phases rally, move, shoot, combat; the active side alternates each turn; the game ends after the last', () => {
    let s = start();
    expect(atw.status(s)).toMatchObject({
      turn: 1,
      phase: 'rally',
      activeSide: 'allied',
      over: false,
    });
    s = end(end(end(s)));
    expect(s.phase).toBe('combat');
    s = end(s);
    expect(atw.status(s)).toMatchObject({ turn: 2, phase: 'rally', activeSide: 'french' });
    expect(atw.actingSide(s, { type: 'EndPhase' })).toBe('french');
    for (let i = 0; i < 4 * 9; i += 1) s = end(s);
    expect(s.over).toBe(true);
    expect(s.turn).toBe(10);
    expect(atw.victory(s).result?.winner).toBe('french');
    expect(atw.decide(s, { type: 'EndPhase' }, seededDice(1)).ok).toBe(false);
  });

  test('atw 2: events speak inches and degrees on the wire, integers inside', () => {
    const s = end(start());
    const { events } = play(s, {
      type: 'MoveUnit',
      unitId: 'al-vyborg-1',
      steps: [{ kind: 'forward', distance: 2.5 }],
    });
    const moved = events[0] as Extract<AtwEvent, { type: 'UnitMoved' }>;
    expect([moved.x, moved.y, moved.facing]).toEqual([43.5, 12, 270]);
    expect(moved.width).toBe(3.15);
    expect(decodeEventStrict(moved)).toMatchObject({
      x: 43_500,
      y: 12_000,
      facing: 2700,
      width: 3150,
    });
    const view = atw.view(
      play(s, {
        type: 'MoveUnit',
        unitId: 'al-vyborg-1',
        steps: [{ kind: 'forward', distance: 2.5 }],
      }).state,
      REFEREE,
    ) as {
      units: { id: string; position: { x: number } }[];
    };
    expect(view.units.find((u) => u.id === 'al-vyborg-1')!.position.x).toBe(43.5);
  });

  test('legal actions: the active side gets moves with spaces in the move phase; the passive side nothing; garrisons do not move', () => {
    const s = end(start());
    const allied = atw.legalActions(s, sideViewer('allied'));
    expect(allied.some((a) => a.command.type === 'MoveUnit' && a.space !== undefined)).toBe(true);
    expect(atw.legalActions(s, sideViewer('french'))).toEqual([]);
    const french = end(end(end(end(s))));
    const ids = atw
      .legalActions(french, sideViewer('french'))
      .flatMap((a) => (a.command.type === 'MoveUnit' ? [a.command.unitId] : []));
    expect(ids).toContain('fr-75l-1');
    expect(ids).not.toContain('fr-26le-1');
  });

  test('view and events: nothing is hidden yet, every viewer sees the same', () => {
    const s = start();
    expect(atw.view(s, sideViewer('french'))).toEqual(atw.view(s, sideViewer('allied')));
    const e: AtwEvent = { type: 'TurnsOver', turn: 10 };
    expect(atw.redactEvent(e, sideViewer('french'))).toBe(e);
  });

  test("mapOf gives the game's table in inches", () => {
    const map = atw.mapOf!(start()) as { unit: string; bbox: number[]; features: { id: string }[] };
    expect(map.unit).toBe('inch');
    expect(map.bbox).toEqual([0, 0, 72, 48]);
    expect(map.features.map((f) => f.id)).toContain('goldbach');
  });

  test('10 the last turn over ends the game through the session (no event type of the engine)', () => {
    let rules = setupStateOrThrow(
      atw.initialState({
        scenarioId: 'custom',
        position: {
          firstActive: 'french',
          turns: 1,
          table: { bbox: [0, 0, 72, 48], features: [] },
          units: [],
        },
      }),
    );
    const end = { type: 'EndPhase' } as AtwCommand;
    let events: readonly { type: string }[] = [];
    for (let i = 0; i < 4; i++) {
      const game = { rules, session: NEW_SESSION };
      const played = playCommandFolded(atw, game, end, 'french', seededDice(1), 'seed');
      expect(played.decision.ok).toBe(true);
      if (!played.decision.ok || played.rules === undefined) return;
      events = played.decision.events;
      rules = played.rules;
    }
    // the rules' own TurnsOver, then the session's GameEnded with the scenario's result
    expect(events.map((e) => e.type)).toEqual(['TurnsOver', 'GameEnded']);
    expect(atw.status(rules).over).toBe(true);
  });
});
