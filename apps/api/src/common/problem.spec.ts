import { violation } from '@pratzen/engine';
import { ApiProblem, VIOLATION_STATUS } from './problem';

describe('ApiProblem.fromViolation: a violation’s code decides its status, here alone', () => {
  test('NOT_YOUR_TURN (the engine’s turn check) is 403 and keeps what the violation says', () => {
    const v = violation('spi-1980', 'NOT_YOUR_TURN', null, 'the french side must act now', {
      actingSide: 'french',
    });
    const p = ApiProblem.fromViolation(v);
    expect([p.status, p.code, p.message]).toEqual([403, 'NOT_YOUR_TURN', v.message]);
    expect(p.extra).toEqual({
      rule: null,
      rulesetId: 'spi-1980',
      details: { actingSide: 'french' },
    });
  });

  test('REFEREE_ONLY (the engine session: only the referee adjudicates) is 403, its one status', () => {
    const p = ApiProblem.fromViolation(
      violation('spi-1980', 'REFEREE_ONLY', null, 'only the referee adjudicates'),
    );
    expect([p.status, p.code]).toEqual([403, 'REFEREE_ONLY']);
  });

  test('any other violation is 422 with its rule case', () => {
    const p = ApiProblem.fromViolation(violation('spi-1980', 'ENEMY_ZOC_EXIT', '4.5', 'no'));
    expect([p.status, p.code, p.extra.rule]).toEqual([422, 'ENEMY_ZOC_EXIT', '4.5']);
    expect(Object.keys(VIOLATION_STATUS).sort()).toEqual(['NOT_YOUR_TURN', 'REFEREE_ONLY']);
  });
});
