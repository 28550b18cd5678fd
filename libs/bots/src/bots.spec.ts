import {
  type Command,
  type LegalAction,
  REFEREE,
  seededDice,
  type VictoryReport,
} from '@pratzen/engine';
import { rulesetById } from '@pratzen/rulesets';
import type { BotInput, Lookahead } from './bot';
import { greedyBot, MAX_CANDIDATES } from './greedy';
import { randomBot } from './random';
import { material, scorePosition, WIN } from './score';
import { decisionSeed, seatInput } from './seat';

const act = (type: string, extra: Record<string, unknown> = {}): LegalAction =>
  ({ command: { type, ...extra } }) as LegalAction;

const tally = (french: number, allied: number, winner?: string): VictoryReport => ({
  sides: { french: { points: french, breakdown: {} }, allied: { points: allied, breakdown: {} } },
  result: winner === undefined ? null : { winner, level: 'test', margin: 1 },
});

function input(
  actions: LegalAction[],
  seed: number,
  look?: (c: Command) => Lookahead,
  accepts: (c: Command) => boolean = () => true,
): BotInput {
  const info = rulesetById('spi-1980')!.info;
  return {
    info,
    side: 'french',
    status: {
      turn: 1,
      phase: 'movement',
      activeSide: 'french',
      pendingDecision: null,
      over: false,
    },
    actions,
    view: { units: [] },
    ...(look === undefined ? {} : { open: { victory: tally(0, 0), lookahead: look } }),
    accepts,
    rng: seededDice(seed),
  };
}

describe('greedy', () => {
  it('takes the action whose one-ply outcome scores best (tally and material)', () => {
    const look = (c: Command): Lookahead => ({
      ok: true,
      victory: c.type === 'Attack' ? tally(3, 0) : tally(0, 0),
      view: { units: c.type === 'Move' ? [{ side: 'french', strength: 2 }] : [] },
      over: false,
    });
    for (let seed = 0; seed < 20; seed += 1) {
      const choice = greedyBot.choose(
        input([act('EndPhase'), act('Move'), act('Attack')], seed, look),
      );
      expect(choice.command.type).toBe('Attack');
      expect(choice.reason).toContain('victory tally +3');
    }
  });

  it('prefers acting to ending the phase on a tie, and skips what the lookahead refuses', () => {
    const look = (c: Command): Lookahead =>
      c.type === 'Bad'
        ? { ok: false, code: 'NO' }
        : { ok: true, victory: tally(0, 0), view: {}, over: false };
    for (let seed = 0; seed < 20; seed += 1) {
      const choice = greedyBot.choose(
        input([act('EndPhase'), act('Bad'), act('Move')], seed, look),
      );
      expect(choice.command.type).toBe('Move');
    }
  });

  it('takes a win over any tally', () => {
    const look = (c: Command): Lookahead => ({
      ok: true,
      victory: c.type === 'Win' ? tally(0, 50, 'french') : tally(40, 0),
      view: {},
      over: c.type === 'Win',
    });
    expect(greedyBot.choose(input([act('Win'), act('Gain')], 1, look)).command.type).toBe('Win');
  });

  it(`looks at no more than ${MAX_CANDIDATES} actions per decision`, () => {
    let looked = 0;
    const look = (): Lookahead => {
      looked += 1;
      return { ok: true, victory: tally(0, 0), view: {}, over: false };
    };
    const many = Array.from({ length: 200 }, (_, i) => act('Move', { i }));
    greedyBot.choose(input(many, 3, look));
    expect(looked).toBe(MAX_CANDIDATES);
  });

  it('without a lookahead (hidden information) acts while it may, only with accepted commands', () => {
    for (let seed = 0; seed < 20; seed += 1) {
      const choice = greedyBot.choose(
        input([act('EndPhase'), act('Bad'), act('Move')], seed, undefined, (c) => c.type !== 'Bad'),
      );
      expect(choice.command.type).toBe('Move');
      expect(choice.reason).toContain('hidden information');
    }
  });
});

describe('random', () => {
  it('is uniform over the legal actions and deterministic given the seed', () => {
    const counts: Record<string, number> = { A: 0, B: 0, C: 0 };
    for (let seed = 0; seed < 3000; seed += 1) {
      const c = randomBot.choose(input([act('A'), act('B'), act('C')], seed)).command.type;
      counts[c] = (counts[c] ?? 0) + 1;
      expect(randomBot.choose(input([act('A'), act('B'), act('C')], seed)).command.type).toBe(c);
    }
    for (const n of Object.values(counts)) expect(Math.abs(n - 1000)).toBeLessThan(100);
  });

  it('draws a point of a free-form space, and falls back to the action when validation refuses it', () => {
    const spaced: LegalAction = {
      command: { type: 'MoveUnit', distance: 0 } as Command,
      space: { vary: { '/distance': { kind: 'interval', min: 0, max: 4, unit: 'UM' } } },
    } as LegalAction;
    const drawn = new Set<number>();
    for (let seed = 0; seed < 30; seed += 1) {
      const c = randomBot.choose(input([spaced], seed)).command as unknown as { distance: number };
      drawn.add(c.distance);
      expect(c.distance).toBeGreaterThanOrEqual(0);
      expect(c.distance).toBeLessThanOrEqual(4);
    }
    expect(drawn.size).toBeGreaterThan(3);
    const onlyOwn = randomBot.choose(
      input([spaced], 5, undefined, (c) => (c as unknown as { distance: number }).distance === 0),
    );
    expect(onlyOwn.command).toEqual({ type: 'MoveUnit', distance: 0 });
  });
});

describe('score', () => {
  it('counts material from the view: strength, steps or one, not units gone for good', () => {
    const view = {
      units: [
        { side: 'french', strength: 5, location: 'map' },
        { side: 'french', strength: 9, location: 'eliminated' },
        { side: 'allied', steps: 2 },
        { side: 'allied' },
      ],
    };
    expect(material(view, 'french')).toEqual({ own: 5, enemy: 3 });
    expect(scorePosition(tally(4, 1), view, 'french').total).toBe(3 + 2);
    expect(scorePosition(tally(0, 0, 'allied'), view, 'french').total).toBe(-WIN + 2);
  });
});

describe('seat input', () => {
  it('hands the bot no raw state, and a lookahead only while nothing is hidden from its side', () => {
    const spi = rulesetById('spi-1980')!;
    const a = spi.initialState({ scenarioId: 'historical' });
    if (!a.ok) throw new Error('set-up');
    const open = seatInput(spi, a.state, 'french', 1);
    expect(Object.keys(open).sort()).toEqual(
      [
        'accepts',
        'actions',
        'info',
        'map',
        'open',
        'preview',
        'rng',
        'side',
        'status',
        'view',
      ].sort(),
    );
    expect(open.map?.()).toEqual(spi.map());
    expect(open.open).toBeDefined();
    const a1805 = rulesetById('a1805')!;
    const b = a1805.initialState({ scenarioId: 'historical' });
    if (!b.ok) throw new Error('set-up');
    const fog = seatInput(a1805, b.state, 'french', 1);
    expect(fog.open).toBeUndefined();
    expect(JSON.stringify(fog)).not.toContain('"al-col-ii-inf-1"'); // on the Allied strategic map
    expect(JSON.stringify(a1805.view(b.state, REFEREE))).toContain('"al-col-ii-inf-1"');
  });

  it('derives a different seed for each stream position and game', () => {
    const seeds = new Set([0, 1, 2, 3].flatMap((p) => [decisionSeed(7, p), decisionSeed(8, p)]));
    expect(seeds.size).toBe(8);
    expect(decisionSeed(7, 2)).toBe(decisionSeed(7, 2));
  });
});
