import { given } from '@pratzen/engine/testing';
import { a1805 } from '../ruleset';
import {
  AL_ART,
  AL_LINE,
  AL_LINE_2,
  FR_FOOT_ART,
  FR_LINE,
  FR_LINE_2,
  at,
  position,
} from '../testing/positions';
import type { A1805State } from '../state';

const ruler = (s: A1805State, from: string, to: string) =>
  a1805.measure!(s, { kind: 'referee' }, { from, to }) as unknown as {
    lineOfSight: { clear: boolean; blockedBy?: { kind: string; id: string } };
    sightRule?: string;
    distance: number;
    gap: number;
    inArc: boolean;
    ranges: string[];
    levels: { from: number; to: number };
  };

describe('8 line of sight', () => {
  test('8.2 traced centre to centre: the ruler gives that distance and the gap between blocks', () => {
    const s = position([at(FR_LINE, 36, 6, 0, 'line'), at(AL_LINE, 36, 6.9, 180, 'line')]);
    const m = ruler(s, FR_LINE, AL_LINE);
    expect(m.distance).toBe(1.3); // centres 0.2 behind each front
    expect(m.gap).toBe(0.9);
    expect(m.lineOfSight.clear).toBe(true);
    expect(m.ranges).toEqual(['command']);
  });

  test('8.3 woods block sight; 10.1 musketry range is ½ UM between blocks', () => {
    const s = position([at(FR_LINE, 32.6, 14.8, 90, 'line'), at(AL_LINE, 37.4, 14.8, 270, 'line')]);
    const m = ruler(s, FR_LINE, AL_LINE);
    expect(m.lineOfSight).toEqual({
      clear: false,
      blockedBy: expect.objectContaining({ kind: 'feature', id: 'woods-east' }),
    });
    expect(m.sightRule).toBe('8.3');
    const close = position([at(FR_LINE, 36, 6, 0, 'line'), at(AL_LINE, 36, 6.5, 180, 'line')]);
    expect(ruler(close, FR_LINE, AL_LINE).ranges).toEqual(['musketry', 'command']);
  });

  test('8.3 a unit on the border of a wood is seen from outside that border, not through the wood', () => {
    // the Allied line straddles the wood's east edge (x ≈ 35.8 at y 14.8)
    const s = position([
      at(FR_LINE, 32.6, 14.8, 90, 'line'),
      at(AL_LINE, 35.5, 14.8, 270, 'line'),
      at(FR_LINE_2, 37.6, 14.8, 270, 'line'),
    ]);
    expect(ruler(s, FR_LINE_2, AL_LINE).lineOfSight.clear).toBe(true);
    expect(ruler(s, FR_LINE, AL_LINE).lineOfSight.clear).toBe(false);
  });

  test('8.8 units in line or square block sight; columns and artillery do not', () => {
    const between = (id: string, formation: Parameters<typeof at>[4]) =>
      position([
        at(FR_LINE, 36, 4, 0, 'line'),
        at(id, 36, 6, 0, formation),
        at(AL_LINE, 36, 8, 180, 'line'),
      ]);
    expect(ruler(between(AL_LINE_2, 'line'), FR_LINE, AL_LINE)).toMatchObject({
      lineOfSight: { clear: false, blockedBy: { kind: 'unit', id: AL_LINE_2 } },
      sightRule: '8.8',
    });
    expect(ruler(between(FR_LINE_2, 'square'), FR_LINE, AL_LINE).lineOfSight.clear).toBe(false);
    expect(ruler(between(FR_LINE_2, 'column'), FR_LINE, AL_LINE).lineOfSight.clear).toBe(true);
    expect(ruler(between(AL_ART, 'unlimbered'), FR_LINE, AL_LINE).lineOfSight.clear).toBe(true);
  });

  test('8.8 artillery on higher ground fires over a friendly unit 1 UM or more from the target', () => {
    // the battery on the plateau's east edge (level 1); the friend and the target below it
    const over = (friendX: number) =>
      position([
        at(FR_FOOT_ART, 31, 11, 90, 'unlimbered'),
        at(FR_LINE_2, friendX, 11, 90, 'line'),
        at(AL_LINE, 37, 11, 270, 'line'),
      ]);
    expect(ruler(over(34.5), FR_FOOT_ART, AL_LINE).lineOfSight.clear).toBe(true);
    expect(ruler(over(36.6), FR_FOOT_ART, AL_LINE).lineOfSight).toMatchObject({
      clear: false,
      blockedBy: { id: FR_LINE_2 },
    });
    // infantry does not fire over its friends
    const inf = position([
      at(FR_LINE, 31, 11, 90, 'line'),
      at(FR_LINE_2, 34.5, 11, 90, 'line'),
      at(AL_LINE, 37, 11, 270, 'line'),
    ]);
    expect(ruler(inf, FR_LINE, AL_LINE).lineOfSight.clear).toBe(false);
  });

  test('8.8, 9.4 the ruler and the fire check agree: no fire over a friend 0.9 UM from the target, though a corner of the target lies 1 UM or more beyond it; fire at 1 UM', () => {
    // the battery on the plateau (level 1); below it a friendly line right in front of the
    // target: centres 0.9 UM apart (the target's far corners 1.2 UM from the friend's centre)
    const over = (friendFront: number) =>
      position(
        [
          at(FR_FOOT_ART, 31.5, 11, 90, 'unlimbered'),
          at(FR_LINE_2, friendFront, 11, 90, 'line'),
          at(AL_LINE, 37, 11, 270, 'line'),
        ],
        { phase: 'artillery-preparation-fire', attacker: 'french' },
      );
    const fire = {
      type: 'FireArtillery',
      unitIds: [FR_FOOT_ART],
      targetId: AL_LINE,
      ammunition: 'round-shot',
    } as const;
    const near = over(36.5);
    expect(ruler(near, FR_FOOT_ART, AL_LINE).distance).toBe(5.85); // gun to target, centre to centre
    expect(ruler(near, FR_LINE_2, AL_LINE).distance).toBe(0.9);
    expect(ruler(near, FR_FOOT_ART, AL_LINE)).toMatchObject({
      lineOfSight: { clear: false, blockedBy: { kind: 'unit', id: FR_LINE_2 } },
      sightRule: '8.8',
    });
    given(a1805, near).when(fire, [6, 1]).thenViolates('NO_LINE_OF_SIGHT', '8.8');
    const far = over(36.4);
    expect(ruler(far, FR_LINE_2, AL_LINE).distance).toBe(1);
    expect(ruler(far, FR_FOOT_ART, AL_LINE).lineOfSight.clear).toBe(true);
    given(a1805, far)
      .when(fire, [6, 1])
      .then([{ type: 'ArtilleryFired', result: 'hit' }, { type: 'FireResolved' }]);
  });

  test('8.4, 8.6 a hill higher than both ends blocks sight', () => {
    const s = position([at(FR_LINE, 16.3, 12, 90, 'line'), at(AL_LINE, 33.5, 12, 270, 'line')]);
    const m = ruler(s, FR_LINE, AL_LINE);
    expect(m.levels).toEqual({ from: 0, to: 0 });
    expect(m.lineOfSight).toMatchObject({ clear: false, blockedBy: { id: 'pratzen-plateau' } });
    expect(m.sightRule).toBe('8.6');
  });

  test('8.6 from the foot of a hill, sight stops at its crestline', () => {
    // the Allied line 1.5 UM inside the plateau's east crest; the French below, outside it
    const s = position([at(FR_LINE, 34, 11, 270, 'line'), at(AL_LINE, 30.5, 11, 90, 'line')]);
    expect(ruler(s, FR_LINE, AL_LINE)).toMatchObject({
      lineOfSight: { clear: false },
      sightRule: '8.6',
    });
    // on the crestline itself it is seen
    const crest = position([at(FR_LINE, 34, 11, 270, 'line'), at(AL_LINE, 32.1, 11, 90, 'line')]);
    expect(ruler(crest, FR_LINE, AL_LINE).lineOfSight.clear).toBe(true);
  });

  test('8.7 from a hill, a lower target behind the crestline is seen only 1 UM or more beyond it', () => {
    const near = position([at(AL_LINE, 30.5, 11, 90, 'line'), at(FR_LINE, 32.6, 11, 270, 'line')]);
    expect(ruler(near, AL_LINE, FR_LINE)).toMatchObject({
      lineOfSight: { clear: false },
      sightRule: '8.7',
      levels: { from: 1, to: 0 },
    });
    const far = position([at(AL_LINE, 30.5, 11, 90, 'line'), at(FR_LINE, 33.6, 11, 270, 'line')]);
    expect(ruler(far, AL_LINE, FR_LINE).lineOfSight.clear).toBe(true);
  });

  test('10.5 the ruler says whether the target is in the front arc', () => {
    const s = position([
      at(FR_LINE, 36, 6, 0, 'line'),
      at(AL_LINE, 38, 7, 270, 'line'),
      at(AL_LINE_2, 36, 3, 0, 'line'),
    ]);
    expect(ruler(s, FR_LINE, AL_LINE).inArc).toBe(false);
    expect(ruler(s, AL_LINE, FR_LINE).inArc).toBe(true);
    expect(ruler(s, FR_LINE, AL_LINE_2).inArc).toBe(false);
  });

  test('an unknown unit is a violation naming it', () => {
    const s = position([at(FR_LINE, 36, 6, 0, 'line')]);
    expect(a1805.measure!(s, { kind: 'referee' }, { from: FR_LINE, to: 'nobody' })).toMatchObject({
      kind: 'violation',
      code: 'UNKNOWN_UNIT',
    });
  });
});
