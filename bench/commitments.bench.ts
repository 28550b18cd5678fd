/**
 * The cost of the hidden-information scheme (libs/audit "Hidden information", issue #10): the
 * same complete random SPI games sealed as format 1 (hashed as stored) and as format 2 (sealed
 * over public forms, hidden parts committed to), then verified. Prints figures; asserts nothing.
 *
 *   npx ts-node --transpile-only -r tsconfig-paths/register bench/commitments.bench.ts [games]
 */
import { performance } from 'node:perf_hooks';
import { verifyRecord } from '@pratzen/audit';
import { spi1980 } from '@pratzen/rulesets/spi-1980';
import { playRandomGame, randomCommitKey } from '../libs/audit/testing';

const games = Number(process.argv[2] ?? 3);
const resolve = (id: string) => (id === spi1980.info.id ? spi1980 : undefined);

for (const format of [1, 2] as const) {
  let events = 0;
  let bytes = 0;
  let play = 0;
  let verify = 0;
  let commitments = 0;
  for (let seed = 1; seed <= games; seed++) {
    const t0 = performance.now();
    const record = playRandomGame(spi1980, {
      seed,
      diceMode: 'server',
      ending: 'resign',
      maxCommands: 400,
      ...(format === 2 ? { commitKey: randomCommitKey(seed) } : {}),
    });
    const t1 = performance.now();
    const report = verifyRecord(record, resolve);
    const t2 = performance.now();
    if (!report.ok) throw new Error(`format ${format} game ${seed} does not verify`);
    events += record.eventCount;
    bytes += JSON.stringify(record).length;
    commitments += record.commands.reduce(
      (n, c) => n + c.events.filter((e) => e.meta.commitment !== undefined).length,
      0,
    );
    play += t1 - t0;
    verify += t2 - t1;
  }
  console.log(
    `format ${format}: ${games} games, ${events} events, ${commitments} commitments; ` +
      `play+seal ${(play / events).toFixed(3)} ms/event, verify ${(verify / events).toFixed(3)} ms/event, ` +
      `record ${(bytes / events).toFixed(0)} bytes/event`,
  );
}
