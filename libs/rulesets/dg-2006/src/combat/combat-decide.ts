import { Emitter, isViolation, type Dice } from '@pratzen/engine';
import type { CommandOf, DgCommand } from '../commands';
import { crtResult } from '../data/tables';
import type { DgEvent } from '../events';
import { evolve } from '../evolve';
import { onMap } from '../queries';
import type { DgState } from '../state';
import { accept, reject, type DgDecision } from '../violations';
import { checkAttack } from './obligation-check';
import { enemiesInZocOf } from './obligations';
import {
  advanceCandidates,
  eliminate,
  exchangeProblem,
  printedTotal,
  proceed,
  type CombatEmitter,
} from './resolution';

export const COMBAT_COMMAND_TYPES: ReadonlySet<string> = new Set([
  'Attack',
  'ResolveExchange',
  'ElectRetreat',
  'RetreatUnit',
  'Advance',
  'DeclineAdvance',
]);

const emitter = (state: DgState): CombatEmitter => new Emitter<DgState, DgEvent>(state, evolve);

/**
 * 9.0 Ar (also when taken for Ex): the exposed attackers retreat. 10.0 C: bombarding artillery
 * may elect to suffer it too — an option on the result, so the attacker is asked now, after the
 * die (true: the decision is pending). Without bombarding artillery the retreats are ordered.
 */
function attackerRetreats(em: CombatEmitter): boolean {
  const c = em.state.combat;
  if (c === null) return false;
  const candidates = c.bombarding.filter((id) => onMap(em.state, id) !== undefined);
  if (candidates.length > 0) {
    em.emit({
      type: 'CombatDecisionRequested',
      pending: {
        type: 'ElectRetreat',
        side: c.attackerSide,
        rule: '10.0 C',
        candidates,
        prompt: `${c.attackerSide}: Attacker Retreat — name the bombarding artillery that elects to retreat too (or none)`,
      },
    });
    return true;
  }
  em.emit({ type: 'RetreatsOrdered', units: exposedOf(em.state), rule: '9.31' });
  return false;
}

/** The attackers of the current attack that combat results reach (10.0 C), on the map. */
function exposedOf(state: DgState): string[] {
  const c = state.combat;
  if (c === null) return [];
  return c.attackers.filter((id) => !c.bombarding.includes(id) && onMap(state, id) !== undefined);
}

/** 10.0 C: the attacker's election after an Ar; then the retreats (9.31, the defender chooses). */
function decideElection(state: DgState, command: CommandOf<'ElectRetreat'>): DgDecision {
  const p = state.pending;
  if (p?.type !== 'ElectRetreat')
    return reject('NO_ELECTION_PENDING', '10.0 C', 'no Attacker Retreat election is waiting');
  const chosen = command.artillery;
  if (new Set(chosen).size !== chosen.length)
    return reject('DUPLICATE_UNIT', '10.0 C', 'a unit is named twice');
  const stranger = chosen.find((id) => !p.candidates.includes(id));
  if (stranger !== undefined)
    return reject(
      'NOT_BOMBARDING',
      '10.0 C',
      `only bombarding artillery of this attack may elect to suffer the Attacker Retreat (${stranger})`,
      { unitId: stranger, candidates: p.candidates },
    );
  const em = emitter(state);
  em.emit({ type: 'RetreatElected', artillery: [...chosen], rule: '10.0 C' });
  em.emit({ type: 'RetreatsOrdered', units: [...exposedOf(state), ...chosen], rule: '9.31' });
  proceed(em);
  return accept(em.events);
}

/** 8.0 / 9.0 / 10.0: declare, roll and apply one attack. */
function decideAttack(state: DgState, command: CommandOf<'Attack'>, dice: Dice): DgDecision {
  const plan = checkAttack(state, command);
  if (isViolation(plan)) return { ok: false, violation: plan };
  const die = dice.roll('combat', 6);
  const result = crtResult(die, plan.column);
  const em = emitter(state);
  em.emit({
    type: 'AttackResolved',
    attackerSide: plan.attackerSide,
    attackers: plan.attackers,
    defenders: plan.defenders,
    bombarding: plan.bombarding,
    attackerHexes: plan.attackerHexes,
    defenderHexes: plan.defenderHexes,
    attackStrength: plan.attackStrength,
    defenceStrength: plan.defenceStrength,
    odds: plan.odds,
    column: plan.column,
    die,
    result,
    obliged: enemiesInZocOf(state, plan.attackerHexes).filter(
      (id) => !state.marks.defended.includes(id) && !plan.defenders.includes(id),
    ),
  });
  // 10.0 C: bombarding artillery is never destroyed or retreated by its own attack.
  const exposed = plan.attackers.filter((id) => !plan.bombarding.includes(id));
  switch (result) {
    case 'De':
      eliminate(em, plan.defenders, 'De', '9.0');
      break;
    case 'Dr':
      em.emit({ type: 'RetreatsOrdered', units: plan.defenders, rule: '9.31' });
      break;
    case 'Ae':
      eliminate(em, exposed, 'Ae', '9.0');
      break;
    case 'Ar':
      if (attackerRetreats(em)) return accept(em.events);
      break;
    case 'Ex':
      if (exposed.length === 0) {
        eliminate(em, plan.defenders, 'Ex', '10.0');
        break;
      }
      em.emit({
        type: 'CombatDecisionRequested',
        pending: {
          type: 'ResolveExchange',
          side: plan.attackerSide,
          rule: '9.0',
          required: printedTotal(plan.defenders),
          candidates: exposed,
          prompt: `${plan.attackerSide}: name the attacking units lost in the exchange (at least ${printedTotal(plan.defenders)} printed strength points), or take Ar instead`,
        },
      });
      return accept(em.events);
  }
  proceed(em);
  return accept(em.events);
}

function decideExchange(state: DgState, command: CommandOf<'ResolveExchange'>): DgDecision {
  const p = state.pending;
  const c = state.combat;
  if (p?.type !== 'ResolveExchange' || c === null)
    return reject('NO_EXCHANGE_PENDING', '9.0', 'no exchange is waiting to be resolved');
  const em = emitter(state);
  if (command.retreatInstead === true) {
    if (command.eliminate !== undefined && command.eliminate.length > 0)
      return reject('EXCHANGE_OR_RETREAT', '9.0', 'take either the exchange or Ar, not both');
    em.emit({ type: 'ExchangeSubstituted', rule: '9.0' });
    if (attackerRetreats(em)) return accept(em.events);
    proceed(em);
    return accept(em.events);
  }
  const chosen = command.eliminate ?? [];
  const problem = exchangeProblem(p.candidates, p.required, chosen);
  if (problem !== null) return reject('BAD_EXCHANGE', '9.0', problem, { required: p.required });
  em.emit({ type: 'ExchangeTaken', rule: '9.0', eliminate: chosen });
  // Both sides' losses go at once, so 11.0's "same instant" is one check (the defender first).
  for (const unitId of [...c.defenders, ...chosen]) {
    if (onMap(em.state, unitId) === undefined) continue;
    em.emit({
      type: 'UnitEliminated',
      unitId,
      strength: printedTotal([unitId]),
      rule: '9.0',
      cause: 'Ex',
    });
  }
  eliminate(em, [], 'Ex', '9.0');
  proceed(em);
  return accept(em.events);
}

function decideRetreat(state: DgState, command: CommandOf<'RetreatUnit'>): DgDecision {
  const p = state.pending;
  if (p?.type !== 'RetreatUnit')
    return reject('NO_RETREAT_PENDING', '9.31', 'no retreat is waiting to be chosen');
  if (command.unitId !== p.unitId)
    return reject('WRONG_UNIT', p.rule, `the unit to retreat now is ${p.unitId}`, {
      unitId: command.unitId,
    });
  const named = command.displaces;
  const same = (xs: readonly string[]): boolean =>
    named !== undefined && xs.length === named.length && xs.every((x) => named.includes(x));
  const atHex = p.hexes.filter((h) => h.hex === command.hex);
  if (named === undefined && atHex.length > 1)
    return reject(
      'DISPLACEMENT_CHOICE_REQUIRED',
      '9.32',
      `several sets of units in ${command.hex} could make room: name the units displaced (displaces)`,
      { hex: command.hex, options: atHex.map((h) => h.displaces) },
    );
  const option = atHex.find((h) => named === undefined || same(h.displaces));
  if (option === undefined)
    return reject(
      'BAD_RETREAT_HEX',
      p.rule,
      `${command.hex} is not open to ${p.unitId}${named === undefined ? '' : ` displacing ${named.join(', ') || 'nobody'}`}: no enemy units or ZOC, no lake, no displacement while another path is open, only the fewest units stacking requires, never one that would be eliminated`,
      { hex: command.hex, options: p.hexes.map((h) => h.hex) },
    );
  const em = emitter(state);
  const task = state.combat?.queue[0];
  em.emit({
    type: 'UnitRetreated',
    unitId: p.unitId,
    from: p.from,
    to: option.hex,
    displacement: task?.displacement ?? false,
    displaces: option.displaces,
    rule: p.rule,
  });
  proceed(em);
  return accept(em.events);
}

function decideAdvance(
  state: DgState,
  command: CommandOf<'Advance'> | { type: 'DeclineAdvance' },
): DgDecision {
  const p = state.pending;
  if (p?.type !== 'Advance') return reject('NO_ADVANCE_PENDING', '9.33', 'no advance is on offer');
  const em = emitter(state);
  if (command.type === 'DeclineAdvance') {
    em.emit({ type: 'AdvanceDeclined' });
  } else {
    const cand = advanceCandidates(state).find((x) => x.unitId === command.unitId);
    if (cand === undefined || !cand.hexes.includes(command.hex))
      return reject(
        'BAD_ADVANCE',
        '9.33',
        `${command.unitId} may not advance into ${command.hex}: only a victorious unit of the attack, one hex, into a vacated hex (never bombarding artillery, 10.0 G)`,
        { unitId: command.unitId, hex: command.hex },
      );
    const from = onMap(state, command.unitId)?.hex ?? '';
    em.emit({ type: 'UnitAdvanced', unitId: command.unitId, from, to: command.hex });
  }
  proceed(em);
  return accept(em.events);
}

export function decideCombat(state: DgState, command: DgCommand, dice: Dice): DgDecision {
  switch (command.type) {
    case 'Attack':
      return decideAttack(state, command, dice);
    case 'ResolveExchange':
      return decideExchange(state, command);
    case 'ElectRetreat':
      return decideElection(state, command);
    case 'RetreatUnit':
      return decideRetreat(state, command);
    case 'Advance':
    case 'DeclineAdvance':
      return decideAdvance(state, command);
    default:
      return reject('UNKNOWN_COMMAND', null, `not a combat command: ${command.type}`);
  }
}
