import { SPECTATOR } from '@pratzen/engine';
import { a1805 } from './ruleset';
import type { A1805State } from './state';
import { AL_LINE, FR_LINE, at, position } from './testing/positions';

/**
 * Issue #26 item 2: one meaning of "the side to act". The state view's `acting` is the side that
 * must act now — the summary's `activeSide` — not the phasing side (the random games check that
 * they agree before every command: simulation/random-games.spec.ts).
 */
describe('the state view: acting', () => {
  const acting = (s: A1805State): unknown =>
    (a1805.view(s, SPECTATOR) as { acting: unknown }).acting;
  const base = position([at(FR_LINE, 20, 15, 90, 'line'), at(AL_LINE, 21.5, 15, 270, 'line')], {
    phase: 'movement',
    attacker: 'french',
  });

  test('4.6.1: while the defender must answer an attack, the defender acts', () => {
    const s: A1805State = {
      ...base,
      reaction: { side: 'allied', unitId: AL_LINE, against: FR_LINE, options: ['none'] },
    };
    expect(a1805.status(s).activeSide).toBe('allied');
    expect(acting(s)).toBe('allied');
    expect(s.attacker).toBe('french');
  });

  test('4.4, 4.7: the Defender in its fire phases; the Attacker otherwise', () => {
    expect(acting(base)).toBe('french');
    const fire = { ...base, phase: 'defender-musketry' } as const;
    expect(acting(fire)).toBe('allied');
    expect(a1805.status(fire).activeSide).toBe('allied');
  });

  test('16.4.2.3: in the chit deployment, the side deploying', () => {
    const s: A1805State = { ...base, phase: 'chit-deployment', deploying: 'allied' };
    expect(a1805.status(s).activeSide).toBe('allied');
    expect(acting(s)).toBe('allied');
  });

  test('once the game is over, the Attacker (as the summary)', () => {
    const s: A1805State = { ...base, over: true };
    expect(acting(s)).toBe(a1805.status(s).activeSide);
    expect(acting(s)).toBe('french');
  });
});
