import { at, attack, combatState, lakeSide, play, step } from './testing/combat-fixtures';
import { c, S, SE, SW } from './testing/combat-positions';
import type { SpiState } from '../state';
import { attackOptions } from './attack-options';
import { combatActions } from './combat-actions';
import type { AttackCommand } from './combat-commands';
import { combatObligations, unmetObligation } from './obligations';
import { freeOf, inContact, obligationSearch } from './obligation-problem';
import { playRandomGame } from '../simulation/random-game';

describe('5.1 mandatory attacks', () => {
  test('5.1 a unit in an enemy ZOC must attack and the enemy unit must be attacked', () => {
    const s = combatState([
      { unitId: 'schirer', hex: S },
      { unitId: 'carneville', hex: c },
    ]);
    expect(combatObligations(s)).toEqual({
      mustAttack: ['schirer'],
      mustBeAttacked: ['carneville'],
    });
    const v = unmetObligation(s);
    expect(v).toMatchObject({
      code: 'MANDATORY_ATTACK',
      rule: '5.1',
      details: { mustAttack: ['schirer'], mustBeAttacked: ['carneville'] },
    });
    expect(v?.message).toContain('schirer');
    expect(v?.message).toContain('carneville');
    play(s, { type: 'EndPhase' }).thenViolates('MANDATORY_ATTACK', '5.1');
  });

  test('5.1 once the attack is made the phase may end', () => {
    const s = combatState([
      { unitId: 'schirer', hex: S },
      { unitId: 'carneville', hex: c },
    ]);
    // 10 against 7, morale 5 - 4: 2-1; a 4 is d/d, no question.
    const after = step(s, attack(['schirer'], ['carneville']), [4]).state;
    expect(unmetObligation(after)).toBeNull();
  });

  test('5.1 only in the Combat Phase, and units at a distance owe nothing', () => {
    expect(
      unmetObligation({
        ...combatState([
          { unitId: 'schirer', hex: S },
          { unitId: 'carneville', hex: c },
        ]),
        phase: 'movement',
      }),
    ).toBeNull();
    expect(
      unmetObligation(
        combatState([
          { unitId: 'schirer', hex: at(S, 'S') },
          { unitId: 'carneville', hex: c },
        ]),
      ),
    ).toBeNull();
  });

  test('7.0 disrupted units need not attack and, having no ZOC, need not be attacked', () => {
    expect(
      unmetObligation(
        combatState([
          { unitId: 'schirer', hex: S, disrupted: true },
          { unitId: 'carneville', hex: c, disrupted: true },
        ]),
      ),
    ).toBeNull();
  });

  test('5.1 an enemy unit with a (disrupted) phasing unit in its ZOC must be attacked by someone who can', () => {
    const s = combatState([
      { unitId: 'schirer', hex: S, disrupted: true },
      { unitId: 'fontenay', hex: at(c, 'N', 2) },
      { unitId: 'carneville', hex: c },
    ]);
    expect(combatObligations(s)).toEqual({ mustAttack: [], mustBeAttacked: ['carneville'] });
  });

  test('5.6 a bombardment satisfies the obligation to attack an enemy unit', () => {
    const s = combatState([
      { unitId: 'schirer', hex: S, disrupted: true },
      { unitId: 'fontenay', hex: at(c, 'N', 2) },
      { unitId: 'carneville', hex: c },
    ]);
    // 3 against 7 is 1-3; a 3 is 2/-: the bombarding artillery is unaffected; no question.
    const after = step(s, attack(['fontenay'], ['carneville']), [3]);
    expect(after.state.pending).toMatchObject({ type: 'FallBack' });
    const settled = step(after.state, { type: 'FallBack', fallbacks: [] }).state;
    expect(settled.combat).toBeNull();
    expect(unmetObligation(settled)).toBeNull();
  });

  test('5.1 / 8.0 cavalry facing the enemy only across a lake hexside cannot attack and is exempt', () => {
    const side = lakeSide();
    const s = combatState([
      { unitId: 'margaron', hex: side.from },
      { unitId: 'carneville', hex: side.to },
    ]);
    // ZOCs do not cross lake hexsides (4.5) either: nobody owes anything.
    expect(combatObligations(s)).toEqual({ mustAttack: [], mustBeAttacked: [] });
  });

  test('5.6 bombardment is voluntary: artillery two hexes from an enemy owes nothing', () => {
    const s = combatState([
      { unitId: 'fontenay', hex: at(c, 'N', 2) },
      { unitId: 'carneville', hex: c },
    ]);
    expect(unmetObligation(s)).toBeNull();
  });
});

/** The attacks legalActions offers in `s`, as attacker lists. */
const offered = (s: SpiState): string[][] =>
  attackOptions(s).map((a) => [...(a.command as AttackCommand).attackers]);

describe("5.1 / 5.2 no attack may leave the phase's obligations impossible to meet", () => {
  test('5.1 / 5.2 two attackers, one defender: one of them may not attack it alone (the squeeze)', () => {
    const s = combatState([
      { unitId: 'schirer', hex: S },
      { unitId: 'candras', hex: SE },
      { unitId: 'carneville', hex: c },
    ]);
    const v = play(s, attack(['candras'], ['carneville']), [3]).thenViolates(
      'OBLIGATION_STRANDED',
      '5.1',
    );
    expect(v.details).toMatchObject({ stranded: { mustAttack: ['schirer'] } });
    expect(v.message).toContain('schirer');
    expect(offered(s)).not.toContainEqual(['candras']);
    expect(offered(s)).not.toContainEqual(['schirer']);
    // Together they may.
    play(s, attack(['schirer', 'candras'], ['carneville'], { moraleUnit: 'schirer' }), [3]).then(
      (es) => expect(es[0]).toMatchObject({ type: 'AttackDeclared' }),
    );
    expect(offered(s)).toContainEqual(['schirer', 'candras']);
  });

  test('5.1 / 5.4 one attacker, two defenders: it may not attack one of them alone (the squeeze)', () => {
    const s = combatState([
      { unitId: 'schirer', hex: S },
      { unitId: 'carneville', hex: c },
      { unitId: 'urusov', hex: SW },
    ]);
    const v = play(s, attack(['schirer'], ['carneville']), [3]).thenViolates(
      'OBLIGATION_STRANDED',
      '5.1',
    );
    expect(v.details).toMatchObject({ stranded: { mustBeAttacked: ['urusov'] } });
    const options = attackOptions(s).map((a) => [...(a.command as AttackCommand).defenders].sort());
    expect(options).toEqual([['carneville', 'urusov']]);
    play(s, attack(['schirer'], ['carneville', 'urusov']), [3]).then((es) =>
      expect(es[0]).toMatchObject({ type: 'AttackDeclared' }),
    );
  });

  test('5.1 / 5.6 an obliged enemy unit may not be left with nobody able to attack it', () => {
    // Schirer (disrupted) is in Carneville's ZOC: only Fontenay's bombardment can attack Carneville.
    const s = combatState([
      { unitId: 'schirer', hex: S, disrupted: true },
      { unitId: 'fontenay', hex: at(c, 'N', 2) },
      { unitId: 'carneville', hex: c },
      { unitId: 'urusov', hex: at(c, 'NE', 2) },
    ]);
    expect(combatObligations(s)).toEqual({ mustAttack: [], mustBeAttacked: ['carneville'] });
    const v = play(s, attack(['fontenay'], ['urusov']), [3]).thenViolates(
      'OBLIGATION_STRANDED',
      '5.1',
    );
    expect(v.details).toMatchObject({ stranded: { mustBeAttacked: ['carneville'] } });
    expect(attackOptions(s).map((a) => (a.command as AttackCommand).defenders)).toEqual([
      ['carneville'],
    ]);
  });

  test('5.1 an obligation dissolved by a combat result (a retreat) is rightly not enforced', () => {
    // Schirer is in the ZOC of Carneville and Urusov; Fontenay may bombard Urusov, so Schirer may
    // attack Carneville alone. 10 against 7, morale 5 - 4: 2-1; a 6 is 2/-.
    const s = combatState([
      { unitId: 'schirer', hex: S },
      { unitId: 'carneville', hex: c },
      { unitId: 'urusov', hex: SW },
      { unitId: 'fontenay', hex: at(SW, 'SW', 2) },
    ]);
    expect(combatObligations(s).mustBeAttacked).toEqual(['carneville', 'urusov']);
    const r = step(s, attack(['schirer'], ['carneville']), [6]);
    expect(r.state.pending).toMatchObject({ type: 'TakeLosses', role: 'attacker' });
    const retreat = combatActions(r.state, {}).find(
      (a) => (a.command as { retreat?: unknown }).retreat !== undefined,
    )!.command;
    const after = step(r.state, retreat).state;
    expect(after.combat).toBeNull();
    // Schirer retreated out of Urusov's ZOC: nobody must attack Urusov any more.
    expect(combatObligations(after)).toEqual({ mustAttack: [], mustBeAttacked: [] });
    expect(unmetObligation(after)).toBeNull();
    play(after, { type: 'EndPhase' }).then((es) =>
      expect(es[0]).toMatchObject({ type: 'PhaseEnded', phase: 'combat' }),
    );
  });
});

describe('5.1 needs contact: a ZOC reaches only the adjacent hexes (4.5)', () => {
  test('5.1 with no phasing unit adjacent to an enemy unit nobody owes an attack', () => {
    const apart = combatState([
      { unitId: 'schirer', hex: at(S, 'S') },
      { unitId: 'carneville', hex: c },
    ]);
    expect(inContact(apart)).toBe(false);
    expect(combatObligations(apart)).toEqual({ mustAttack: [], mustBeAttacked: [] });
    const adjacent = combatState([
      { unitId: 'schirer', hex: S },
      { unitId: 'carneville', hex: c },
    ]);
    expect(inContact(adjacent)).toBe(true);
  });

  test('5.1 in the positions of random games, the search finds no obligation wherever there is no contact', () => {
    let apart = 0;
    let touching = 0;
    for (let seed = 71; seed < 74; seed++) {
      playRandomGame({
        seed,
        maxCommands: 400,
        onCommand: (state) => {
          if (state.phase !== 'combat' || state.combat !== null || state.pending !== null) return;
          // The full search, built whatever the contact test says.
          const search = obligationSearch(state);
          const free = freeOf(state, search);
          const found = search.coverableIds(free.a, free.t);
          if (inContact(state)) {
            touching++;
            return;
          }
          apart++;
          expect(found).toEqual({ attackers: [], targets: [] });
        },
      });
    }
    // Both kinds of position were met, so the check above ran and the fast path matters.
    expect(apart).toBeGreaterThan(0);
    expect(touching).toBeGreaterThan(0);
  });
});
