import { ODDS_COLUMNS, crtResult, type OddsColumn } from '../data/tables';
import { at, combatState, field } from './testing/combat-fixtures';
import type { CombatState } from './combat-state';
import { lossTask } from './losses';
import { routModifier } from './rout';
import { PRINTED_CHARTS } from '../testing/printed-charts';

/** The printed CRT (first copy), read from the verbatim fixture: 6 rows × 10 columns. */
const printed = PRINTED_CHARTS;
const crtStart = printed.findIndex((l) => l.startsWith('[15.0]'));
const header = printed.slice(crtStart).find((l) => l.trim().startsWith('1-5')) ?? '';
const columns = header.trim().split('\t') as OddsColumn[];
const cells = [1, 2, 3, 4, 5, 6].flatMap((die) => {
  const line = printed.slice(crtStart).find((l) => l.startsWith(`${die}\t`)) ?? '';
  return line
    .split('\t')
    .slice(1)
    .map((code, i) => [die, columns[i] as OddsColumn, code] as const);
});

/** One side's printed code read as the rules text defines it (6.3, 15.0 legend). */
function meaning(code: string): { losses: number; disrupted: boolean; rout: number | null } {
  if (code === '-') return { losses: 0, disrupted: false, rout: null };
  const n = /^\d/.test(code) ? Number(code[0]) : 0;
  if (code.endsWith('r')) return { losses: 0, disrupted: false, rout: n };
  return { losses: n, disrupted: code.endsWith('d'), rout: null };
}

const c = field(3);
const state = combatState([
  { unitId: 'rivaud', hex: at(c, 'S') },
  { unitId: 'carneville', hex: c },
]);
const combatAt = (die: number, column: OddsColumn): CombatState => ({
  plan: {
    attackerSide: 'french',
    defenderSide: 'allied',
    attackers: ['rivaud'],
    defenders: ['carneville'],
    bombarding: [],
    charges: [],
    moraleUnit: 'rivaud',
    lowerOddsTo: null,
    defenderHexes: [c],
    requiredBombardment: false,
  },
  defence: { moraleUnit: 'carneville', charges: [] },
  roll: { die, column, result: '' },
  routs: { attacker: null, defender: null },
  moraleBefore: { allied: 80, french: 70 },
});

describe('15.0 Combat Results Table, cell by cell', () => {
  test('15.0 the printed table has 60 cells in the ten columns', () => {
    expect(cells).toHaveLength(60);
    expect(columns).toEqual(ODDS_COLUMNS);
  });

  test.each(cells)('15.0 die %i at %s is %s', (die, column, code) => {
    expect(crtResult(die, column).code).toBe(code);
    const [att = '', def = ''] = code.split('/');
    const combat = combatAt(die, column);
    for (const [role, printedCode] of [
      ['attacker', att],
      ['defender', def],
    ] as const) {
      const m = meaning(printedCode);
      expect(crtResult(die, column)[role]).toEqual(m);
      // How the resolution reads it: a rout (with its modifier) or a loss/disruption task.
      expect(routModifier(combat, role)).toBe(m.rout);
      const task = lossTask(state, combat, role);
      if (m.rout !== null || (m.losses === 0 && !m.disrupted)) expect(task).toBeNull();
      else {
        expect(task).toMatchObject({ losses: m.losses, disrupt: m.disrupted });
        // 6.3 / 6.4: "d" forbids retreating for losses; otherwise each loss may be a hex retreated.
        expect(task?.maxRetreat).toBe(m.disrupted ? 0 : m.losses);
      }
    }
  });
});
