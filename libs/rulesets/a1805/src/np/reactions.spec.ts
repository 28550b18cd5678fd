import type { PendingReaction } from '../state';
import type { Side } from '../vocabulary';
import { AL_ART, AL_LINE, AL_LINE_2, FR_LINE, at, position } from '../testing/positions';
import { npChoice } from './np-testing';

const AL_CAV = 'al-col-v-uvarov';

/** A position in the Movement Phase of `attacker`, the game waiting on `ask`. */
const waiting = (
  placements: Parameters<typeof position>[0],
  attacker: Side,
  ask: PendingReaction,
  morale: Parameters<typeof position>[1] = {},
) => ({ ...position(placements, { phase: 'movement', attacker, ...morale }), reaction: ask });

describe('a1805-np reactions (24.5.10–24.5.19)', () => {
  const charged = waiting(
    [at(AL_LINE, 36, 6, 0, 'line'), at('fr-res-cav-1', 36, 8.5, 180, 'line')],
    'french',
    { side: 'allied', unitId: AL_LINE, against: 'fr-res-cav-1', options: ['hasty-square', 'none'] },
  );

  it.each([
    [1, 'none'],
    [2, 'none'],
    [3, 'hasty-square'],
    [6, 'hasty-square'],
  ])('24.5.10 the hasty-square roll: die %i → %s', (die, reaction) => {
    const c = npChoice(charged, 'allied', [die]);
    expect(c.command).toMatchObject({ type: 'React', unitId: AL_LINE, reaction });
    expect(c.reason).toContain(`24.5.10 die ${die}`);
  });

  const metSquare = waiting(
    [at(AL_LINE, 36, 6, 0, 'square'), at(AL_CAV, 36, 6.8, 180, 'line')],
    'allied',
    { side: 'allied', unitId: AL_CAV, against: AL_LINE, options: ['press', 'stop'], left: 2000 },
  );

  it.each([
    [1, 'press', 'attacks the square'],
    [2, 'stop', 'stops'],
    [3, 'stop', 'stops'],
    [4, 'press', 'rides through'],
    [6, 'press', 'rides through'],
  ])('24.5.16 the square-charge roll: die %i → %s', (die, reaction, what) => {
    const c = npChoice(metSquare, 'allied', [die]);
    expect(c.command).toMatchObject({ type: 'React', unitId: AL_CAV, reaction });
    expect(c.reason).toContain(`24.5.16 die ${die}: ${what}`);
  });

  // French infantry facing north at (36, 6) attacks Allied cavalry facing it, 1.5 UM north
  const cavAttacked = (extra: Parameters<typeof position>[0] = []) =>
    waiting([at(FR_LINE, 36, 6, 0, 'line'), at(AL_CAV, 36, 7.5, 180, 'line'), ...extra], 'french', {
      side: 'allied',
      unitId: AL_CAV,
      against: FR_LINE,
      options: ['withdraw', 'none'],
    });

  it('24.5.11 cavalry attacked by infantry retires, facing the enemy, as far as it may', () => {
    const c = npChoice(cavAttacked(), 'allied');
    expect(c.command).toMatchObject({
      type: 'React',
      unitId: AL_CAV,
      reaction: 'withdraw',
      distance: 2,
    });
    expect((c.command as { back?: boolean }).back).toBeUndefined();
    expect(c.reason).toContain('24.5.11');
  });

  it('24.5.11 it stays when it would run into friendly infantry behind it', () => {
    const c = npChoice(cavAttacked([at(AL_LINE_2, 36, 9.2, 180, 'line')]), 'allied');
    expect(c.command).toMatchObject({ type: 'React', unitId: AL_CAV, reaction: 'none' });
    expect(c.reason).toContain(`24.5.11 it would run into ${AL_LINE_2}`);
  });

  it('24.5.12 a friendly battery behind does not stop it (artillery and HQs are passed through)', () => {
    const c = npChoice(cavAttacked([at(AL_ART, 36.8, 9, 180, 'unlimbered')]), 'allied');
    expect(c.command).toMatchObject({ reaction: 'withdraw' });
  });

  const battery = waiting(
    [
      at(AL_ART, 36, 6, 0, 'unlimbered'),
      at(AL_LINE, 37.6, 6, 0, 'square'),
      at(FR_LINE, 36, 7.5, 180, 'column'),
    ],
    'french',
    { side: 'allied', unitId: AL_ART, against: FR_LINE, options: ['shelter', 'none'] },
  );

  it.each([
    [4, 'none', 'the battery fires'],
    [5, 'shelter', 'the crew makes for the square'],
  ])('24.5.19 a battery with a square near: die %i → %s', (die, reaction, what) => {
    const c = npChoice(battery, 'allied', [die]);
    expect(c.command).toMatchObject({ type: 'React', unitId: AL_ART, reaction });
    expect(c.reason).toBe(`24.5.19 die ${die}: ${what}`);
  });
});
