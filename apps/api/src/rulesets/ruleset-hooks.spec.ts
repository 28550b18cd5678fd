import { SPECTATOR, sideViewer, violation } from '@pratzen/engine';
import { previewOf } from './ruleset-hooks';
import type { AnyRuleset } from './ruleset-registry';

/** A ruleset whose preview answers any command, for the viewer asking (contract: preview). */
const previewing = {
  preview: (_state: unknown, command: { type: string }, viewer?: { kind: string }) =>
    command.type === 'Refused'
      ? violation('toy', 'NO', '1.0', 'refused')
      : { type: command.type, asked: viewer?.kind },
} as unknown as AnyRuleset;

describe('previewOf (commands/validate)', () => {
  test('any command type is previewed, for the viewer who asks', () => {
    expect(previewOf(previewing, {}, { type: 'MoveUnit' }, sideViewer('blue'))).toEqual({
      preview: { type: 'MoveUnit', asked: 'side' },
    });
    expect(previewOf(previewing, {}, { type: 'EndPhase' }, SPECTATOR)).toEqual({
      preview: { type: 'EndPhase', asked: 'spectator' },
    });
  });

  test('a violation found by the preview is split out; no preview hook: nothing', () => {
    expect(previewOf(previewing, {}, { type: 'Refused' }, SPECTATOR).violation?.code).toBe('NO');
    expect(previewOf({} as AnyRuleset, {}, { type: 'X' }, SPECTATOR)).toEqual({});
  });
});
