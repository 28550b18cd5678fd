/**
 * A third party recomputes the rolls of a game record from the README alone: this test imports
 * nothing of libs/audit for the die. It runs the README's reference block (with only
 * `node:crypto` available to it), and a second implementation written here from the README's
 * prose, against the faces and commitment recorded in a complete game.
 */
import { createHash, createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { spi1980 } from '@pratzen/rulesets/spi-1980';
import { playRandomGame } from '../testing';

const README = readFileSync(join(__dirname, '..', 'README.md'), 'utf8');

/** The README's reference implementation, run in a context that can require node:crypto only. */
function referenceFromReadme(): {
  die(seedHex: string, index: number, sides: number): number;
  commitment(seedHex: string): string;
} {
  const block =
    /<!-- dice-reference:begin -->\s*```js\n([\s\S]*?)```\s*<!-- dice-reference:end -->/.exec(
      README,
    );
  if (block === null) throw new Error('README has no dice reference block');
  const module = { exports: {} as Record<string, unknown> };
  const require = (name: string): unknown => {
    if (name !== 'node:crypto')
      throw new Error(`the reference may only use node:crypto, not ${name}`);
    return { createHash, createHmac };
  };
  runInNewContext(block[1] as string, { module, require, Buffer, Math });
  return module.exports as ReturnType<typeof referenceFromReadme>;
}

/** Written from the README's prose: key, message, words, rejection, redraw. */
function dieFromProse(seedHex: string, index: number, sides: number): number {
  const key = Buffer.from(seedHex, 'hex');
  const limit = Math.floor(4294967296 / sides) * sides;
  for (let round = 0; ; round += 1) {
    const message =
      round === 0 ? index.toString(10) : `${index.toString(10)}/${round.toString(10)}`;
    const mac = createHmac('sha256', key).update(Buffer.from(message, 'ascii')).digest();
    for (let k = 0; k < 8; k += 1) {
      const n =
        mac[4 * k]! * 2 ** 24 +
        mac[4 * k + 1]! * 2 ** 16 +
        mac[4 * k + 2]! * 2 ** 8 +
        mac[4 * k + 3]!;
      if (n < limit) return 1 + (n % sides);
    }
  }
}

describe('a third party recomputes the dice from the README', () => {
  const reference = referenceFromReadme();

  test('the README test vectors', () => {
    const seed = '00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff';
    const rows = [...README.matchAll(/^\|\s*(\d+)\s*\|\s*(\d+)\s*\|\s*(\d+)\s*\|/gm)].map((m) =>
      m.slice(1, 4).map(Number),
    );
    expect(rows.length).toBeGreaterThanOrEqual(8);
    for (const [index, sides, face] of rows as [number, number, number][]) {
      expect([index, sides, reference.die(seed, index, sides)]).toEqual([index, sides, face]);
      expect([index, sides, dieFromProse(seed, index, sides)]).toEqual([index, sides, face]);
    }
    expect(reference.commitment(seed)).toBe(
      README.match(/whose\s+commitment is `([0-9a-f]{64})`/)?.[1],
    );
  });

  test('every roll of a complete game, and its commitment', () => {
    // The record as JSON, the way a third party receives it.
    const record = JSON.parse(
      JSON.stringify(playRandomGame(spi1980, { seed: 31, diceMode: 'server' })),
    ) as {
      dice: { seed: string; commitment: string };
      genesis: { data: { dice: { commitment: string } } };
      commands: { dice: { index: number; face: number; sides?: number }[] }[];
      status: string;
    };
    expect(record.status).toBe('over');
    const seed = record.dice.seed;
    expect(reference.commitment(seed)).toBe(record.genesis.data.dice.commitment);
    const dice = record.commands.flatMap((c) => c.dice);
    expect(dice.length).toBeGreaterThan(20);
    dice.forEach((d, i) => {
      expect(d.index).toBe(i);
      expect(reference.die(seed, d.index, d.sides ?? 6)).toBe(d.face);
      expect(dieFromProse(seed, d.index, d.sides ?? 6)).toBe(d.face);
    });
  });
});
