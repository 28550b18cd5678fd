import type { LegalAction } from '@pratzen/engine';
import { compactPath, decodeCompactMoves, encodeCompactMoves } from '../src/compact-moves';

const sorted = (commands: readonly unknown[]): string[] =>
  commands.map((c) => JSON.stringify(c)).sort();

/**
 * The compact form of `verbose` (a legal-action list) holds exactly what it holds: every move's
 * path (to its hex, or off the map from its exit hex) is rebuilt, and decoding gives back every
 * command of the list.
 */
export function expectCompactRoundTrip(verbose: readonly LegalAction[]): void {
  const compact = encodeCompactMoves(verbose);
  for (const a of verbose.filter((x) => x.command.type === 'MoveUnit')) {
    const c = a.command as unknown as { unitId: string; path: string[]; exitMap?: boolean };
    const hex = c.exitMap === true ? (a['exitFrom'] as string) : (a['hex'] as string);
    expect([c.unitId, hex, compactPath(compact, c.unitId, hex, c.exitMap === true)]).toEqual([
      c.unitId,
      hex,
      c.path,
    ]);
  }
  const decoded = decodeCompactMoves(compact).map((d) => d.command);
  expect(sorted(decoded)).toEqual(sorted(verbose.map((a) => a.command)));
}
