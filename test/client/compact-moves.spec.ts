import {
  asCompactMoves,
  COMPACT_MOVES_FORMAT,
  compactPath,
  decodeCompactMoves,
} from '../../libs/client/src';

/**
 * The client's compact-moves reader (issue #32): `asCompactMoves` accepts the form the server
 * sends and refuses anything else by name; the decoder (the server's own, copied by
 * `npm run contracts`) rebuilds paths and commands from it.
 */
describe('@pratzen/client: the compact legal moves (pratzen-moves/1)', () => {
  const form = {
    format: COMPACT_MOVES_FORMAT,
    units: {
      a: {
        from: '0101',
        to: { '0102': [1, null], '0103': [null, '0102'], '0104': [3, '0103'] },
        exits: { '0102': 4 },
      },
      b: { from: null, to: { '0901': [1, null] }, paths: { '0901': ['0901'] } },
    },
    actions: [{ command: { type: 'EndPhase' }, phase: 'movement' }],
  };

  test('a well-formed answer is read, and decoded into every command with its cost', () => {
    const moves = asCompactMoves<{ command: { type: string } }>(form);
    expect(compactPath(moves, 'a', '0104')).toEqual(['0102', '0103', '0104']);
    expect(compactPath(moves, 'a', '0103')).toBeNull(); // pass through only
    expect(compactPath(moves, 'a', '0102', true)).toEqual(['0102']);
    expect(decodeCompactMoves(moves)).toEqual([
      { command: { type: 'MoveUnit', unitId: 'a', path: ['0102'] }, cost: 1 },
      { command: { type: 'MoveUnit', unitId: 'a', path: ['0102', '0103', '0104'] }, cost: 3 },
      { command: { type: 'MoveUnit', unitId: 'a', path: ['0102'], exitMap: true }, cost: 4 },
      { command: { type: 'MoveUnit', unitId: 'b', path: ['0901'] }, cost: 1 },
      { command: { type: 'EndPhase' } },
    ]);
  });

  test.each([
    ['another format', { ...form, format: 'pratzen-moves/2' }, 'format'],
    ['the verbose list', [{ command: { type: 'EndPhase' } }], 'format'],
    ['units not an object', { ...form, units: [] }, 'units'],
    [
      'a step of three',
      { ...form, units: { a: { from: null, to: { x: [1, null, 2] } } } },
      'units.a.to.x',
    ],
    [
      'a cost that is a string',
      { ...form, units: { a: { from: null, to: { x: ['1', null] } } } },
      'units.a.to.x',
    ],
    ['a missing from', { ...form, units: { a: { to: {} } } }, 'units.a'],
    [
      'exits not numbers',
      { ...form, units: { a: { from: 'x', to: {}, exits: { y: 'z' } } } },
      'units.a.exits',
    ],
    [
      'a path of numbers',
      { ...form, units: { a: { from: 'x', to: {}, paths: { y: [1] } } } },
      'units.a.paths',
    ],
    ['an action without a command type', { ...form, actions: [{ command: {} }] }, 'actions'],
  ])('%s is refused, naming where', (_what, body, where) => {
    expect(() => asCompactMoves(body)).toThrow(
      new TypeError(`not ${COMPACT_MOVES_FORMAT}: ${where}`),
    );
  });
});
