import { given } from '@pratzen/engine/testing';
import { sideViewer } from '@pratzen/engine';
import { dg2006 } from '../ruleset';
import { at } from '../testing/positions';
import { initialState } from '../setup';
import { decide } from '../decide';
import { evolve } from '../evolve';
import type { DgState } from '../state';

const historical = (): DgState => {
  const r = initialState({ scenarioId: 'historical' });
  if (!r.ok) throw new Error('set-up');
  return r.state;
};

describe('4.0 sequence of play', () => {
  test('4.1: Allied movement, Allied combat, French movement, French combat, then the next game-turn', () => {
    let s = at(3, 'movement', 'allied', { 'fr-morand': '0505', 'al-dokhturov-1': '2005' });
    const seen: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      seen.push(`${s.turn} ${s.side} ${s.phase}`);
      const d = decide(s, { type: 'EndPhase' });
      if (!d.ok) throw new Error(d.violation.message);
      s = d.events.reduce(evolve, s);
    }
    seen.push(`${s.turn} ${s.side} ${s.phase}`);
    expect(seen).toEqual([
      '3 allied movement',
      '3 allied combat',
      '3 french movement',
      '3 french combat',
      '4 allied movement',
    ]);
  });

  test('4.0: the game is thirteen game-turns long; it ends after the thirteenth French Combat Phase', () => {
    const s = at(13, 'combat', 'french', { 'fr-morand': '0505', 'al-dokhturov-1': '2005' });
    given(dg2006, s)
      .when({ type: 'EndPhase' })
      .then([{ type: 'PhaseEnded', next: null }, { type: 'TurnLimitReached' }]);
    const twelve = at(12, 'combat', 'french', { 'fr-morand': '0505', 'al-dokhturov-1': '2005' });
    given(dg2006, twelve)
      .when({ type: 'EndPhase' })
      .then([{ type: 'PhaseEnded', next: { turn: 13, side: 'allied', phase: 'movement' } }]);
  });

  test('4.0: no action out of sequence — no attack in a Movement Phase, no move in a Combat Phase', () => {
    const move = at(1, 'movement', 'french', { 'fr-morand': '1905', 'al-dokhturov-1': '2005' });
    given(dg2006, move)
      .when({ type: 'Attack', attackers: ['fr-morand'], defenders: ['al-dokhturov-1'] }, [3])
      .thenViolates('NOT_COMBAT_PHASE', '5.0 B');
    const combat = at(1, 'combat', 'french', { 'fr-morand': '0505', 'al-dokhturov-1': '2005' });
    given(dg2006, combat)
      .when({ type: 'MoveUnit', unitId: 'fr-morand', path: ['0605'] })
      .thenViolates('NOT_MOVEMENT_PHASE', '5.0 B');
  });

  test('5.0 A: no enemy movement during friendly movement; only the phasing side may act', () => {
    const s = at(1, 'movement', 'french', { 'fr-morand': '0505', 'al-dokhturov-1': '2005' });
    given(dg2006, s)
      .when({ type: 'MoveUnit', unitId: 'al-dokhturov-1', path: ['1905'] })
      .thenViolates('NOT_YOUR_UNIT', '5.0 A');
    expect(dg2006.legalActions(s, sideViewer('allied'))).toEqual([]);
    expect(dg2006.actingSide(s, { type: 'EndPhase' })).toBe('french');
  });

  test('the historical game starts with the Allied Movement Phase of game-turn 1', () => {
    expect(dg2006.status(historical())).toEqual({
      turn: 1,
      phase: 'movement',
      activeSide: 'allied',
      pendingDecision: null,
      over: false,
    });
  });

  test('a finished game refuses every command', () => {
    const s = { ...historical(), over: true };
    given(dg2006, s).when({ type: 'EndPhase' }).thenViolates('GAME_OVER');
  });

  test('decide never throws for malformed input', () => {
    const s = historical();
    const bad = [
      { type: 'MoveUnit' },
      { type: 'MoveUnit', unitId: 3, path: 'x' },
      { type: 'Attack', attackers: null },
      { type: 'Nope' },
      { type: 'RetreatUnit', unitId: 'x', hex: '0101' },
    ];
    for (const c of bad) expect(decide(s, c as never).ok).toBe(false);
  });
});
