import { sideViewer } from '@pratzen/engine';
import { given } from '@pratzen/engine/testing';
import { a20 } from '../ruleset';
import { at } from '../testing/positions';

const moves = (s: Parameters<typeof a20.legalActions>[0], unitId: string) =>
  a20
    .legalActions(s, sideViewer(s.side), { unitId, type: 'MoveUnit' })
    .map((a) => a as unknown as { command: { path: string[] }; cost: number });
const reaches = (s: Parameters<typeof a20.legalActions>[0], unitId: string, hex: string) =>
  moves(s, unitId).some((m) => m.command.path.at(-1) === hex);

describe('a20 movement (N6.x, N7.x)', () => {
  test('N6.0: a move paying its allowance is made; one paying more is refused', () => {
    const s = at(7, 'movement', 'french', { 'fr-i': '1703' });
    given(a20, s)
      .when({ type: 'MoveUnit', unitId: 'fr-i', path: ['1704', '1705'] })
      .then([{ type: 'UnitMoved', unitId: 'fr-i', from: '1703', cost: 2 }]);
    given(a20, s)
      .when({ type: 'MoveUnit', unitId: 'fr-i', path: ['1704', '1705', '1706'] })
      .thenViolates('NOT_ENOUGH_MP', 'N6.0');
    expect(reaches(s, 'fr-i', '1705')).toBe(true);
    expect(reaches(s, 'fr-i', '1706')).toBe(false);
  });

  test('N6.0: a unit moves once a phase, hex by adjacent hex', () => {
    const s = at(7, 'movement', 'french', { 'fr-i': '1703' });
    const after = given(a20, s).when({ type: 'MoveUnit', unitId: 'fr-i', path: ['1704'] }).after;
    given(a20, after)
      .when({ type: 'MoveUnit', unitId: 'fr-i', path: ['1705'] })
      .thenViolates('ALREADY_MOVED', 'N6.0');
    given(a20, s)
      .when({ type: 'MoveUnit', unitId: 'fr-i', path: ['1705'] })
      .thenViolates('NOT_ADJACENT', 'N6.0');
  });

  test('N6.1: no move out of the Movement Phase or by the other side', () => {
    const s = at(7, 'combat', 'french', { 'fr-i': '1703', 'al-1': '1903' });
    given(a20, s)
      .when({ type: 'MoveUnit', unitId: 'fr-i', path: ['1704'] })
      .thenViolates('NOT_MOVEMENT_PHASE', 'N4.0');
    const m = at(7, 'movement', 'french', { 'fr-i': '1703', 'al-1': '1903' });
    given(a20, m)
      .when({ type: 'MoveUnit', unitId: 'al-1', path: ['1904'] })
      .thenViolates('NOT_YOUR_UNIT', 'N6.1');
  });

  test('N6.2: a unit without the points may still move one hex, never two; not into an enemy', () => {
    // 0505 -> 0605 crosses the Goldbach into a town: 2 MP; at night (Turn 5) a unit has 1
    const s = at(5, 'movement', 'french', { 'fr-i': '0505', 'al-1': '0405' });
    given(a20, s)
      .when({ type: 'MoveUnit', unitId: 'fr-i', path: ['0605'] })
      .then([{ type: 'UnitMoved', cost: 2 }]);
    const free = at(5, 'movement', 'french', { 'fr-i': '1703' });
    given(a20, free)
      .when({ type: 'MoveUnit', unitId: 'fr-i', path: ['1704', '1705'] })
      .thenViolates('NOT_ENOUGH_MP', 'N6.0');
    given(a20, s)
      .when({ type: 'MoveUnit', unitId: 'fr-i', path: ['0405'] })
      .thenViolates('ENEMY_OCCUPIED', 'N6.0');
  });

  test('N6.3: forest, rough and pond hexes stop the move on entry (X9.81 Hindrance)', () => {
    // 1303 forest, 1006 rough, 0506 pond
    for (const [from, stop, beyond] of [
      ['1302', '1303', '1304'],
      ['1005', '1006', '1007'],
      ['0505', '0506', '0507'],
    ] as const) {
      const s = at(7, 'movement', 'french', { 'fr-res-h': from });
      given(a20, s)
        .when({ type: 'MoveUnit', unitId: 'fr-res-h', path: [stop, beyond] })
        .thenViolates('TERRAIN_STOP', 'N6.3');
      given(a20, s)
        .when({ type: 'MoveUnit', unitId: 'fr-res-h', path: [stop] })
        .then([{ type: 'UnitMoved', path: [stop] }]);
    }
  });

  test('N6.3: a stream hexside costs one more Movement Point', () => {
    const s = at(7, 'movement', 'french', { 'fr-res-h': '0504' });
    // 0504 -> 0604 across the Goldbach (clear: 1 + 1); 0504 -> 0503 along it (1)
    given(a20, s)
      .when({ type: 'MoveUnit', unitId: 'fr-res-h', path: ['0604'] })
      .then([{ type: 'UnitMoved', cost: 2 }]);
    given(a20, s)
      .when({ type: 'MoveUnit', unitId: 'fr-res-h', path: ['0503'] })
      .then([{ type: 'UnitMoved', cost: 1 }]);
  });

  test('N6.4: a move may pass through a friend but not end on one', () => {
    const s = at(7, 'movement', 'french', { 'fr-i': '1703', 'fr-v': '1704' });
    given(a20, s)
      .when({ type: 'MoveUnit', unitId: 'fr-i', path: ['1704'] })
      .thenViolates('STACKING', 'N6.4');
    given(a20, s)
      .when({ type: 'MoveUnit', unitId: 'fr-i', path: ['1704', '1705'] })
      .then([{ type: 'UnitMoved', cost: 2 }]);
    expect(reaches(s, 'fr-i', '1704')).toBe(false);
    expect(reaches(s, 'fr-i', '1705')).toBe(true);
  });

  test('N7.2: entering an enemy ZOC ends the move; ZOC to ZOC is refused', () => {
    // al-1 at 1705: its ZOC covers 1704
    const s = at(7, 'movement', 'french', { 'fr-i': '1703', 'al-1': '1705' });
    given(a20, s)
      .when({ type: 'MoveUnit', unitId: 'fr-i', path: ['1704', '1604'] })
      .thenViolates('ZOC_STOP', 'N7.2');
    given(a20, s)
      .when({ type: 'MoveUnit', unitId: 'fr-i', path: ['1704'] })
      .then([{ type: 'UnitMoved' }]);
    const inZoc = at(7, 'movement', 'french', { 'fr-i': '1704', 'al-1': '1705' });
    // 1604 is next to 1705 too: straight from one enemy ZOC hex into another
    given(a20, inZoc)
      .when({ type: 'MoveUnit', unitId: 'fr-i', path: ['1604'] })
      .thenViolates('ZOC_TO_ZOC', 'N7.2');
    given(a20, inZoc)
      .when({ type: 'MoveUnit', unitId: 'fr-i', path: ['1703'] })
      .then([{ type: 'UnitMoved' }]);
  });

  test('N7.1: a Routed unit exerts no ZOC', () => {
    const s = at(7, 'movement', 'french', {
      'fr-i': '1703',
      'al-1': { hex: '1705', routed: true },
    });
    given(a20, s)
      .when({ type: 'MoveUnit', unitId: 'fr-i', path: ['1704', '1604'] })
      .then([{ type: 'UnitMoved', cost: 2 }]);
  });

  test('N13.0: at night every unit has 1 Movement Point', () => {
    const s = at(10, 'movement', 'french', { 'fr-res-h': '1703' });
    expect(reaches(s, 'fr-res-h', '1704')).toBe(true);
    expect(reaches(s, 'fr-res-h', '1705')).toBe(false);
    const day = at(9, 'movement', 'french', { 'fr-res-h': '1703' });
    expect(reaches(day, 'fr-res-h', '1706')).toBe(true);
  });
});
