import { given } from '@pratzen/engine/testing';
import type { A1805Command } from '../commands';
import type { A1805Event } from '../events';
import { a1805 } from '../ruleset';
import type { A1805State } from '../state';
import { AL_LINE, FR_LINE, FR_LINE_2, at, position } from '../testing/positions';
import { musketryRating } from './musketry';

const FR_LINE_3 = 'fr-iv-vandamme-3';
const close = (unitId: string): A1805Command => ({
  type: 'MoveUnit',
  unitId,
  steps: [{ kind: 'close', unitId: AL_LINE }],
});
const fired = (events: readonly A1805Event[]) => events.find((e) => e.type === 'MusketryFired');
const rating = (s: A1805State, id: string) =>
  musketryRating(
    s.units.find((u) => u.id === id)!,
    s.units.find((u) => u.id === AL_LINE)!,
  );

/** The French close on AL_LINE with `attackers`, then their Musketry Fire Phase comes. */
function beforeAssault(units: Parameters<typeof position>[0], attackers: string[]): A1805State {
  let s = position([...units, at(AL_LINE, 36, 7.5, 180, 'line')]);
  for (const a of attackers) s = given(a1805, s).when(close(a)).after;
  return { ...s, phase: 'attacker-musketry' };
}

describe('10.4.3.1, 10.4.3.4 fire before the assault', () => {
  test('10.4.3.1 a friend in the same formation on the attacker’s flank, facing the defender within range, adds 1 (not its rating)', () => {
    const s = beforeAssault(
      [
        at(FR_LINE, 36, 6, 0, 'line'),
        at(FR_LINE_2, 37.05, 7.45, 0, 'line'),
        // a column on the other flank: another formation, no support
        at(FR_LINE_3, 34.75, 7.2, 0, 'column'),
      ],
      [FR_LINE],
    );
    const w = given(a1805, s).when(
      { type: 'Musketry', unitIds: [FR_LINE], targetId: AL_LINE },
      [1, 1, 1],
    );
    expect(fired(w.events)).toMatchObject({
      unitIds: [FR_LINE],
      rating: rating(s, FR_LINE) + 1,
      supporters: [FR_LINE_2],
    });
  });

  test('10.4.3.4 two attackers each covering half the defender add both ratings; one touching a corner only supports', () => {
    const halves = beforeAssault(
      [at(FR_LINE, 35.5, 6, 0, 'line'), at(FR_LINE_2, 36.5, 6, 0, 'line')],
      [FR_LINE, FR_LINE_2],
    );
    const both = given(a1805, halves).when(
      { type: 'Musketry', unitIds: [FR_LINE, FR_LINE_2], targetId: AL_LINE },
      [1, 1, 1],
    );
    expect(fired(both.events)).toMatchObject({
      rating: rating(halves, FR_LINE) + rating(halves, FR_LINE_2),
    });
    const corner = beforeAssault(
      [at(FR_LINE, 35.1, 6, 0, 'line'), at(FR_LINE_2, 36.5, 6, 0, 'line')],
      [FR_LINE, FR_LINE_2],
    );
    given(a1805, corner)
      .when({ type: 'Musketry', unitIds: [FR_LINE, FR_LINE_2], targetId: AL_LINE })
      .thenViolates('NOT_PROPORTIONAL', '10.4.3.4');
    const lead = given(a1805, corner).when(
      { type: 'Musketry', unitIds: [FR_LINE_2], targetId: AL_LINE },
      [1, 1, 1],
    );
    expect(fired(lead.events)).toMatchObject({
      rating: rating(corner, FR_LINE_2) + 1,
      supporters: [FR_LINE],
    });
  });
});
