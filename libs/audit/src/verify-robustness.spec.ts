import { spi1980 } from '@pratzen/rulesets/spi-1980';
import { canonicalJson } from '@pratzen/game';
import type { GameRecordV1 } from './record';
import { cloneRecord, playRandomGame } from '../testing';
import { verifyRecord } from './verify';

const resolve = (id: string) => (id === spi1980.info.id ? spi1980 : undefined);

describe('verifyRecord never throws', () => {
  test.each([
    ['null', null],
    ['a number', 42],
    ['a string', 'pratzen-record/1'],
    ['an array', []],
    ['an empty object', {}],
    ['another format', { format: 'pratzen-record/3' }],
    ['a format 2 alone', { format: 'pratzen-record/2' }],
    ['a format alone', { format: 'pratzen-record/1' }],
  ])('%s: a failed schema check', (_name, input) => {
    const report = verifyRecord(input, resolve);
    expect(report.ok).toBe(false);
    expect(report.firstFailure?.check).toBe('schema');
    expect(report.checks).toEqual({
      schema: 'failed',
      chain: 'skipped',
      commitments: 'skipped',
      dice: 'skipped',
      rules: 'skipped',
      victory: 'skipped',
    });
  });

  test('a ruleset that throws is a failed report', () => {
    const record = playRandomGame(spi1980, {
      seed: 3,
      diceMode: 'server',
      ending: 'resign',
      maxCommands: 10,
    });
    const report = verifyRecord(record, () => ({
      ...spi1980,
      decide: () => {
        throw new Error('boom');
      },
    }));
    expect(report.ok).toBe(false);
    expect(report.firstFailure).toMatchObject({ check: 'rules', code: 'RULESET_ERROR' });
    const evolveThrows = verifyRecord(record, () => ({
      ...spi1980,
      evolve: () => {
        throw new Error('evolve boom');
      },
    }));
    expect(evolveThrows.firstFailure).toMatchObject({
      check: 'rules',
      code: 'RULESET_ERROR',
      version: 2,
    });
    expect(
      verifyRecord(record, () => {
        throw new Error('no registry');
      }).firstFailure,
    ).toMatchObject({ code: 'UNKNOWN_RULESET' });
  });

  describe('every single change of any member of a record is caught', () => {
    let record: GameRecordV1;
    const leaves: (string | number)[][] = [];
    beforeAll(() => {
      record = playRandomGame(spi1980, {
        seed: 9,
        diceMode: 'server',
        ending: 'resign',
        maxCommands: 40,
      });
      const walk = (value: unknown, path: (string | number)[]): void => {
        if (Array.isArray(value)) value.forEach((v, i) => walk(v, [...path, i]));
        else if (typeof value === 'object' && value !== null) {
          for (const [k, v] of Object.entries(value)) walk(v, [...path, k]);
        } else leaves.push(path);
      };
      walk(record, []);
    });

    test('untouched, it verifies', () => {
      expect(verifyRecord(record, resolve).ok).toBe(true);
    });

    test('400 random changes (a leaf replaced, a member removed or added)', () => {
      // a small LCG: the same changes on every run
      let s = 12345;
      const random = (n: number): number => {
        s = (Math.imul(s, 1103515245) + 12345) >>> 0;
        return (s >>> 8) % n;
      };
      const junk: unknown[] = [null, 0, -1, 1.5, 7, 'x', '', true, false, {}, [], 'f'.repeat(64)];
      let changed = 0;
      for (let k = 0; k < 400; k++) {
        const copy = cloneRecord(record) as unknown as Record<string | number, unknown>;
        const path = leaves[random(leaves.length)] as (string | number)[];
        let parent = copy;
        for (const key of path.slice(0, -1))
          parent = parent[key] as Record<string | number, unknown>;
        const key = path[path.length - 1] as string | number;
        const kind = random(3);
        if (kind === 0) parent[key] = junk[random(junk.length)];
        else if (kind === 1 && !Array.isArray(parent)) delete parent[key];
        else
          parent[Array.isArray(parent) ? parent.length : `extra${k}`] = junk[random(junk.length)];
        if (canonicalJson(copy) === canonicalJson(record)) continue;
        changed += 1;
        let report;
        expect(() => (report = verifyRecord(copy, resolve))).not.toThrow();
        if ((report as unknown as { ok: boolean }).ok) {
          throw new Error(`undetected change at ${path.join('.')} (kind ${kind})`);
        }
      }
      expect(changed).toBeGreaterThan(300);
    });
  });
});
