import type { A1805State } from '../state';
import {
  AL_ART,
  AL_LINE,
  AL_LINE_2,
  FR_FOOT_ART,
  FR_LINE,
  at,
  position,
} from '../testing/positions';
import { npChoice } from './np-testing';

const AL_CAV = 'al-col-v-uvarov';

describe('a1805-np artillery targets (24.3, 24.4)', () => {
  // a French battery facing east at (34, 6): Allied line infantry 1.5 UM ahead (inside the
  // canister template, 2 UM), Allied cavalry 4 UM ahead (round shot only)
  const guns = (phase: 'artillery-defensive-fire' | 'artillery-preparation-fire'): A1805State =>
    position(
      [
        at(FR_FOOT_ART, 34, 6, 90, 'unlimbered'),
        at(AL_LINE, 35.5, 6, 270, 'line'),
        at(AL_CAV, 37, 8.2, 270, 'line'),
      ],
      {
        phase,
        attacker: phase === 'artillery-defensive-fire' ? 'allied' : 'french',
        // the cavalry further off is disorganized: 24.4.1 would take it but for 24.4.2
        morale: phase === 'artillery-preparation-fire' ? { [AL_CAV]: 'disorganized' } : {},
      },
    );

  it('24.3.2 canister target first: the unit in canister range over the more dangerous cavalry', () => {
    const c = npChoice(guns('artillery-defensive-fire'), 'french');
    expect(c.command).toMatchObject({
      type: 'FireArtillery',
      targetId: AL_LINE,
      ammunition: 'canister',
    });
    expect(c.reason).toContain('24.3.2');
  });

  it('24.3.1 the most dangerous target when none is in canister range: cavalry over a battery', () => {
    const s = position(
      [
        at(FR_FOOT_ART, 34, 6, 90, 'unlimbered'),
        at(AL_ART, 37.5, 5.8, 270, 'unlimbered'),
        at(AL_CAV, 38, 6.8, 270, 'line'),
      ],
      { phase: 'artillery-defensive-fire', attacker: 'allied' },
    );
    const c = npChoice(s, 'french');
    expect(c.command).toMatchObject({ type: 'FireArtillery', targetId: AL_CAV });
    expect(c.reason).toContain('24.3.1');
  });

  it('24.4.2 canister first in the preparation fire too', () => {
    const c = npChoice(guns('artillery-preparation-fire'), 'french');
    expect(c.command).toMatchObject({ targetId: AL_LINE, ammunition: 'canister' });
    expect(c.reason).toContain('24.4.2');
  });

  it('24.4.1 a disorganized unit first among round-shot targets', () => {
    const s = position(
      [
        at(FR_FOOT_ART, 34, 6, 90, 'unlimbered'),
        at(AL_LINE, 37, 5.6, 270, 'line'),
        at(AL_LINE_2, 38.5, 7, 270, 'line'),
      ],
      {
        phase: 'artillery-preparation-fire',
        attacker: 'french',
        morale: { [AL_LINE_2]: 'disorganized' },
      },
    );
    const c = npChoice(s, 'french');
    expect(c.command).toMatchObject({ type: 'FireArtillery', targetId: AL_LINE_2 });
    expect(c.reason).toContain('24.4.1');
  });
});

describe('a1805-np musketry (24.7)', () => {
  it('24.7 fires at the nearest enemy', () => {
    const s = position(
      [
        at(FR_LINE, 34, 6, 90, 'line'),
        at(AL_LINE, 34.45, 5.6, 270, 'line'),
        at(AL_LINE_2, 34.5, 6.9, 270, 'line'),
      ],
      { phase: 'attacker-musketry', attacker: 'french' },
    );
    const c = npChoice(s, 'french');
    expect(c.command).toMatchObject({ type: 'Musketry', unitIds: [FR_LINE], targetId: AL_LINE });
    expect(c.reason).toContain('24.7');
  });

  it('24.7.1 a shaken target first when two are as near', () => {
    const s = position(
      [
        at(FR_LINE, 34, 6, 90, 'line'),
        at(AL_LINE, 34.4, 5.5, 270, 'line'),
        at(AL_LINE_2, 34.4, 6.5, 270, 'line'),
      ],
      { phase: 'attacker-musketry', attacker: 'french', morale: { [AL_LINE_2]: 'stunned' } },
    );
    const c = npChoice(s, 'french');
    expect(c.command).toMatchObject({ type: 'Musketry', targetId: AL_LINE_2 });
    expect(c.reason).toContain('24.7.1');
  });

  it('24.3 with 9.7: every battery within ½ UM of the firing one joins its fire', () => {
    const s = position(
      [
        at(AL_ART, 36, 8, 180, 'unlimbered'),
        at('al-col-iv-art-4', 37, 8, 180, 'unlimbered'),
        at(FR_LINE, 36.2, 4.5, 0, 'line'),
      ],
      { phase: 'artillery-defensive-fire', attacker: 'french' },
    );
    const c = npChoice(s, 'allied');
    expect(c.command).toMatchObject({ type: 'FireArtillery', targetId: FR_LINE });
    expect([...(c.command as unknown as { unitIds: string[] }).unitIds].sort()).toEqual([
      AL_ART,
      'al-col-iv-art-4',
    ]);
    expect(c.reason).toContain('9.7 every battery that can join');
  });
});
