import { Emitter, isViolation, type Dice } from '@pratzen/engine';
import { counter } from '../data/counters';
import { crtResult } from '../data/tables';
import type { CommandOf } from '../commands';
import type { A20Event } from '../events';
import { evolve } from '../evolve';
import { onMap } from '../queries';
import type { A20State } from '../state';
import { freeEliteCommitments } from '../deck/in-force';
import type { CombatResult, Side } from '../vocabulary';
import { attackOdds, type Odds } from './attack';
import { offerAdvance } from './advance';
import { strandedBy } from './duty';
import { exchange } from './exchange';
import { cannotSpend, spend } from '../morale/spending';
import { breakUnit } from './retreat';
import { offerReserve } from '../morale/reserve-offer';
import { battleRetreats } from './retreat-choice';

type Em = Emitter<A20State, A20Event>;

/** X2.0 Elite morale: the attackers whose commitment swings their army's morale (IG, Gd). */
const eliteCommitted = (attackers: readonly string[]): string[] =>
  attackers.filter((id) => counter(id).elite.moraleFluctuation);

/**
 * N9.5: carry out a result on the battle's units; true when a choice is pending (the owner's
 * retreat route, N9.8.6, retreat-choice.ts).
 */
function applyResult(
  em: Em,
  result: CombatResult,
  attackers: readonly string[],
  defender: string,
  dice: Dice,
): boolean {
  switch (result) {
    case 'AE':
      for (const id of attackers) breakUnit(em, id, 'N9.5', 'AE');
      return false;
    case 'DE':
      breakUnit(em, defender, 'N9.5', 'DE');
      return false;
    case 'AR':
    case 'AW':
    case 'DR':
    case 'DW':
      // N9.8.6: each retreating unit's owner chooses its LOC hex and path
      return battleRetreats(em, result, attackers, defender, dice);
    case 'EX':
      breakUnit(em, defender, 'N9.5', 'EX');
      exchange(em, attackers, defender); // the attacker's choice when he has one
      return false;
    case 'N':
      return false;
  }
}

/** N9.1-N9.6, X2.0, N9.9: one battle, from the differential to the victor's offer to advance. */
export function decideAttack(state: A20State, command: CommandOf<'Attack'>, dice: Dice) {
  const odds = attackOdds(state, command.attackers, command.defender);
  if (isViolation(odds)) return { ok: false as const, violation: odds };
  const stranded = strandedBy(state, command.attackers, command.defender);
  if (stranded !== null) return { ok: false as const, violation: stranded };
  const offer = offerReserve(state, command, command.reserve === true); // N12.0 defender's reserve
  if (command.reserve !== true)
    return offer === null
      ? fight(state, command, odds, dice, state.side)
      : { ok: true as const, events: offer };
  // N12.0 reserve: a Morale Point spent for +1 to the differential
  const poor = cannotSpend(state, state.side);
  if (poor !== null) return poor;
  const spent = spend(state.side, 'reserve', command.attackers[0] ?? '');
  if (offer !== null) return { ok: true as const, events: [...spent, ...offer] };
  const raised = { ...odds, differential: odds.differential + 1 };
  const d = fight(spent.reduce(evolve, state), command, raised, dice, state.side);
  return { ok: true as const, events: [...spent, ...d.events] };
}

/**
 * One battle whose odds are known (N9.5-N9.9): by the phasing side (N9.1), or by the reacting
 * side's cavalry in a countercharge (N8.1).
 */
export function fight(
  state: A20State,
  command: { readonly attackers: readonly string[]; readonly defender: string },
  odds: Odds,
  dice: Dice,
  side: Side,
) {
  const em = new Emitter<A20State, A20Event>(state, evolve);
  const elite = eliteCommitted(command.attackers);
  // N5.0 The Guard Goes In: the first commitment is free
  for (const _ of elite.slice(freeEliteCommitments(state, side)))
    em.emit({
      type: 'MoraleChanged',
      side,
      points: -1,
      reason: 'commit-elite',
      rule: 'X2.0',
    });
  const die = dice.roll('N9.5 combat');
  const result = crtResult(odds.differential, die);
  em.emit({
    type: 'AttackResolved',
    attackers: command.attackers,
    defender: command.defender,
    ...odds,
    die,
    result,
  });
  // X2.0: the Elite's swing follows the result (before the retreats: an army at 0 asks no choice)
  for (const _ of elite) {
    if (result === 'DR' || result === 'DE')
      em.emit({
        type: 'MoraleChanged',
        side,
        points: 1,
        reason: 'elite-commit-wins',
        rule: 'X2.0',
      });
    if (result === 'AR' || result === 'AE')
      em.emit({
        type: 'MoraleChanged',
        side,
        points: -1,
        reason: 'elite-commit-fails',
        rule: 'X2.0',
      });
  }
  const waiting = applyResult(em, result, command.attackers, command.defender, dice);
  const defenderHex = onMap(state, command.defender)?.hex;
  if (defenderHex && !waiting)
    offerAdvance(em, result, command.attackers, command.defender, defenderHex);
  return { ok: true as const, events: em.events, state: em.state };
}
