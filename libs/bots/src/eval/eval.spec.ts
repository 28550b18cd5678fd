import { type Command, type LegalAction, seededDice } from '@pratzen/engine';
import { rulesetById } from '@pratzen/rulesets';
import type { BotInput, Lookahead } from '../bot';
import { DICE_SAMPLES, greedyBot, MAX_CANDIDATES } from '../greedy';
import { seatInput } from '../seat';
import { ACTING, LOCATION_WEIGHT, estimateA1805, redLocations } from './a1805';
import { MARCH, estimateDg, positionalDg } from './dg-2006';
import { labelDistance } from './hex-label';

const a1805 = rulesetById('a1805')!;
const dg = rulesetById('dg-2006')!;

/** A bot input of `rulesetId` for `side` with the given view, actions, preview and lookahead. */
function input(
  rulesetId: string,
  side: string,
  view: unknown,
  actions: LegalAction[],
  extra: Partial<BotInput> = {},
): BotInput {
  return {
    info: rulesetById(rulesetId)!.info,
    side,
    status: { turn: 1, phase: 'movement', activeSide: side, pendingDecision: null, over: false },
    actions,
    view,
    accepts: () => true,
    rng: seededDice(3),
    ...extra,
  };
}

const move = (unitId: string, extra: Record<string, unknown> = {}): Command =>
  ({ type: 'MoveUnit', unitId, ...extra }) as Command;

describe('hex labels (DG 2006 grid: columns, even columns half a hex lower)', () => {
  it('puts every neighbour the published map lists at distance 1, and a hex at 0 from itself', () => {
    const map = dg.map() as { hexes: { label: string; neighbors: { label: string }[] }[] };
    expect(map.hexes.length).toBeGreaterThan(400);
    for (const h of map.hexes) {
      expect(labelDistance(h.label, h.label)).toBe(0);
      for (const n of h.neighbors)
        expect([h.label, n.label, labelDistance(h.label, n.label)]).toEqual([h.label, n.label, 1]);
    }
    expect(labelDistance('0101', '0105')).toBe(4);
    expect(labelDistance('0101', '0501')).toBe(4);
    expect(labelDistance('0101', 'x')).toBeNull();
  });
});

describe('a1805 evaluator (17.1.1: red locations; no lookahead under the fog)', () => {
  const map = a1805.map();
  const locations = redLocations(map);
  const santon = locations.find((l) => l.id === 'santon')!;
  /** Every other red location the Allies'. */
  const view = (control: Record<string, string>) => ({
    control: { ...Object.fromEntries(locations.map((l) => [l.id, 'allied'])), ...control },
    units: [{ id: 'al-1', side: 'allied', position: { x: santon.at.x + 6, y: santon.at.y } }],
  });
  const preview =
    (position: unknown, passed: string[] = []) =>
    () => ({ position, passed });

  it('reads the seven red locations of the public map with their VP (the Pratzenberg 2)', () => {
    expect(locations.map((l) => l.id).sort()).toEqual(
      [
        'blaschowitz',
        'pratzenberg',
        'puntowitz',
        'santon',
        'sokolnitz',
        'sokolnitz-castle',
        'teilnitz',
      ].sort(),
    );
    expect(locations.find((l) => l.id === 'pratzenberg')?.vp).toBe(2);
  });

  it('17.1.1.6: a move passing an enemy-held location is worth its VP; passing its own, nothing more', () => {
    const enemy = view({ santon: 'french' });
    const to = { x: santon.at.x, y: santon.at.y };
    const taken = estimateA1805(
      move('al-1'),
      input('a1805', 'allied', enemy, [], { preview: preview(to, ['santon']), map: () => map }),
    );
    expect(taken).toBeCloseTo(LOCATION_WEIGHT * 1 + 6, 5);
    const own = estimateA1805(
      move('al-1'),
      input('a1805', 'allied', view({ santon: 'allied' }), [], {
        preview: preview(to, ['santon']),
        map: () => map,
      }),
    );
    expect(own).toBeLessThan(LOCATION_WEIGHT);
  });

  it('a move nearer the nearest location its side does not hold scores the UM gained; away, below 0', () => {
    const enemy = view({ santon: 'french' });
    const nearer = { x: santon.at.x + 2, y: santon.at.y };
    const away = { x: santon.at.x + 9, y: santon.at.y };
    const of = (to: unknown) =>
      estimateA1805(
        move('al-1'),
        input('a1805', 'allied', enemy, [], { preview: preview(to), map: () => map }),
      );
    expect(of(nearer)).toBeGreaterThan(3.9);
    expect(of(away)).toBeLessThan(0);
  });

  it('a refused preview is no candidate; a command without a preview is acting; EndPhase 0', () => {
    const refusal = () => ({ code: 'PATH_BLOCKED', rule: '6.8' });
    const enemy = view({});
    expect(
      estimateA1805(
        move('al-1'),
        input('a1805', 'allied', enemy, [], { preview: refusal, map: () => map }),
      ),
    ).toBeNull();
    expect(
      estimateA1805(
        { type: 'Fire' } as Command,
        input('a1805', 'allied', enemy, [], { preview: () => undefined }),
      ),
    ).toBe(ACTING);
    expect(
      estimateA1805({ type: 'EndPhase' } as Command, input('a1805', 'allied', enemy, [])),
    ).toBe(0);
  });

  it('greedy without a lookahead plays the best estimate the seat validation accepts', () => {
    const enemy = view({ santon: 'french' });
    const to = (dx: number) => ({ x: santon.at.x + dx, y: santon.at.y });
    const actions = [
      { command: { type: 'EndPhase' } },
      { command: move('al-1', { d: 5 }) },
      { command: move('al-1', { d: 1 }) },
      { command: move('al-1', { d: 0 }) },
    ] as LegalAction[];
    const previewOf = (c: Command) => {
      const d = (c as { d?: number }).d;
      return d === undefined ? undefined : { position: to(d), passed: d === 0 ? ['santon'] : [] };
    };
    for (let seed = 0; seed < 10; seed += 1) {
      const base = { preview: previewOf, map: () => map, rng: seededDice(seed) };
      const best = greedyBot.choose(input('a1805', 'allied', enemy, actions, base));
      expect(best.command).toEqual(move('al-1', { d: 0 }));
      expect(best.reason).toContain('hidden information');
      const refused = greedyBot.choose(
        input('a1805', 'allied', enemy, actions, {
          ...base,
          accepts: (c) => (c as { d?: number }).d !== 0,
        }),
      );
      expect(refused.command).toEqual(move('al-1', { d: 1 }));
    }
  });

  it('on a real fog position the seat input previews a move as commands/validate would', () => {
    const b = a1805.initialState({ scenarioId: 'pratzen-example' });
    if (!b.ok) throw new Error('set-up');
    const seat = seatInput(a1805, b.state, 'french', 1);
    expect(seat.open).toBeUndefined();
    const end = { type: 'EndPhase' } as Command;
    expect(seat.preview?.(end)).toBeUndefined();
    expect(redLocations(seat.map?.())).toHaveLength(7);
  });
});

describe('dg-2006 evaluator (14.1-14.2: west exits, strength points eliminated)', () => {
  const unit = (id: string, side: string, hex: string, strength = 4) => ({
    id,
    side,
    hex,
    strength,
    location: 'map',
  });

  it('14.2: an Allied unit is worth more the nearer the west edge it stands', () => {
    const east = { units: [unit('a', 'allied', '1205'), unit('f', 'french', '0105')] };
    const west = { units: [unit('a', 'allied', '0805'), unit('f', 'french', '0105')] };
    expect(positionalDg(west, 'allied') - positionalDg(east, 'allied')).toBeCloseTo(
      MARCH * 4 * 4,
      9,
    );
  });

  it('a French unit is worth more the nearer the nearest Allied unit it stands', () => {
    const far = { units: [unit('f', 'french', '0105'), unit('a', 'allied', '0905')] };
    const near = { units: [unit('f', 'french', '0705'), unit('a', 'allied', '0905')] };
    expect(positionalDg(near, 'french') - positionalDg(far, 'french')).toBeCloseTo(
      MARCH * 4 * 6,
      9,
    );
  });

  it('ranks moves by their destination hex; any other command ranks first, EndPhase at 0', () => {
    const view = { units: [unit('a', 'allied', '1205'), unit('f', 'french', '0105')] };
    const i = input('dg-2006', 'allied', view, []);
    expect(estimateDg(move('a', { path: ['1105', '1005'] }), i)).toBeCloseTo(MARCH * 4 * 2, 9);
    expect(estimateDg(move('a', { path: ['1305'] }), i)).toBeLessThan(0);
    expect(estimateDg({ type: 'Attack' } as Command, i)).toBe(Infinity);
    expect(estimateDg({ type: 'EndPhase' } as Command, i)).toBe(0);
  });

  it('greedy looks ahead at the best-ranked moves among many, and averages an attack over imagined rolls', () => {
    const view = { units: [unit('a', 'allied', '2405'), unit('f', 'french', '0105')] };
    const actions: LegalAction[] = [];
    for (let k = 0; k < 60; k += 1)
      actions.push({ command: move('a', { path: ['2505'], k }) } as LegalAction);
    actions.push({ command: move('a', { path: ['2305', '2205', '2105'] }) } as LegalAction);
    actions.push({
      command: { type: 'Attack', attackers: ['a'], defenders: ['f'] },
    } as LegalAction);
    const looked: Command[] = [];
    const lookahead = (c: Command): Lookahead => {
      looked.push(c);
      const path = (c as { path?: string[] }).path;
      const hex = path === undefined ? '2405' : (path[path.length - 1] as string);
      return {
        ok: true,
        victory: {
          sides: { allied: { points: 0, breakdown: {} }, french: { points: 0, breakdown: {} } },
          result: null,
        },
        view: { units: [unit('a', 'allied', hex), unit('f', 'french', '0105')] },
        over: false,
      };
    };
    const tally = { sides: {}, result: null };
    const choice = greedyBot.choose(
      input('dg-2006', 'allied', view, actions, { open: { victory: tally, lookahead } }),
    );
    expect(choice.command).toEqual(move('a', { path: ['2305', '2205', '2105'] }));
    expect(looked.filter((c) => c.type === 'Attack')).toHaveLength(DICE_SAMPLES);
    expect(new Set(looked.filter((c) => c.type === 'MoveUnit')).size).toBeLessThanOrEqual(
      MAX_CANDIDATES - 1,
    );
  });
});
