import { Emitter, type LegalAction } from '@pratzen/engine';
import { counter } from '../data/counters';
import type { A20Command, CommandOf } from '../commands';
import type { A20Event } from '../events';
import { onMap, sideOf } from '../queries';
import type { A20State } from '../state';
import { reject, type A20Decision } from '../violations';
import { evolve } from '../evolve';
import { breakUnit } from './retreat';

/**
 * N9.5 EX, the attacker's losses (README "Choices"): the attacker Breaks attacking units whose
 * printed strengths total at least the defender's printed strength, and no more units than that
 * needs (no unit could be spared). When more than one such set exists the choice is the
 * attacker's pending decision (`ChooseExchangeLosses`); a single set is broken at once.
 */

const total = (ids: readonly string[]): number =>
  ids.reduce((s, id) => s + counter(id).strength, 0);

/** Every set of `attackers` covering `need` from which no unit can be spared. */
export function exchangeSets(attackers: readonly string[], need: number): string[][] {
  const out: string[][] = [];
  for (let m = 1; m < 1 << attackers.length; m += 1) {
    const set = attackers.filter((_, i) => ((m >> i) & 1) === 1);
    if (total(set) < need) continue;
    if (set.every((id) => total(set.filter((x) => x !== id)) < need)) out.push(set);
  }
  // all of them when even together they fall short
  return out.length > 0 ? out : [[...attackers]];
}

/** N9.5 EX: break the attacker's losses now, or offer him the choice. */
export function exchange(
  em: Emitter<A20State, A20Event>,
  attackers: readonly string[],
  defender: string,
): void {
  const live = attackers.filter((id) => onMap(em.state, id) !== undefined);
  const need = counter(defender).strength;
  const sets = exchangeSets(live, need);
  if (sets.length === 1) {
    for (const id of sets[0] ?? []) breakUnit(em, id, 'N9.5', 'EX');
    return;
  }
  const side = sideOf({ id: live[0] ?? '' });
  em.emit({ type: 'ExchangeLossesOffered', side, attackers: live, need });
}

/** N9.5 EX: the attacker's options. */
export function exchangeOptions(state: A20State): LegalAction<A20Command>[] {
  const p = state.pending;
  if (p?.type !== 'ExchangeLosses') return [];
  return exchangeSets(p.attackers, p.need).map((units) => ({
    command: { type: 'ChooseExchangeLosses', units },
    rule: 'N9.5',
  }));
}

const same = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && [...a].sort().join(' ') === [...b].sort().join(' ');

/** N9.5 EX: the attacker names the units that Break. */
export function decideExchange(
  state: A20State,
  command: CommandOf<'ChooseExchangeLosses'>,
): A20Decision {
  const p = state.pending;
  if (p?.type !== 'ExchangeLosses')
    return reject('NOTHING_PENDING', 'N9.5', 'no exchange losses are to be chosen');
  if (!exchangeSets(p.attackers, p.need).some((s) => same(s, command.units)))
    return reject(
      'NOT_AN_EXCHANGE_SET',
      'N9.5',
      `the units broken must be attackers whose printed strength totals at least ${p.need}, none to spare`,
      { need: p.need },
    );
  const em = new Emitter<A20State, A20Event>(state, evolve);
  em.emit({ type: 'ExchangeLossesChosen', units: [...command.units] });
  for (const id of command.units) breakUnit(em, id, 'N9.5', 'EX');
  return { ok: true, events: em.events };
}
