import { BOARD } from '../data/board';
import { terrainAllows } from '../queries';
import {
  at,
  attack,
  combatState,
  field,
  findPair,
  open,
  plain,
  play,
  strengths,
  terrain,
  upslopeSide,
} from './testing/combat-fixtures';
import { previewAttack } from './preview';

describe('8.0 terrain effects on combat strength', () => {
  test('8.0 an infantry defender is doubled in a town (D), the attack is still resolved at those strengths', () => {
    const p = findPair(
      (x, y) => open(terrain(x)) && terrain(y) === 'town' && plain(x, y),
      'clear beside a town',
    );
    const units = [
      { unitId: 'schirer', hex: p.from },
      { unitId: 'carneville', hex: p.to, strength: 4 },
    ];
    expect(strengths(units, attack(['schirer'], ['carneville']))).toEqual({ a: 10, d: 8 });
    play(combatState(units), attack(['schirer'], ['carneville']), [4]).then((es) =>
      expect(es.find((e) => e.type === 'AttackResolved')).toMatchObject({
        attackerStrength: 10,
        defenderStrength: 8,
      }),
    );
  });

  test('8.0 artillery is doubled in a town, cavalry is not', () => {
    const p = findPair(
      (x, y) => open(terrain(x)) && terrain(y) === 'town' && plain(x, y),
      'clear beside a town',
    );
    expect(
      strengths(
        [
          { unitId: 'schirer', hex: p.from },
          { unitId: 'langeron', hex: p.to },
        ],
        attack(['schirer'], ['langeron']),
      ).d,
    ).toBe(12);
    expect(
      strengths(
        [
          { unitId: 'schirer', hex: p.from },
          { unitId: 'uvarov', hex: p.to },
        ],
        attack(['schirer'], ['uvarov']),
      ).d,
    ).toBe(8);
  });

  test('8.0 infantry in a fortified position is tripled (T)', () => {
    const p = findPair(
      (x, y) => open(terrain(x)) && terrain(y) === 'fortified',
      'clear beside the fortified position',
    );
    const s = combatState(
      [
        { unitId: 'carneville', hex: p.from },
        { unitId: 'becker', hex: p.to },
      ],
      { side: 'allied' },
    );
    expect(previewAttack(s, attack(['carneville'], ['becker']))).toMatchObject({
      defenderStrength: 15,
    });
  });

  test('8.0 a dragoon defender is doubled in woods, cavalry is not', () => {
    const p = findPair(
      (x, y) => open(terrain(x)) && terrain(y) === 'woods' && plain(x, y),
      'clear beside woods',
    );
    const s = combatState(
      [
        { unitId: 'carneville', hex: p.from },
        { unitId: 'beaumont', hex: p.to },
      ],
      { side: 'allied' },
    );
    expect(previewAttack(s, attack(['carneville'], ['beaumont']))).toMatchObject({
      defenderStrength: 8,
    });
    const c = combatState(
      [
        { unitId: 'carneville', hex: p.from },
        { unitId: 'nansouty', hex: p.to },
      ],
      { side: 'allied' },
    );
    expect(previewAttack(c, attack(['carneville'], ['nansouty']))).toMatchObject({
      defenderStrength: 4,
    });
  });

  test('8.0 the attacker is halved attacking out of a marsh hex', () => {
    const p = findPair(
      (x, y) => terrain(x) === 'marsh' && open(terrain(y)) && plain(x, y),
      'marsh beside clear',
    );
    expect(
      strengths(
        [
          { unitId: 'schirer', hex: p.from },
          { unitId: 'carneville', hex: p.to },
        ],
        attack(['schirer'], ['carneville']),
      ).a,
    ).toBe(5);
  });

  test('8.0 the attacker is halved through a stream hexside, and a bridge does not negate it', () => {
    const bare = findPair(
      (x, y) =>
        open(terrain(x)) &&
        open(terrain(y)) &&
        BOARD.hexside(x, y).stream &&
        !BOARD.hexside(x, y).bridge &&
        !BOARD.hexside(x, y).upslope,
      'a stream',
    );
    expect(
      strengths(
        [
          { unitId: 'schirer', hex: bare.from },
          { unitId: 'carneville', hex: bare.to },
        ],
        attack(['schirer'], ['carneville']),
      ).a,
    ).toBe(5);
    const bridged = findPair(
      (x, y) =>
        open(terrain(x)) &&
        terrainAllows(y, 'infantry') &&
        BOARD.hexside(x, y).bridge &&
        !BOARD.hexside(x, y).upslope,
      'a bridge',
    );
    expect(
      strengths(
        [
          { unitId: 'schirer', hex: bridged.from },
          { unitId: 'carneville', hex: bridged.to },
        ],
        attack(['schirer'], ['carneville']),
      ).a,
    ).toBe(5);
  });

  test('8.0 infantry attacking upslope is halved; artillery is not', () => {
    const up = upslopeSide();
    expect(
      strengths(
        [
          { unitId: 'schirer', hex: up.from },
          { unitId: 'carneville', hex: up.to },
        ],
        attack(['schirer'], ['carneville']),
      ).a,
    ).toBe(5);
    expect(
      strengths(
        [
          { unitId: 'fontenay', hex: up.from },
          { unitId: 'carneville', hex: up.to },
        ],
        attack(['fontenay'], ['carneville']),
      ).a,
    ).toBe(3);
  });

  test('8.0 halving drops fractions but never goes below 1', () => {
    const bare = findPair(
      (x, y) =>
        open(terrain(x)) &&
        open(terrain(y)) &&
        BOARD.hexside(x, y).stream &&
        !BOARD.hexside(x, y).upslope,
      'a stream',
    );
    expect(
      strengths(
        [
          { unitId: 'morand', hex: bare.from },
          { unitId: 'carneville', hex: bare.to },
        ],
        attack(['morand'], ['carneville']),
      ).a,
    ).toBe(1);
    expect(
      strengths(
        [
          { unitId: 'morand', hex: bare.from, strength: 1 },
          { unitId: 'carneville', hex: bare.to },
        ],
        attack(['morand'], ['carneville']),
      ).a,
    ).toBe(1);
  });

  test('5.4 terrain effects are cumulative: a unit attacking one hex across a stream and another across a clear hexside is halved', () => {
    const x = BOARD.labels.find((h) => {
      const ns = BOARD.neighbors.get(h) ?? [];
      return (
        open(terrain(h)) &&
        ns.some(
          (n) => open(terrain(n)) && BOARD.hexside(h, n).stream && !BOARD.hexside(h, n).upslope,
        ) &&
        ns.some((n) => open(terrain(n)) && plain(h, n))
      );
    });
    expect(x).toBeDefined();
    const ns = BOARD.neighbors.get(x!) ?? [];
    const across = ns.find(
      (n) => open(terrain(n)) && BOARD.hexside(x!, n).stream && !BOARD.hexside(x!, n).upslope,
    )!;
    const clear = ns.find((n) => open(terrain(n)) && plain(x!, n))!;
    const units = [
      { unitId: 'schirer', hex: x! },
      { unitId: 'carneville', hex: across },
      { unitId: 'urusov', hex: clear },
    ];
    expect(strengths(units, attack(['schirer'], ['carneville', 'urusov'])).a).toBe(5);
    // Alone against Urusov (Carneville elsewhere: attacking Urusov alone here would leave
    // Carneville, with Schirer in its ZOC, unattackable, 5.1).
    expect(strengths([units[0]!, units[2]!], attack(['schirer'], ['urusov'])).a).toBe(10);
  });

  test('5.4 each attacking unit is halved for its own hexsides only (Pratzen reading): a second unit across clear keeps its strength', () => {
    const c = field(2);
    const s = combatState([
      { unitId: 'schirer', hex: at(c, 'S') },
      { unitId: 'candras', hex: at(c, 'SE') },
      { unitId: 'carneville', hex: c },
    ]);
    const p = previewAttack(
      s,
      attack(['schirer', 'candras'], ['carneville'], { moraleUnit: 'schirer' }),
    );
    expect(p).toMatchObject({ attackerStrength: 17 });
  });
});
