import type { Dice } from '@pratzen/engine';
import { replay } from '@pratzen/engine';
import type { A20Command } from '../commands';
import { preferredRoute } from '../combat/retreat';
import type { A20Event } from '../events';
import { a20 as rules } from '../ruleset';
import type { A20State } from '../state';

const ASKED: ReadonlySet<string> = new Set([
  'ReserveOffered',
  'ReserveAnswered',
  'RetreatOffered',
  'RetreatChosen',
]);

/** The answer the spec player gives to a battle's question: no reserve, the preferred route. */
function answer(state: A20State): A20Command | null {
  const p = state.pending;
  if (p?.type === 'DefenderReserve') return { type: 'CommitReserve', commit: false };
  if (p?.type === 'Retreat') {
    // the preferred route, or (its LOC hex cut off: the unit would Break) the first one offered
    const key = preferredRoute(state, p.unitId, p.distance).path.join(' ');
    const route = p.routes.find((r) => r.path.join(' ') === key) ?? p.routes[0];
    return { type: 'ChooseRetreat', path: [...(route?.path ?? [])] };
  }
  return null;
}

/**
 * Specs of other rules than N12.0's defender's reserve and N9.8.6's retreat choice: a20 whose
 * defenders always decline the reserve and retreat by the route the rules prefer (nearest LOC
 * hex; retreat.ts `preferredRoute`), each answered within the same decision with the same dice,
 * the questions and answers left out of the events, so that a battle is still one command.
 * Those two rules are tested against the real ruleset (morale/defender-reserve.spec.ts,
 * combat/retreat-choice.spec.ts).
 */
export const a20: typeof rules = {
  ...rules,
  decide(state: A20State, command: A20Command, dice: Dice) {
    let d = rules.decide(state, command, dice);
    if (!d.ok) return d;
    const events: A20Event[] = [...d.events];
    let s = replay(rules, state, d.events);
    for (let next = answer(s); next !== null && s.pending !== state.pending; next = answer(s)) {
      d = rules.decide(s, next, dice);
      if (!d.ok) return d;
      events.push(...d.events);
      s = replay(rules, s, d.events);
    }
    return { ok: true, events: events.filter((e) => !ASKED.has(e.type)) };
  },
};
