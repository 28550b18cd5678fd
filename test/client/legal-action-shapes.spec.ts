import type { Command, LegalAction, Viewer } from '@pratzen/engine';
import { spi1980 } from '@pratzen/rulesets/spi-1980';
import { playRandomGame } from '@pratzen/rulesets/spi-1980/simulation/random-game';
import { dg2006 } from '@pratzen/rulesets/dg-2006';
import { playRandomGame as playRandomDgGame } from '@pratzen/rulesets/dg-2006/simulation/random-game';
import { a1805 } from '@pratzen/rulesets/a1805';
import { a20 } from '@pratzen/rulesets/a20';
import { playRandomGame as playRandomA20Game } from '@pratzen/rulesets/a20/simulation/random-game';
import type { A1805State } from '@pratzen/rulesets/a1805/state';
import {
  type Tally,
  contact,
  example,
  historical,
  play,
} from '@pratzen/rulesets/a1805/simulation/random-game';
import type { ValidateFunction } from 'ajv';
import { check, published } from './support/published-schemas';

/**
 * Issue #15: the legal actions of openapi/openapi.yaml (`LegalActionDto`, by ruleset and command
 * type, closed) hold for what `legalActions` really offers — every viewer's (each side, the
 * spectator, the referee) at positions of random games of SPI 1980, DG 2006 and Austerlitz 1805 —
 * and an action with a member no schema lists, or a detail of the wrong type, is rejected.
 */
const VIEWERS: readonly Viewer[] = [
  { kind: 'side', side: 'allied' },
  { kind: 'side', side: 'french' },
  { kind: 'spectator' },
  { kind: 'referee' },
];

interface Seen {
  problems: string[];
  actions: number;
  types: Set<string>;
  sample: Map<string, LegalAction>;
}

const seen = (): Seen => ({ problems: [], actions: 0, types: new Set(), sample: new Map() });

const branches = new Map<string, ValidateFunction>();
const validators = (prefix: string): ValidateFunction => {
  const name = prefix === 'LegalActionDto' ? prefix : `${prefix}LegalAction`;
  const v = branches.get(name) ?? published(name);
  branches.set(name, v);
  return v;
};

function checkAll(into: Seen, prefix: string, offered: readonly LegalAction<Command>[]): void {
  const own = validators(prefix);
  const any = validators('LegalActionDto');
  for (const a of offered) {
    into.actions++;
    into.types.add(a.command.type);
    if (!into.sample.has(a.command.type)) into.sample.set(a.command.type, a);
    const name = `${prefix}${a.command.type}LegalAction`;
    const branch = branches.get(name) ?? published(name);
    branches.set(name, branch);
    into.problems.push(...check(branch, a, `${prefix}${a.command.type}LegalAction`));
    into.problems.push(...check(own, a, `${prefix} ${a.command.type}`));
    into.problems.push(...check(any, a, `${prefix} ${a.command.type} (any)`));
    if (into.problems.length > 2) throw new Error(into.problems.join('\n'));
  }
}

/** Mutations every published action must refuse: an unlisted member, a mistyped detail. */
function mutationsRejected(prefix: string, sample: Map<string, LegalAction>): string[] {
  const own = published(`${prefix}LegalAction`);
  const any = published('LegalActionDto');
  const accepted: string[] = [];
  for (const [type, a] of sample) {
    const extra = { ...a, secretPlan: 'x' };
    if (own(extra) || any(extra)) accepted.push(`${type}: unlisted member`);
    const detail = Object.keys(a).find((k) => k !== 'command' && k !== 'space');
    if (detail !== undefined) {
      const wrong = { ...a, [detail]: { wrong: true } };
      if (own(wrong) || any(wrong)) accepted.push(`${type}: ${detail} mistyped`);
    }
    const badCommand = { ...a, command: { ...a.command, type: 'NoSuchCommand' } };
    if (own(badCommand)) accepted.push(`${type}: unknown command type`);
  }
  return accepted;
}

describe('legal actions of openapi/openapi.yaml against played games', () => {
  test('SPI 1980: every action offered to every viewer in two random games matches Spi1980LegalAction', () => {
    const s = seen();
    let step = 0;
    for (const seed of [1, 2]) {
      playRandomGame({
        seed,
        maxCommands: 600,
        onActions: (state) => {
          if (step++ % 4 !== 0) return;
          for (const viewer of VIEWERS) checkAll(s, 'Spi1980', spi1980.legalActions(state, viewer));
        },
      });
    }
    expect(s.problems).toEqual([]);
    expect(s.actions).toBeGreaterThan(1000);
    expect([...s.types]).toEqual(expect.arrayContaining(['MoveUnit', 'Attack', 'EndPhase']));
    expect(mutationsRejected('Spi1980', s.sample)).toEqual([]);
  });

  test('DG 2006: every action offered to every viewer in two random games matches Dg2006LegalAction', () => {
    const s = seen();
    let step = 0;
    for (const seed of [1, 2]) {
      playRandomDgGame({
        seed,
        maxCommands: 600,
        onActions: (state) => {
          if (step++ % 4 !== 0) return;
          for (const viewer of VIEWERS) checkAll(s, 'Dg2006', dg2006.legalActions(state, viewer));
        },
      });
    }
    expect(s.problems).toEqual([]);
    expect(s.actions).toBeGreaterThan(1000);
    expect([...s.types]).toEqual(expect.arrayContaining(['MoveUnit', 'Attack', 'EndPhase']));
    expect(mutationsRejected('Dg2006', s.sample)).toEqual([]);
  });

  test('Austerlitz 1805: every action offered to every viewer in random games matches A1805LegalAction', () => {
    const s = seen();
    const games: readonly [() => A1805State, number][] = [
      [historical, 3],
      [contact, 30],
      [example, 22],
    ];
    for (const [start, seed] of games) {
      const tally: Tally = { samples: 0, checked: 0, accepted: 0, moves: 0, byType: {} };
      let step = 0;
      const initial = { ...start(), optionalRules: ['alternate-rout', 'allied-artillery'] };
      play(initial, seed, tally, undefined, (state) => {
        if (step++ % 5 !== 0) return;
        for (const viewer of VIEWERS) checkAll(s, 'A1805', a1805.legalActions(state, viewer));
      });
    }
    expect(s.problems).toEqual([]);
    expect(s.actions).toBeGreaterThan(200);
    expect([...s.types]).toEqual(expect.arrayContaining(['MoveUnit', 'EndPhase']));
    expect(mutationsRejected('A1805', s.sample)).toEqual([]);
  });

  test('Austerlitz 20: every action offered to every viewer in two random games matches A20LegalAction', () => {
    const s = seen();
    let step = 0;
    for (const seed of [1, 2]) {
      playRandomA20Game({
        seed,
        onActions: (state) => {
          if (step++ % 4 !== 0) return;
          for (const viewer of VIEWERS) checkAll(s, 'A20', a20.legalActions(state, viewer));
        },
      });
    }
    expect(s.problems).toEqual([]);
    expect(s.actions).toBeGreaterThan(300);
    expect([...s.types]).toEqual(expect.arrayContaining(['MoveUnit', 'Attack', 'EndPhase']));
    expect(mutationsRejected('A20', s.sample)).toEqual([]);
  });
});
