import { BOARD } from '../data/board';
import {
  at,
  attack,
  combatState,
  field,
  findPair,
  open,
  play,
  strengths,
  terrain,
  upslopeSide,
} from './testing/combat-fixtures';
import type { Placement } from './testing/combat-fixtures';

describe('5.9 cavalry charges', () => {
  const c = field(3);
  const units = (extra: Placement[] = []): Placement[] => [
    { unitId: 'dhautpoul', hex: at(c, 'S') },
    { unitId: 'carneville', hex: c },
    ...extra,
  ];

  test('5.9 attacking cavalry that charges doubles its current strength', () => {
    expect(
      strengths(units(), attack(['dhautpoul'], ['carneville'], { charges: ['dhautpoul'] })).a,
    ).toBe(8);
    expect(strengths(units(), attack(['dhautpoul'], ['carneville'])).a).toBe(4);
  });

  test('5.9 dragoons and infantry do not charge', () => {
    const s = combatState([
      { unitId: 'beaumont', hex: at(c, 'S') },
      { unitId: 'carneville', hex: c },
    ]);
    play(s, attack(['beaumont'], ['carneville'], { charges: ['beaumont'] })).thenViolates(
      'CHARGER_NOT_CAVALRY',
      '5.9',
    );
  });

  test('5.9 a charger must be one of the adjacent attackers', () => {
    play(
      combatState(units()),
      attack(['dhautpoul'], ['carneville'], { charges: ['nansouty'] }),
    ).thenViolates('CHARGER_NOT_ADJACENT', '5.9');
  });

  test('5.9 cavalry may not charge through a stream hexside; it may charge upslope (H*) and is then halved', () => {
    const st = findPair(
      (x, y) => open(terrain(x)) && open(terrain(y)) && BOARD.hexside(x, y).stream,
      'a stream',
    );
    const s = combatState([
      { unitId: 'dhautpoul', hex: st.from },
      { unitId: 'carneville', hex: st.to },
    ]);
    play(s, attack(['dhautpoul'], ['carneville'], { charges: ['dhautpoul'] })).thenViolates(
      'CHARGE_HEXSIDE',
      '5.9',
    );
    const up = upslopeSide();
    const u = [
      { unitId: 'dhautpoul', hex: up.from },
      { unitId: 'carneville', hex: up.to },
    ];
    expect(strengths(u, attack(['dhautpoul'], ['carneville'], { charges: ['dhautpoul'] })).a).toBe(
      4,
    );
  });

  test('13.0 cavalry may not charge on fog turns', () => {
    play(
      combatState(units(), { turn: 1 }),
      attack(['dhautpoul'], ['carneville'], { charges: ['dhautpoul'] }),
    ).thenViolates('CHARGE_IN_FOG', '13.0');
  });
});
