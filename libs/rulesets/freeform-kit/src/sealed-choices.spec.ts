import { REFEREE, SPECTATOR, sideViewer } from '@pratzen/engine';
import {
  choicesSeenBy,
  lockChoice,
  mayLock,
  openChoices,
  othersLocked,
  revealChoices,
  sealedEventSeenBy,
  unlockedSides,
} from './sealed-choices';

describe('sealed choices (lock each side, reveal all)', () => {
  const open = openChoices<string>(['a', 'b']);

  it('a side locks once; a lock is final; unknown sides never lock', () => {
    const one = lockChoice(open, 'a', 'secret-a');
    expect(mayLock(one, 'a')).toBe(false);
    expect(lockChoice(one, 'a', 'changed')).toBe(one);
    expect(mayLock(one, 'c')).toBe(false);
    expect(lockChoice(one, 'c', 'x')).toBe(one);
    expect(unlockedSides(one)).toEqual(['b']);
    expect(othersLocked(one, 'b')).toBe(true);
    expect(othersLocked(one, 'a')).toBe(false);
  });

  it('nothing is revealed until every side has locked', () => {
    const one = lockChoice(open, 'a', 'secret-a');
    expect(revealChoices(one)).toBe(one);
    const both = revealChoices(lockChoice(one, 'b', 'secret-b'));
    expect(both.revealed).toBe(true);
    expect(unlockedSides(both)).toEqual([]);
    expect(mayLock(both, 'b')).toBe(false);
  });

  it('a side sees its own choice, the referee every one, the others only that it is locked', () => {
    const one = lockChoice(open, 'a', 'secret-a');
    expect(choicesSeenBy(one, sideViewer('a'))).toEqual({
      a: { locked: true, choice: 'secret-a' },
      b: { locked: false, choice: null },
    });
    expect(choicesSeenBy(one, REFEREE)['a']?.choice).toBe('secret-a');
    for (const v of [sideViewer('b'), SPECTATOR])
      expect(JSON.stringify(choicesSeenBy(one, v))).not.toContain('secret');
    const both = revealChoices(lockChoice(one, 'b', 'secret-b'));
    expect(choicesSeenBy(both, SPECTATOR)['a']?.choice).toBe('secret-a');
  });

  it('a locking event is whole for its side and the referee, sealed for the others', () => {
    const event = { side: 'a', choice: 'secret-a' };
    const seal = (e: typeof event) => ({ side: e.side, choice: '' });
    expect(sealedEventSeenBy(event, sideViewer('a'), seal)).toBe(event);
    expect(sealedEventSeenBy(event, REFEREE, seal)).toBe(event);
    expect(sealedEventSeenBy(event, sideViewer('b'), seal)).toEqual({ side: 'a', choice: '' });
    expect(sealedEventSeenBy(event, SPECTATOR, seal)).toEqual({ side: 'a', choice: '' });
  });
});
