import { given } from '@pratzen/engine/testing';
import { SPECTATOR, sideViewer } from '@pratzen/engine';
import { BOARD } from '../data/board';
import { COUNTERS } from '../data/counters';
import type { SpiEvent } from '../events';
import { spi1980 } from '../ruleset';
import { initialState, positionState } from '../setup';
import type { SpiState } from '../state';
import { nextPhase } from './phase-order';
import { defaultReserveDeployment } from './reserve';

const opening = (): SpiState => {
  const r = initialState({ scenarioId: 'historical' });
  if (!r.ok) throw new Error('no opening');
  return r.state;
};

/** A clear hex none of whose neighbours is town/woods/fortified/lake, far from the map edge. */
const openHex = (skip: readonly string[] = []): string => {
  const h = BOARD.labels.find(
    (l) =>
      !skip.includes(l) &&
      BOARD.terrain.get(l) === 'clear' &&
      (BOARD.neighbors.get(l) ?? []).length === 6 &&
      (BOARD.neighbors.get(l) ?? []).every(
        (n) => BOARD.terrain.get(n) === 'clear' && !skip.includes(n),
      ),
  );
  if (h === undefined) throw new Error('no open hex on the map');
  return h;
};

const inf = (side: 'french' | 'allied', skip: readonly string[] = []) =>
  COUNTERS.filter((c) => c.side === side && c.type === 'infantry' && !skip.includes(c.id));

describe('3.0 sequence of play', () => {
  test('3.0 Allied Rally, Movement, Combat, then French; 11 Game-Turns', () => {
    const seen: string[] = [];
    let p: ReturnType<typeof nextPhase> = { turn: 1, side: 'allied', phase: 'rally' };
    while (p !== null) {
      seen.push(`${p.turn}${p.side[0]}${p.phase[0]}`);
      p = nextPhase(p);
    }
    expect(seen.slice(0, 7)).toEqual(['1ar', '1am', '1ac', '1fr', '1fm', '1fc', '2ar']);
    expect(seen).toHaveLength(11 * 6);
    expect(seen[seen.length - 1]).toBe('11fc');
  });

  test('3.0 ending the French Combat Phase of Game-Turn 11 ends the game with a result', () => {
    // The French have eliminated 60 Allied CSP: a decisive French victory on points (14.1).
    const s = {
      ...positionState({ turn: 11, phase: 'combat', activeSide: 'french', units: [] }),
      cspLost: { allied: 60, french: 0 },
    };
    const w = given(spi1980, s).when({ type: 'EndPhase' });
    const events = w.then((es) =>
      expect(es.map((e) => e.type)).toEqual(['PhaseEnded', 'TurnLimitReached']),
    );
    expect(w.after.over).toBe(true);
    expect(spi1980.victory(w.after).result).not.toBeNull();
    expect(events[1]).toMatchObject({
      type: 'TurnLimitReached',
      result: spi1980.victory(w.after).result,
    });
    expect(events[0]).toMatchObject({ next: null });
    expect(spi1980.victory(w.after).result).toMatchObject({ winner: 'french', level: 'decisive' });
    given(spi1980, w.after).when({ type: 'EndPhase' }).thenViolates('GAME_OVER', '3.0');
  });

  test('3.0 EndPhase moves to the next phase', () => {
    const s = positionState({ turn: 3, phase: 'movement', activeSide: 'allied', units: [] });
    const w = given(spi1980, s).when({ type: 'EndPhase' });
    w.then([
      {
        type: 'PhaseEnded',
        turn: 3,
        side: 'allied',
        phase: 'movement',
        next: { turn: 3, side: 'allied', phase: 'combat' },
      },
    ]);
    expect(w.after.phase).toBe('combat');
  });
});

describe('12.0 French reserve deployment', () => {
  test('12.0 the game opens waiting for the French written deployment; the Allies cannot go on', () => {
    const s = opening();
    expect(spi1980.status(s).pendingDecision).toMatchObject({
      type: 'PlotReserveDeployment',
      side: 'french',
      rule: '12.0',
    });
    given(spi1980, s).when({ type: 'EndPhase' }).thenViolates('DECISION_PENDING', '12.0');
    expect(spi1980.actingSide(s, { type: 'EndPhase' })).toBe('french');
  });

  test('12.0 the 13 reserve units are off the map until revealed', () => {
    const reserve = opening().units.filter((u) => u.location === 'reserve');
    expect(reserve).toHaveLength(13);
    expect(reserve.every((u) => u.hex === null)).toBe(true);
  });

  test('12.0 hexes must lie north of the Reserve Deployment Line', () => {
    const s = opening();
    const deployments = defaultReserveDeployment(s);
    const outside = BOARD.labels.find(
      (l) => !BOARD.reserveZone.has(l) && BOARD.terrain.get(l) === 'clear',
    ) as string;
    const bad = deployments.map((d, i) => (i === 0 ? { ...d, hex: outside } : d));
    given(spi1980, s)
      .when({ type: 'PlotReserveDeployment', deployments: bad })
      .thenViolates('OUTSIDE_RESERVE_ZONE', '12.0');
    given(spi1980, s)
      .when({ type: 'PlotReserveDeployment', deployments: deployments.slice(1) })
      .thenViolates('RESERVE_UNITS_MISMATCH', '12.0');
  });

  test('12.0 a stack of written units may not exceed 10 CSP (4.4)', () => {
    const s = opening();
    const deployments = defaultReserveDeployment(s);
    const hex = deployments[0]?.hex as string;
    given(spi1980, s)
      .when({ type: 'PlotReserveDeployment', deployments: deployments.map((d) => ({ ...d, hex })) })
      .thenViolates('OVERSTACKED', '4.4');
  });

  test('12.0 the deployment is hidden from the Allies and spectators, revealed at the end of the first Allied Movement Phase', () => {
    const s = opening();
    const deployments = defaultReserveDeployment(s);
    expect(deployments).toHaveLength(13);
    const plotted = given(spi1980, s).when({ type: 'PlotReserveDeployment', deployments });
    const [event] = plotted.then([{ type: 'ReserveDeploymentPlotted' }]);
    const after = plotted.after;
    expect(after.pending).toBeNull();
    expect(spi1980.redactEvent(event as SpiEvent, sideViewer('allied'))).toMatchObject({
      deployments: [],
      redacted: true,
    });
    expect(spi1980.redactEvent(event as SpiEvent, SPECTATOR)).toMatchObject({ deployments: [] });
    expect(spi1980.redactEvent(event as SpiEvent, sideViewer('french'))).toEqual(event);
    expect(JSON.stringify(spi1980.view(after, sideViewer('allied')))).not.toContain(
      deployments[0]?.hex,
    );
    expect(spi1980.view(after, sideViewer('french'))).toMatchObject({ reserve: { deployments } });
    // Allied Rally → Movement → end of Movement: revealed.
    const rally = given(spi1980, after).when({ type: 'EndPhase' });
    const move = given(spi1980, rally.after).when({ type: 'EndPhase' });
    move.then((es) => expect(es.map((e) => e.type)).toContain('ReserveDeploymentRevealed'));
    const revealed = move.after;
    for (const d of deployments) {
      expect(revealed.units.find((u) => u.id === d.unitId)).toMatchObject({
        location: 'map',
        hex: d.hex,
      });
    }
    expect(spi1980.view(revealed, sideViewer('allied'))).toMatchObject({
      reserve: { revealed: true, deployments },
    });
  });
});

describe('9.0 reinforcements', () => {
  /** The end of an Allied Combat Phase with the III Corps still waiting off the map. */
  const endOfAlliedTurn = (turn: number): SpiState => {
    const s = positionState({ turn, phase: 'combat', activeSide: 'allied', units: [] });
    const awaiting = new Set(
      COUNTERS.filter((c) => c.setup.kind === 'reinforcement').map((c) => c.id),
    );
    return {
      ...s,
      units: s.units.map((u, i) =>
        awaiting.has(u.id) ? { ...u, location: 'awaiting', strength: COUNTERS[i]!.strength } : u,
      ),
    };
  };

  test.each([
    [2, 3, true],
    [2, 4, false],
    [3, 4, true],
    [3, 5, false],
    [5, 6, true],
  ])(
    '9.0 on Game-Turn %i a roll of %i minus the turn makes them available: %s',
    (turn, die, available) => {
      const w = given(spi1980, endOfAlliedTurn(turn)).when({ type: 'EndPhase' }, [die]);
      w.then((es) =>
        expect(es).toContainEqual({
          type: 'ReinforcementsChecked',
          turn,
          die,
          modified: die - turn,
          available,
        }),
      );
      expect(w.after.reinforcementsAvailable).toBe(available);
    },
  );

  test('9.0 no roll on Game-Turn 1, nor once they have arrived', () => {
    given(spi1980, endOfAlliedTurn(1))
      .when({ type: 'EndPhase' })
      .then((es) => expect(es.map((e) => e.type)).not.toContain('ReinforcementsChecked'));
    given(spi1980, { ...endOfAlliedTurn(4), reinforcementsAvailable: true })
      .when({ type: 'EndPhase' })
      .then((es) => expect(es.map((e) => e.type)).not.toContain('ReinforcementsChecked'));
  });
});

describe('4.9 disruption spreads in a stack', () => {
  test('4.9 undisrupted units in a hex with a disrupted unit at the end of a phase become disrupted', () => {
    const hex = openHex();
    const [a, b] = inf('french');
    const s = positionState({
      turn: 4,
      phase: 'rally',
      activeSide: 'allied',
      units: [
        { unitId: a!.id, hex, strength: 3, disrupted: true },
        { unitId: b!.id, hex, strength: 3 },
      ],
    });
    const w = given(spi1980, s).when({ type: 'EndPhase' });
    w.then((es) => expect(es[0]).toEqual({ type: 'UnitDisrupted', unitId: b!.id, rule: '4.9' }));
    expect(w.after.units.find((u) => u.id === b!.id)?.disrupted).toBe(true);
  });
});
