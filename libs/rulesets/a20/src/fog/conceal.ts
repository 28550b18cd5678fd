import { isViolation } from '@pratzen/engine';
import { attackOdds } from '../combat/attack';
import type { A20Command } from '../commands';
import { counterOf } from '../data/counters';
import type { A20Event } from '../events';
import type { A20State } from '../state';
import { reject, type A20Decision } from '../violations';
import { isPond } from '../deployment/zones';
import { enemyHidden, type HiddenCounter } from './fog-state';

/** Every string an event or command carries (the units it names among them). */
function strings(x: unknown, out: Set<string> = new Set()): Set<string> {
  if (typeof x === 'string') out.add(x);
  else if (Array.isArray(x)) for (const v of x) strings(v, out);
  else if (typeof x === 'object' && x !== null) for (const v of Object.values(x)) strings(v, out);
  return out;
}

/**
 * N16.1 (reconstruction): a face-down counter that moves stays face down (HiddenUnitMoved, shown
 * with its label); any other event that names it (a battle, a retreat, the ice) turns it up first
 * (CounterRevealed). Applied to every batch `decide` accepts, so no other event leaks a hidden id.
 */
export function conceal(state: A20State, events: readonly A20Event[]): A20Event[] {
  if (state.fog.hidden.length === 0) return [...events];
  const hidden = new Map(state.fog.hidden.map((h) => [h.unitId, h.label]));
  const hexOf = new Map(state.units.map((u) => [u.id, u.hex]));
  const out: A20Event[] = [];
  for (const e of events) {
    if (e.type === 'UnitMoved' && hidden.has(e.unitId)) {
      out.push({ ...e, type: 'HiddenUnitMoved', label: hidden.get(e.unitId) as string });
      hexOf.set(e.unitId, e.path.at(-1) ?? e.from);
      continue;
    }
    // a Dummy's CounterRevealed names its attackers: they have attacked (N9.3), so turn up first
    const names =
      e.type === 'HiddenUnitMoved'
        ? new Set<string>()
        : e.type === 'CounterRevealed'
          ? strings(e.attackers ?? [])
          : strings(e);
    for (const id of names) {
      const label = hidden.get(id);
      if (label === undefined) continue;
      hidden.delete(id);
      const dummy = counterOf(id)?.type === 'dummy';
      out.push({
        type: 'CounterRevealed',
        label,
        unitId: id,
        hex: hexOf.get(id) ?? '',
        dummy,
        rule: 'N16.1',
      });
    }
    if (e.type === 'CounterRevealed') hidden.delete(e.unitId);
    out.push(e);
  }
  return out;
}

/** N16.1 (reconstruction): a Dummy never attacks and never steps onto the ice (it would roll, 9.81). */
export function dummyBreach(command: A20Command): A20Decision | null {
  const dummy = (id: string): boolean => counterOf(id)?.type === 'dummy';
  if (command.type === 'Attack' && command.attackers.some(dummy))
    return reject('DUMMY_CANNOT_ATTACK', 'N16.1', 'a Dummy never attacks');
  // N8.3 with N16.1 (reconstruction): disengaging turns a counter up, which removes a Dummy
  if (command.type === 'Disengage' && dummy(command.unitId))
    return reject('DUMMY_CANNOT_REACT', 'N16.1', 'a Dummy does not disengage (N8.3)');
  if (command.type === 'MoveUnit' && dummy(command.unitId) && command.path.some(isPond))
    return reject('DUMMY_ON_ICE', 'N16.1', 'a Dummy may not enter a frozen pond');
  return null;
}

/**
 * What a seat may name (N16.1, X3.0): a player names an enemy face-down counter by its label
 * (translated here to its unit), and a hidden unit's own id gets exactly the answer an unknown
 * id gets. `answer` decides the translated command; a Dummy attacked is turned up and removed
 * with no battle (N16.1).
 */
export function asSeen(
  state: A20State,
  command: A20Command,
  answer: (c: A20Command) => A20Decision,
): A20Decision {
  if (state.fog.hidden.length === 0) return answer(command);
  const actor = state.pending?.side ?? state.side;
  const own = actor === 'french' ? dummyBreach(command) : null;
  if (own !== null) return own;
  const unseen = enemyHidden(state, actor);
  if (unseen.length === 0) return answer(command);
  const d = seenByEnemy(state, unseen, command, answer);
  // a hidden unit's own id named by the enemy keeps the unknown-id answer (no label put in)
  const ids = new Set(unseen.map((h) => h.unitId));
  const namesHidden = [...strings(command)].some((x) => ids.has(x));
  return namesHidden ? d : labelled(unseen, d);
}

/**
 * N16.1: a refusal to a seat names every enemy face-down counter by its label, never by the
 * unit behind it (a duty to attack, a reaction, a rally, a spending or a cadre rule may name an
 * enemy unit the command did not).
 */
function labelled(unseen: readonly HiddenCounter[], d: A20Decision): A20Decision {
  if (d.ok) return d;
  let text = JSON.stringify(d);
  for (const h of [...unseen].sort((a, b) => b.unitId.length - a.unitId.length))
    text = text.replace(new RegExp(`(?<![\\w-])${h.unitId}(?![\\w-])`, 'g'), h.label);
  return JSON.parse(text) as A20Decision;
}

function seenByEnemy(
  state: A20State,
  unseen: readonly HiddenCounter[],
  command: A20Command,
  answer: (c: A20Command) => A20Decision,
): A20Decision {
  const ids = new Set(unseen.map((h) => h.unitId));
  const named = [...strings(command)].filter((s) => ids.has(s));
  if (named.length > 0) {
    // the same answer as an unknown id: decide it with the id made unknown, then put it back
    const masked = (s: string): string => (named.includes(s) ? `\u0000${s}` : s);
    const d = answer(
      JSON.parse(JSON.stringify(command), (_k, v: unknown) =>
        typeof v === 'string' ? masked(v) : v,
      ) as A20Command,
    );
    if (d.ok) return d;
    return JSON.parse(JSON.stringify(d).split('\\u0000').join('')) as A20Decision;
  }
  if (command.type === 'Attack' || command.type === 'Countercharge') {
    const h = unseen.find((x) => x.label === command.defender);
    if (h === undefined) return answer(command);
    // a refusal names the counter by its label, never by the unit behind it
    const relabel = (d: A20Decision): A20Decision =>
      d.ok ? d : (JSON.parse(JSON.stringify(d).split(h.unitId).join(h.label)) as A20Decision);
    const dummy = counterOf(h.unitId)?.type === 'dummy';
    if (command.type === 'Countercharge') {
      const d = relabel(answer({ ...command, defender: h.unitId }));
      if (!d.ok || !dummy) return d;
      // N8.1 with N16.1: a Dummy countercharged is turned up and removed, no battle
      return dummyRevealed(state, h, [command.unitId]);
    }
    if (dummy) {
      const odds = attackOdds(state, command.attackers, h.unitId);
      if (isViolation(odds)) return relabel({ ok: false, violation: odds });
      return dummyRevealed(state, h, command.attackers);
    }
    return relabel(answer({ ...command, defender: h.unitId }));
  }
  return answer(command);
}

/** N16.1: a Dummy attacked (or countercharged) is turned up and removed with no battle. */
function dummyRevealed(
  state: A20State,
  h: HiddenCounter,
  attackers: readonly string[],
): A20Decision {
  const hex = state.units.find((u) => u.id === h.unitId)?.hex ?? '';
  return {
    ok: true,
    events: [
      {
        type: 'CounterRevealed',
        label: h.label,
        unitId: h.unitId,
        hex,
        dummy: true,
        rule: 'N16.1',
        attackers: [...attackers],
      },
    ],
  };
}
