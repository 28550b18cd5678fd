import { verifyRecord } from '@pratzen/audit';
import { playRandomGame } from '../../../../audit/testing';
import { dg2006 } from '../ruleset';

/**
 * Issue #11 changed commands and events (ElectRetreat after the die, RetreatUnit.displaces): game
 * records of whole random games, with server and with manual dice, still verify — every command
 * re-decided by libs/audit's verifier, events compared byte for byte.
 */
describe('records of DG 2006 games verify (10.0 C election, 9.32 displacement)', () => {
  test.each(['server', 'manual'] as const)('%s dice', (diceMode) => {
    const types = new Set<string>();
    for (let seed = 1; seed <= 4; seed++) {
      const record = playRandomGame(dg2006, { seed, diceMode });
      const report = verifyRecord(record, (id) => (id === dg2006.info.id ? dg2006 : undefined));
      expect(report.ok).toBe(true);
      expect(record.ruleset).toEqual({ id: 'dg-2006', version: '2.0.0' });
      for (const c of record.commands) types.add((c.command as { type: string }).type);
    }
    expect([...types]).toEqual(expect.arrayContaining(['Attack', 'ElectRetreat', 'RetreatUnit']));
  });
});
