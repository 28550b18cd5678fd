import { Emitter, isViolation, type Dice } from '@pratzen/engine';
import { counter } from '../data/counters';
import { crtResult } from '../data/tables';
import type { CommandOf } from '../commands';
import type { A20Event } from '../events';
import { evolve } from '../evolve';
import { onMap } from '../queries';
import type { A20State } from '../state';
import { freeEliteCommitments } from '../deck/in-force';
import type { CombatResult } from '../vocabulary';
import { attackOdds } from './attack';
import { offerAdvance } from './advance';
import { breakUnit, rout, withdraw } from './retreat';

type Em = Emitter<A20State, A20Event>;

/** X2.0 Elite morale: the attackers whose commitment swings their army's morale (IG, Gd). */
const eliteCommitted = (attackers: readonly string[]): string[] =>
  attackers.filter((id) => counter(id).elite.moraleFluctuation);

/** N9.5 EX: the attackers that Break, the weakest first, until their printed strength matches. */
function exchangeLosses(attackers: readonly string[], defender: string): string[] {
  const need = counter(defender).strength;
  const sorted = [...attackers].sort(
    (a, b) => counter(a).strength - counter(b).strength || (a < b ? -1 : 1),
  );
  const out: string[] = [];
  let total = 0;
  for (const id of sorted) {
    if (total >= need) break;
    out.push(id);
    total += counter(id).strength;
  }
  return out;
}

/** N9.5: carry out a result on the battle's units. */
function applyResult(
  em: Em,
  result: CombatResult,
  attackers: readonly string[],
  defender: string,
  dice: Dice,
): void {
  const live = (ids: readonly string[]): string[] =>
    ids.filter((id) => onMap(em.state, id) !== undefined);
  switch (result) {
    case 'AE':
      for (const id of attackers) breakUnit(em, id, 'N9.5', 'AE');
      return;
    case 'DE':
      return breakUnit(em, defender, 'N9.5', 'DE');
    case 'AR':
      for (const id of live(attackers)) rout(em, id, dice, 'N9.6');
      return;
    case 'DR':
      return rout(em, defender, dice, 'N9.6');
    case 'AW':
      for (const id of live(attackers)) withdraw(em, id, dice);
      return;
    case 'DW':
      return withdraw(em, defender, dice);
    case 'EX':
      breakUnit(em, defender, 'N9.5', 'EX');
      for (const id of exchangeLosses(attackers, defender)) breakUnit(em, id, 'N9.5', 'EX');
      return;
    case 'N':
      return;
  }
}

/** N9.1-N9.6, X2.0, N9.9: one battle, from the differential to the victor's offer to advance. */
export function decideAttack(state: A20State, command: CommandOf<'Attack'>, dice: Dice) {
  const odds = attackOdds(state, command.attackers, command.defender);
  if (isViolation(odds)) return { ok: false as const, violation: odds };
  const em = new Emitter<A20State, A20Event>(state, evolve);
  const elite = eliteCommitted(command.attackers);
  // N5.0 The Guard Goes In: the first commitment is free
  for (const _ of elite.slice(freeEliteCommitments(state, state.side)))
    em.emit({
      type: 'MoraleChanged',
      side: state.side,
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
  applyResult(em, result, command.attackers, command.defender, dice);
  for (const _ of elite) {
    if (result === 'DR' || result === 'DE')
      em.emit({
        type: 'MoraleChanged',
        side: state.side,
        points: 1,
        reason: 'elite-commit-wins',
        rule: 'X2.0',
      });
    if (result === 'AR' || result === 'AE')
      em.emit({
        type: 'MoraleChanged',
        side: state.side,
        points: -1,
        reason: 'elite-commit-fails',
        rule: 'X2.0',
      });
  }
  const defenderHex = onMap(state, command.defender)?.hex;
  if (defenderHex) offerAdvance(em, result, command.attackers, command.defender, defenderHex);
  return { ok: true as const, events: em.events, state: em.state };
}
