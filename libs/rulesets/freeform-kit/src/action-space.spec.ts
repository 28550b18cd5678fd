import { point } from '@pratzen/geometry';
import {
  actionWithSpace,
  choiceOf,
  distanceInterval,
  facingInterval,
  formationChoice,
  reachDisc,
  turnInterval,
} from './action-space';

describe('action spaces', () => {
  test('reachDisc: a closed 16-gon in wire units around the centre, radius at least a tick', () => {
    const r = reachDisc(point(2_000, 1_000), 3_000);
    expect(r.type).toBe('Polygon');
    const ring = r.coordinates[0]!;
    expect(ring).toHaveLength(17);
    expect(ring[0]).toEqual([2, 4]);
    expect(ring[16]).toEqual(ring[0]);
    for (const [x, y] of ring) {
      expect(Math.abs(Math.hypot(x - 2, y - 1) - 3)).toBeLessThan(0.002);
    }
    const tiny = reachDisc(point(0, 0), 0).coordinates[0]!;
    expect(tiny[0]).toEqual([0, 0.001]);
  });

  test('actionWithSpace: the command, its domains, reach only when given, a copy of the checks', () => {
    const checks = [{ rule: 'x.1', text: 'stays on the table' }];
    const command = { type: 'Move', unitId: 'u' };
    const a = actionWithSpace(
      command,
      { '/d': distanceInterval(1_500, 'inch') },
      undefined,
      checks,
    );
    expect(a).toEqual({
      command,
      space: { vary: { '/d': { kind: 'interval', min: 0, max: 1.5, unit: 'inch' } }, checks },
    });
    expect(a.space).not.toHaveProperty('reach');
    expect(a.space?.checks).not.toBe(checks);
    const reach = reachDisc(point(0, 0), 10);
    expect(actionWithSpace(command, {}, reach, []).space?.reach).toBe(reach);
  });

  test('the domains', () => {
    expect(turnInterval(45)).toEqual({ kind: 'interval', min: -45, max: 45, unit: 'degree' });
    expect(facingInterval()).toEqual({ kind: 'interval', min: 0, max: 359.9, unit: 'degree' });
    expect(distanceInterval(12_345, 'UM')).toEqual({
      kind: 'interval',
      min: 0,
      max: 12.345,
      unit: 'UM',
    });
    const formations = ['line', 'column'];
    const f = formationChoice(formations);
    expect(f).toEqual({ kind: 'choice', options: ['line', 'column'] });
    expect(f.kind === 'choice' && f.options).not.toBe(formations);
    expect(choiceOf(['left', 'right'])).toEqual({ kind: 'choice', options: ['left', 'right'] });
  });
});
