import {
  COMPACT_MOVES_FORMAT,
  compactPath,
  decodeCompactMoves,
  encodeCompactMoves,
} from './compact-moves';
import type { Command, LegalAction } from '@pratzen/engine';

const cmd = (c: Record<string, unknown> & { type: string }): Command => c;

/** A move action as the hex rulesets list them. */
const move = (unitId: string, from: string | null, path: string[], cost: number): LegalAction => ({
  command: cmd({ type: 'MoveUnit', unitId, path }),
  unitId,
  from,
  hex: path[path.length - 1],
  cost,
  path,
});
const exit = (unitId: string, from: string, path: string[], cost: number): LegalAction => ({
  command: cmd({ type: 'MoveUnit', unitId, path, exitMap: true }),
  unitId,
  from,
  hex: null,
  cost,
  path,
  exitMap: true,
});
const commands = (actions: readonly { command: unknown }[]): string[] =>
  actions.map((a) => JSON.stringify(a.command)).sort();

describe('compact legal moves (pratzen-moves/1)', () => {
  const endPhase: LegalAction = { command: { type: 'EndPhase' } };
  const list: LegalAction[] = [
    move('a', '0101', ['0102'], 1),
    move('a', '0101', ['0102', '0103'], 2),
    move('a', '0101', ['0102', '0103', '0104', '0105'], 4), // 0104: pass through only
    move('b', null, ['0901'], 1), // entering the map
    move('b', null, ['0901', '0902'], 3),
    exit('a', '0101', ['0102'], 3),
    exit('a', '0101', [], 2), // off the map from where it stands
    endPhase,
  ];

  it('writes each unit as hex → [cost, previous hex], passes-through with a null cost', () => {
    const c = encodeCompactMoves(list);
    expect(c.format).toBe(COMPACT_MOVES_FORMAT);
    expect(c.units['a']).toEqual({
      from: '0101',
      to: { '0102': [1, null], '0103': [2, '0102'], '0104': [null, '0103'], '0105': [4, '0104'] },
      exits: { '0102': 3, '0101': 2 },
    });
    expect(c.units['b']).toEqual({ from: null, to: { '0901': [1, null], '0902': [3, '0901'] } });
    expect(c.actions).toEqual([endPhase]);
  });

  it('rebuilds every path and gives back exactly the verbose commands', () => {
    const c = encodeCompactMoves(list);
    expect(compactPath(c, 'a', '0105')).toEqual(['0102', '0103', '0104', '0105']);
    expect(compactPath(c, 'a', '0102', true)).toEqual(['0102']);
    expect(compactPath(c, 'a', '0101', true)).toEqual([]);
    expect(commands(decodeCompactMoves(c))).toEqual(commands(list));
    const costs = new Map(list.map((a) => [JSON.stringify(a.command), a['cost']]));
    for (const d of decodeCompactMoves(c))
      expect(d.cost).toBe(costs.get(JSON.stringify(d.command)));
  });

  it('a hex the unit may only pass through, or no move at all, has no path', () => {
    const c = encodeCompactMoves(list);
    expect(compactPath(c, 'a', '0104')).toBeNull();
    expect(compactPath(c, 'a', '0999')).toBeNull();
    expect(compactPath(c, 'a', '0103', true)).toBeNull();
    expect(compactPath(c, 'nobody', '0102')).toBeNull();
    expect(compactPath(c, 'toString', '0102')).toBeNull();
  });

  it('writes out a path that disagrees with the tree, and still decodes it exactly', () => {
    // Two cheapest paths that share 0203 but reach it from different hexes.
    const odd = [
      move('c', '0201', ['0202', '0203'], 2),
      move('c', '0201', ['0211', '0203', '0204'], 3),
      exit('c', '0201', ['0211', '0212'], 4),
    ];
    const c = encodeCompactMoves(odd);
    expect(c.units['c']?.paths).toEqual({ '0204': ['0211', '0203', '0204'] });
    expect(compactPath(c, 'c', '0204')).toEqual(['0211', '0203', '0204']);
    expect(compactPath(c, 'c', '0212', true)).toEqual(['0211', '0212']);
    expect(commands(decodeCompactMoves(c))).toEqual(commands(odd));
  });

  it('keeps verbatim what is not a plain hex move: spaces, extra members, duplicates', () => {
    const spaced: LegalAction = {
      command: cmd({ type: 'MoveUnit', unitId: 'd', path: ['0301'] }),
      cost: 1,
      space: { vary: {} } as unknown as LegalAction['space'],
    };
    const steps: LegalAction = {
      command: cmd({ type: 'MoveUnit', unitId: 'e', steps: [] }),
      cost: 1,
    };
    const extra: LegalAction = {
      command: cmd({ type: 'MoveUnit', unitId: 'f', path: ['0401'], formation: 'line' }),
      cost: 1,
    };
    const costless: LegalAction = {
      command: cmd({ type: 'MoveUnit', unitId: 'g', path: ['0501'] }),
    };
    const twice = [move('h', '0600', ['0601'], 1), move('h', '0600', ['0601'], 2)];
    const all = [spaced, steps, extra, costless, ...twice];
    const c = encodeCompactMoves(all);
    expect(Object.keys(c.units)).toEqual(['h']);
    expect(c.actions).toEqual([spaced, steps, extra, costless, twice[1]]);
    expect(commands(decodeCompactMoves(c))).toEqual(commands(all));
  });

  it('an empty list is an empty form', () => {
    expect(encodeCompactMoves([])).toEqual({
      format: COMPACT_MOVES_FORMAT,
      units: {},
      actions: [],
    });
  });
});

describe('compactPath on a hostile form', () => {
  it('a loop of previous hexes is no path (it never hangs)', () => {
    const looped = {
      format: COMPACT_MOVES_FORMAT,
      units: { u: { from: '0000', to: { '0001': [1, '0002'], '0002': [1, '0001'] } } },
      actions: [],
    } as const;
    expect(compactPath(looped, 'u', '0001')).toBeNull();
  });
});
