import type { UntypedPaths } from '@pratzen/rulesets/hex-kit';
import { type ActionExtras, LEGAL_ACTION_SCHEMAS, type SpiAction } from './legal-action-schema';

describe('SPI legal actions typed from LEGAL_ACTION_SCHEMAS (one source, no hand-kept mirror)', () => {
  it('every member of every action type has a type (no schema member left untyped)', () => {
    // Checked by the type-check (jest only transpiles): compiles only while no path is untyped.
    type Extras = ActionExtras<keyof typeof LEGAL_ACTION_SCHEMAS>;
    const untyped: [UntypedPaths<Extras>] extends [never] ? 'none' : UntypedPaths<Extras> = 'none';
    expect(untyped).toBe('none');
  });

  it('a member the schema does not describe, or describes otherwise, fails the type-check', () => {
    // Checked by the type-check: each @ts-expect-error line must stay an error.
    const loss: SpiAction<'TakeDisengagementLoss'> = {
      command: { type: 'TakeDisengagementLoss', loss: 'disrupt' },
      rule: '4.6',
      unitId: 'x',
      hex: null, // 4.6: the unit left the map as it made the check
      effect: 'become disrupted and stop',
    };
    // @ts-expect-error `cost` is a number
    const cost: SpiAction<'MoveUnit'> = { ...move, cost: '2' };
    // @ts-expect-error no member `odds` on a move
    const odds: SpiAction<'MoveUnit'> = { ...move, odds: '2-1' };
    // @ts-expect-error the command must be a MoveUnit
    const other: SpiAction<'MoveUnit'> = { ...move, command: loss.command };
    expect([loss, cost, odds, other].map((a) => a.rule)).toEqual(['4.6', '4.0', '4.0', '4.0']);
  });
});

const move: SpiAction<'MoveUnit'> = {
  command: { type: 'MoveUnit', unitId: 'x', path: ['0101'] },
  rule: '4.0',
  unitId: 'x',
  from: '0102',
  hex: '0101',
  cost: 1,
  path: ['0101'],
  marchOrder: false,
  disengagementChecks: 0,
  continuing: true, // 4.6: a unit going on after a Disengagement Check's loss
};
