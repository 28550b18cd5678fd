import type { Dice } from '@pratzen/engine';
import { replay } from '@pratzen/engine';
import type { A20Command } from '../commands';
import type { A20Event } from '../events';
import { a20 as rules } from '../ruleset';
import type { A20State } from '../state';

const asked = (e: A20Event): boolean => e.type === 'ReserveOffered' || e.type === 'ReserveAnswered';

/**
 * Specs of other rules than N12.0's defender's reserve: a20 whose defenders always decline the
 * reserve (`CommitReserve` false is answered within the same decision, with the same dice, and
 * the offer and answer are left out of the events), so that a battle is still one command.
 * The reserve itself is tested against the real ruleset (morale/defender-reserve.spec.ts).
 */
export const a20: typeof rules = {
  ...rules,
  decide(state: A20State, command: A20Command, dice: Dice) {
    const d = rules.decide(state, command, dice);
    if (!d.ok || d.events.at(-1)?.type !== 'ReserveOffered') return d;
    const asking = replay(rules, state, d.events);
    const answer = rules.decide(asking, { type: 'CommitReserve', commit: false }, dice);
    if (!answer.ok) return answer;
    return { ok: true, events: [...d.events, ...answer.events].filter((e) => !asked(e)) };
  },
};
