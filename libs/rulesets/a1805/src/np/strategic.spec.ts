import { a1805 } from '../ruleset';
import type { A1805State } from '../state';
import { AL_LINE, FR_LINE, at, position } from '../testing/positions';
import { scriptedDice } from '@pratzen/engine';
import { createNpBot } from './bot';
import { corpsChoice } from './chits';
import { objectiveOf } from './strategic';
import { npChoice, npContext, npInput } from './np-testing';

const historical = (): A1805State => {
  const s = a1805.initialState({ scenarioId: 'historical' });
  if (!s.ok) throw new Error('historical set-up');
  return s.state;
};

describe('a1805-np strategic dispositions (28) and chits (24.6)', () => {
  // Vandamme's 1st brigade (IV Corps) west of the Goldbach; an Allied brigade on the plateau or not
  const french = (
    alliedAt: [number, number],
    weather: 'clear' | 'fog' = 'clear',
    extra: Parameters<typeof position>[0] = [],
  ) =>
    position(
      [
        at(FR_LINE, 16, 12, 90, 'column'),
        at(AL_LINE, alliedAt[0], alliedAt[1], 270, 'line'),
        ...extra,
      ],
      {
        phase: 'movement',
        attacker: 'french',
        weather,
      },
    );

  it('28.2.2 the French NP holds until the Allied centre is empty', () => {
    const c = npChoice(french([24, 17]), 'french');
    expect(c.command).toEqual({ type: 'EndPhase' });
  });

  it('28.2.1 once the Allied centre is empty, IV Corps assaults the Pratzenberg', () => {
    const c = npChoice(french([37, 27]), 'french');
    expect(c.command).toMatchObject({ type: 'MoveUnit', unitId: FR_LINE });
    expect(c.reason).toContain('28.2.1 the Pratzenberg assault');
  });

  it('28.2.1 in the fog the French cannot see the centre empty: they hold', () => {
    expect(npChoice(french([37, 27], 'fog'), 'french').command).toEqual({ type: 'EndPhase' });
  });

  it('28.2.7.1 Davout moves up while the others hold', () => {
    const c = npChoice(
      french([24, 17], 'clear', [at('fr-iii-inf-1', 5, 3, 90, 'column')]),
      'french',
    );
    expect(c.command).toMatchObject({ type: 'MoveUnit', unitId: 'fr-iii-inf-1' });
    expect(c.reason).toContain('28.2.7.1 Davout moves up to Teilnitz');
  });

  it('24.6.3 die 1: a chit of 1 infantry + 1 artillery + HQ, from Kienmayer first (28.1.4, 28.1.6.1)', () => {
    const c = npChoice(historical(), 'allied', [1]);
    expect(c.command).toMatchObject({
      type: 'DeployChit',
      unitIds: ['al-vg-kienmayer-inf-1', 'al-vg-kienmayer-art-1', 'al-kienmayer'],
    });
    expect(c.reason).toBe('24.6.3 die 1: infantry + artillery + hq');
  });

  it('24.6.3 die 4: a decoy', () => {
    const c = npChoice(historical(), 'allied', [4]);
    expect(c.command).toMatchObject({ type: 'DeployChit', unitIds: [] });
    expect(c.reason).toBe('24.6.3 die 4: a decoy');
  });

  it('24.6.4 among units of one kind and formation a die chooses (die 3, then 2: the second cavalry)', () => {
    const c = npChoice(historical(), 'allied', [3, 2]);
    expect(c.command).toMatchObject({
      type: 'DeployChit',
      unitIds: ['al-vg-kienmayer-inf-1', 'al-vg-kienmayer-cav-2', 'al-vg-kienmayer-art-1'],
    });
    expect(c.reason).toBe('24.6.3 die 3: infantry + cavalry + artillery (24.6.4 dice 2)');
  });

  // an Allied chit revealed at (36, 6): Repninsky's brigade, Uvarov's dragoons and a battery
  const revealed = (): A1805State => {
    const s = position([at(FR_LINE, 30, 27, 90, 'line')], {
      phase: 'movement',
      attacker: 'allied',
    });
    const held = (id: string, kind: 'infantry' | 'cavalry' | 'artillery') =>
      ({ id, side: 'allied', kind, stepsLost: 0, morale: 'good' }) as const;
    return {
      ...s,
      fog: {
        ...s.fog,
        placing: [
          {
            chitId: 'A1',
            side: 'allied',
            x: 36_000,
            y: 6_000,
            units: [
              held(AL_LINE, 'infantry'),
              held('al-col-v-uvarov', 'cavalry'),
              held('al-col-iv-art-1', 'artillery'),
            ],
            limbered: true,
          },
        ],
      },
    };
  };

  it.each([
    [3, 'line'],
    [4, 'column'],
  ])(
    '24.6.6 revealed units deploy by the die: %i → %s (24.6.7 the guns limbered)',
    (die, formation) => {
      const c = npChoice(revealed(), 'allied', [die]);
      expect(c.command.type).toBe('PlaceChitUnits');
      const units = (c.command as unknown as { units: { unitId: string; formation: string }[] })
        .units;
      expect(units.find((u) => u.unitId === AL_LINE)?.formation).toBe(formation);
      expect(units.find((u) => u.unitId === 'al-col-v-uvarov')?.formation).toBe(formation);
      expect(units.find((u) => u.unitId === 'al-col-iv-art-1')?.formation).toBe('limbered');
      expect(c.reason).toBe(`24.6.6 die ${die}: in ${formation}`);
    },
  );

  /** The historical game up to `side`'s first fog Movement Phase: the NP deploying and acting for both sides, every other phase ended. */
  const toFogMovement = (side: 'allied' | 'french'): A1805State => {
    let s = historical();
    const bot = createNpBot();
    for (let i = 0; i < 400; i += 1) {
      const status = a1805.status(s);
      const acting = (status.pendingDecision?.side ?? status.activeSide) as 'allied' | 'french';
      if (s.phase === 'movement' && acting === side) return s;
      const command =
        s.phase === 'chit-deployment' || s.fog.placing.length > 0 || s.reaction !== null
          ? bot.choose(npInput(s, acting, [1, 1, 1, 1, 1, 1])).command
          : ({ type: 'EndPhase' } as const);
      const d = a1805.decide(s, command, scriptedDice(Array(40).fill(4)));
      if (!d.ok) throw new Error(`${command.type}: ${d.violation.code}`);
      s = d.events.reduce(a1805.evolve, s);
    }
    throw new Error('no fog Movement Phase');
  };

  it('24.6.1 in the fog, the chits of the Allied NP head for their objectives', () => {
    const s = toFogMovement('allied');
    const c = npChoice(s, 'allied', [1, 1, 1, 1]);
    expect(c.command.type).toBe('MoveChit');
    expect(c.reason).toMatch(/^24\.6\.1 towards its objective/);
  });

  it('24.6.2, 28.2.2 the chits of the French NP hold their positions (Davout aside)', () => {
    const s = toFogMovement('french');
    const c = npChoice(s, 'french', [1, 1, 1, 1]);
    expect(c.command.type).not.toBe('MoveChit');
  });

  it('28.1.5 the Allied columns move on the strategic map in order: V Column first, towards its objective', () => {
    const ctx = npContext(toFogMovement('allied'), 'allied', ['MoveCorps']);
    const c = corpsChoice(ctx);
    expect(c?.command).toEqual({ type: 'MoveCorps', formationId: 'al-col-v', to: 'al-centre' });
    expect(c?.reason).toBe('28.1.5 columns in order: towards Puntowitz');
  });

  it('28.1.7 the Allied Guard has no objective (does not move) before its activation (turn 6, reconstructed)', () => {
    const s = position(
      [at('al-guard-inf-1', 36, 6, 270, 'column'), at(FR_LINE, 25, 27, 90, 'line')],
      {
        phase: 'movement',
        attacker: 'allied',
      },
    );
    const guard = { at: { x: 36_000, y: 6_000 }, corps: 'al-guard' };
    const view = (turn: number) => npContext({ ...s, turn }, 'allied', []).v;
    expect(objectiveOf(view(5), guard)).toBeNull();
    expect(npChoice(s, 'allied').command).toEqual({ type: 'EndPhase' });
    expect(objectiveOf(view(6), guard)?.reason).toBe('28.1.1 objective Sokolnitz Castle');
  });

  it('the NP sees what its seat sees only: the French choice is the same whatever an Allied chit holds', () => {
    // the same chit, at the same place: troops in one game, a decoy in the other
    const s0 = historical();
    const chit = npChoice(s0, 'allied', [1]).command;
    const deployed = (unitIds: readonly string[]): A1805State => {
      const d = a1805.decide(s0, { ...chit, unitIds } as typeof chit, scriptedDice([]));
      if (!d.ok) throw new Error(d.violation.code);
      return d.events.reduce(a1805.evolve, s0);
    };
    const real = deployed((chit as unknown as { unitIds: string[] }).unitIds);
    const decoy = deployed([]);
    expect(real.fog.chits[0]?.units.length).toBeGreaterThan(0);
    expect(decoy.fog.chits[0]?.units).toEqual([]);
    // the Allies deploy their next chits, then the French: end the Allied deployment in both games
    const french = (s: A1805State): A1805State => {
      const d = a1805.decide(s, { type: 'EndPhase' }, scriptedDice([]));
      if (!d.ok) throw new Error(d.violation.code);
      return d.events.reduce(a1805.evolve, s);
    };
    expect(npChoice(french(real), 'french', [6, 6, 6])).toEqual(
      npChoice(french(decoy), 'french', [6, 6, 6]),
    );
  });
});
