import { type LegalAction, SPECTATOR, seededDice, sideViewer } from '@pratzen/engine';
import { encodeCompactMoves } from '@pratzen/rulesets/hex-kit';
import { expectCompactRoundTrip } from '@pratzen/rulesets/hex-kit/testing';
import type { DgCommand } from './commands';
import { dg2006 } from './ruleset';
import type { DgState } from './state';

const actingSide = (state: DgState): string => {
  const s = dg2006.status(state);
  return s.pendingDecision?.side ?? s.activeSide;
};

describe('compact legal moves of DG 2006', () => {
  const setup = dg2006.initialState({ scenarioId: 'historical' });
  if (!setup.ok) throw new Error('no set-up');

  it('at the opening: every path rebuilt, every command given back', () => {
    const verbose = dg2006.legalActions(setup.state, sideViewer(actingSide(setup.state)));
    expect(verbose.filter((a) => a.command.type === 'MoveUnit').length).toBeGreaterThan(500);
    expectCompactRoundTrip(verbose);
  });

  it('in a played position with ways off the map (14.2) and reinforcements', () => {
    // A seeded game: a move now and then, else EndPhase, until a side may leave the map.
    let state = setup.state;
    const dice = seededDice(7);
    let checked = 0;
    for (let i = 0; i < 40 && checked < 3; i++) {
      const side = actingSide(state);
      const verbose = dg2006.legalActions(
        state,
        sideViewer(side),
      ) as readonly LegalAction<DgCommand>[];
      const moves = verbose.filter((a) => a.command.type === 'MoveUnit');
      if (moves.some((a) => a['exitMap'] === true)) {
        expectCompactRoundTrip(verbose);
        const compact = encodeCompactMoves(verbose);
        expect(Object.values(compact.units).some((u) => u.exits !== undefined)).toBe(true);
        // The side not to act and a spectator: what their verbose lists hold, nothing more.
        for (const viewer of [sideViewer(side === 'french' ? 'allied' : 'french'), SPECTATOR]) {
          const theirs = dg2006.legalActions(state, viewer) as readonly LegalAction[];
          expect(encodeCompactMoves(theirs).units).toEqual({});
        }
        checked++;
      }
      const pick =
        moves.length > 0 && i % 3 !== 0
          ? moves[(i * 7) % moves.length]
          : (verbose.find((a) => a.command.type === 'EndPhase') ?? verbose[0]);
      const d = dg2006.decide(state, pick?.command as DgCommand, dice);
      if (!d.ok) throw new Error(`${JSON.stringify(pick?.command)}: ${d.violation.code}`);
      state = d.events.reduce(dg2006.evolve, state);
    }
    expect(checked).toBe(3);
  });
});
