import { Emitter, guardDice, noDice, type Dice } from '@pratzen/engine';
import type { A20Command } from './commands';
import { decideAdvance, decideDeclineAdvance } from './combat/advance';
import { decideAttack } from './combat/combat';
import type { A20Event } from './events';
import { evolve } from './evolve';
import { decideEntry, decideMove } from './movement/movement';
import { decideEndPhase } from './sequence/end-phase';
import { endGame, moraleCollapse } from './sequence/game-end';
import { decideExchange } from './combat/exchange';
import { decideChooseRetreat } from './combat/retreat-decide';
import { decideBreakDown, decideRecombine } from './cadres/cadres';
import { decideBoostRally, decideForcedMarch } from './morale/spending';
import { decideCommitReserve } from './morale/defender-reserve';
import { decideReturn } from './rally/night-rally';
import { decideCountercharge, decideDisengage } from './reaction/reaction';
import type { A20Pending, A20State } from './state';
import { decideChooseCardTarget, decideDraw, decidePlayHeld, decidePrepareDeck } from './deck/deck';
import { decideDeployAllied, decideDeployFrench, decideReveal } from './deployment/standard-setup';
import { decideEarlierFrench, decidePrepareEarlierDeck } from './deployment/earlier-battle';
import { asSeen, conceal } from './fog/conceal';
import { faceDownDefender, publicDiceCount } from './fog/public-dice';
import { reject, type A20Decision } from './violations';

const isStr = (x: unknown): boolean => typeof x === 'string';
const isStrs = (x: unknown): boolean => Array.isArray(x) && x.every(isStr);

/** The shape the command's JSON Schema promises, re-checked so that decide never throws. */
function shapeProblem(c: Record<string, unknown>): string | null {
  switch (c.type) {
    case 'EndPhase':
      return null;
    case 'MoveUnit':
      return isStr(c.unitId) && isStrs(c.path)
        ? null
        : 'MoveUnit needs unitId and path: [hex labels]';
    case 'EnterReinforcement':
      return isStr(c.unitId) && isStr(c.hex) ? null : 'EnterReinforcement needs unitId and hex';
    case 'Attack':
      return isStrs(c.attackers) &&
        isStr(c.defender) &&
        [undefined, true, false].includes(c.reserve as boolean)
        ? null
        : 'Attack needs attackers: [unit ids] and defender';
    case 'Advance':
      return isStr(c.unitId) && isStr(c.hex) ? null : 'Advance needs unitId and hex';
    case 'DeclineAdvance':
    case 'PrepareDeck':
    case 'DrawEventCard':
    case 'PlayHeldCard':
      return null;
    case 'Countercharge':
      return isStr(c.unitId) && isStr(c.defender)
        ? null
        : 'Countercharge needs unitId and defender';
    case 'Disengage':
      return isStr(c.unitId) && isStr(c.hex) ? null : 'Disengage needs unitId and hex';
    case 'ReturnUnit':
      return isStr(c.unitId) && isStr(c.hex) ? null : 'ReturnUnit needs unitId and hex';
    case 'ForcedMarch':
    case 'BoostRally':
      return isStr(c.unitId) ? null : `${c.type} needs unitId`;
    case 'ChooseRetreat':
      return isStrs(c.path) ? null : 'ChooseRetreat needs path: [hex labels]';
    case 'ChooseCardTarget':
      return c.unitId === undefined || isStr(c.unitId)
        ? null
        : 'ChooseCardTarget takes unitId (a unit id) or nothing';
    case 'CommitReserve':
      return typeof c.commit === 'boolean' ? null : 'CommitReserve needs commit: boolean';
    case 'ChooseExchangeLosses':
      return isStrs(c.units) ? null : 'ChooseExchangeLosses needs units: [unit ids]';
    case 'BreakDown':
      return isStr(c.unitId) && isStr(c.hex) ? null : 'BreakDown needs unitId and hex';
    case 'Recombine':
      return isStrs(c.cadres) && (c.cadres as string[]).length === 2
        ? null
        : 'Recombine needs cadres: [two unit ids]';
    case 'DeployFrench':
    case 'DeployAllied':
      return Array.isArray(c.placements) &&
        c.placements.every((p: unknown) => {
          const q = p as Record<string, unknown> | null;
          return q !== null && typeof q === 'object' && isStr(q.unitId) && isStr(q.hex);
        }) &&
        (c.breakDown === undefined || isStr(c.breakDown))
        ? null
        : `${c.type} needs placements: [{ unitId, hex }]`;
    case 'Reveal':
      return isStr(c.counter) ? null : 'Reveal needs counter (a face-down counter label)';
    default:
      return `unknown command type ${String(c.type)}`;
  }
}

/** The commands that answer each pending decision (N9.9 advance, N8.0 reaction). */
const ANSWERS: Readonly<Record<A20Pending['type'], readonly string[]>> = {
  Advance: ['Advance', 'DeclineAdvance'],
  Reaction: ['Countercharge', 'Disengage', 'EndPhase'],
  ExchangeLosses: ['ChooseExchangeLosses'],
  DefenderReserve: ['CommitReserve'],
  CardTarget: ['ChooseCardTarget'],
  Retreat: ['ChooseRetreat'],
};

/** The commands of the Movement Phase (N6.0, X11.6, N10.2, N12.0). */
const MOVEMENT_COMMANDS = [
  'MoveUnit',
  'EnterReinforcement',
  'ReturnUnit',
  'ForcedMarch',
  'BreakDown',
  'Recombine',
];
const SETUP_COMMANDS: ReadonlySet<string> = new Set([
  'PrepareDeck',
  'DeployFrench',
  'Reveal',
  'DeployAllied',
]);

/** What stops any command before its own rules: its shape, the game's end, the phase (N4.0). */
export function gate(state: A20State, command: A20Command): A20Decision | null {
  const c = command as unknown as Record<string, unknown> | null;
  if (c === null || typeof c !== 'object' || typeof c.type !== 'string')
    return reject('UNKNOWN_COMMAND', null, 'a command needs a type');
  const malformed = shapeProblem(c);
  if (malformed !== null)
    return reject(
      malformed.startsWith('unknown') ? 'UNKNOWN_COMMAND' : 'MALFORMED_COMMAND',
      null,
      malformed,
    );
  if (state.over) return reject('GAME_OVER', 'N15.0', 'the game is over');
  const p = state.pending;
  const answers = ANSWERS[p?.type ?? 'Advance'].includes(c.type);
  if (p !== null && !answers)
    return reject('DECISION_PENDING', p.rule, `a decision is pending: ${p.type} (${p.side})`, {
      pending: p.type,
    });
  if (p === null && answers)
    return reject('NOTHING_PENDING', 'N9.9', `no decision is waiting for ${c.type}`);
  if (p?.type !== 'Reaction' && (c.type === 'Countercharge' || c.type === 'Disengage'))
    return reject('NOT_REACTION_PHASE', 'N8.0', `${c.type} is made only in the Reaction Phase`);
  const cardCommand = c.type === 'DrawEventCard' || c.type === 'PlayHeldCard';
  if (cardCommand && state.phase !== 'events')
    return reject('NOT_RANDOM_EVENTS_PHASE', 'N5.0', 'cards are drawn in the Random Events Phase');
  if (
    state.phase === 'events' &&
    !cardCommand &&
    c.type !== 'PrepareDeck' &&
    c.type !== 'ChooseCardTarget' &&
    c.type !== 'ChooseRetreat' // N9.8.6 after The Ice Cracks
  )
    return reject('DRAW_A_CARD_FIRST', 'N5.0', 'the player turn opens with its Random Events draw');
  if (state.phase === 'setup' && !SETUP_COMMANDS.has(c.type))
    return reject('NOT_THIS_SET_UP_STEP', 'X3.0', 'the Standard set-up is not finished');
  if (MOVEMENT_COMMANDS.includes(c.type) && state.phase !== 'movement')
    return reject('NOT_MOVEMENT_PHASE', 'N4.0', 'units move only in their Movement Phase');
  if (c.type === 'Attack' && state.phase !== 'combat')
    return reject('NOT_COMBAT_PHASE', 'N4.0', 'battles are fought only in the Combat Phase');
  return null;
}

function route(state: A20State, command: A20Command, dice: Dice): A20Decision {
  switch (command.type) {
    case 'EndPhase':
      return decideEndPhase(state, dice);
    case 'MoveUnit':
      return decideMove(state, command);
    case 'EnterReinforcement':
      return decideEntry(state, command, dice);
    case 'Attack':
      return decideAttack(state, command, dice);
    case 'Advance':
      return decideAdvance(state, command);
    case 'DeclineAdvance':
      return decideDeclineAdvance();
    case 'Countercharge':
      return decideCountercharge(state, command, dice);
    case 'Disengage':
      return decideDisengage(state, command);
    case 'ReturnUnit':
      return decideReturn(state, command);
    case 'ForcedMarch':
      return decideForcedMarch(state, command);
    case 'BoostRally':
      return decideBoostRally(state, command);
    case 'ChooseExchangeLosses':
      return decideExchange(state, command);
    case 'CommitReserve':
      return decideCommitReserve(state, command, dice);
    case 'ChooseCardTarget':
      return decideChooseCardTarget(state, command, dice);
    case 'ChooseRetreat':
      return decideChooseRetreat(state, command, dice);
    case 'BreakDown':
      return decideBreakDown(state, command);
    case 'Recombine':
      return decideRecombine(state, command);
    case 'PrepareDeck':
      if (state.phase !== 'setup' && state.phase !== 'events')
        return reject(
          'NOT_RANDOM_EVENTS_PHASE',
          'X3.0 step 3',
          'the cards are set aside before play',
        );
      return state.phase === 'setup' && state.fog.step !== 'prepare'
        ? reject('NOT_THIS_SET_UP_STEP', 'X3.0', 'the cards are set aside first (step 3)')
        : state.scenarioId === 'earlierBattle'
          ? decidePrepareEarlierDeck(state, dice) // X17.1 step 3
          : decidePrepareDeck(state, dice);
    case 'DrawEventCard':
      return decideDraw(state, dice);
    case 'PlayHeldCard':
      return decidePlayHeld(state, dice);
    case 'DeployFrench':
      return state.scenarioId === 'earlierBattle'
        ? decideEarlierFrench(state, command) // X17.1 step 4
        : decideDeployFrench(state, command, dice);
    case 'Reveal':
      return decideReveal(state, command);
    case 'DeployAllied':
      return decideDeployAllied(state, command);
  }
}

/** N16.1: a face-down counter named by an event is turned up first (fog/conceal.ts). */
const concealed = (state: A20State, d: A20Decision): A20Decision =>
  d.ok ? { ok: true, events: conceal(state, d.events) } : d;

/** N12.0: a command that leaves an army at 0 Morale Points ends the game there. */
function withCollapse(state: A20State, d: A20Decision): A20Decision {
  if (!d.ok) return d;
  // only a MoraleChanged moves an army's points: without one, nothing to replay (bench: decide)
  if (!moraleCollapse(state) && !d.events.some((e) => e.type === 'MoraleChanged')) return d;
  const em = new Emitter<A20State, A20Event>(state, evolve).emit(...d.events);
  if (!moraleCollapse(em.state)) return { ok: true, events: d.events };
  endGame(em, 'morale', 'N12.0');
  return { ok: true, events: em.events };
}

/** decide(state, command, dice) → events or a RuleViolation; never throws for bad input. */
export function decide(state: A20State, command: A20Command, dice: Dice = noDice): A20Decision {
  const stop = gate(state, command);
  if (stop !== null) return stop;
  return guardDice(() => withCollapse(state, concealed(state, seen(state, command, dice))), reject);
}

/**
 * The command as its sender may name things (fog/conceal.ts); a battle on a face-down counter
 * rolls a count of dice that does not tell what the counter is (fog/public-dice.ts).
 */
function seen(state: A20State, command: A20Command, dice: Dice): A20Decision {
  const h = faceDownDefender(state, command);
  if (h === undefined) return asSeen(state, command, (c) => route(state, c, dice));
  return publicDiceCount(
    state,
    command as Extract<A20Command, { type: 'Attack' | 'Countercharge' }>,
    h,
    dice,
    (d) => asSeen(state, command, (c) => route(state, c, d)),
    (s, c, d) => route(s, c, d),
  );
}
