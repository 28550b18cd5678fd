import { guardDice, noDice, type Dice } from '@pratzen/engine';
import type { DgCommand } from './commands';
import { COMBAT_COMMAND_TYPES, decideCombat } from './combat/combat-decide';
import { decideMove, decidePlacement } from './movement/movement-decide';
import { ANSWERS } from './pending';
import { decideEndPhase } from './sequence/end-phase';
import type { DgState } from './state';
import { reject, type DgDecision } from './violations';

const KNOWN: ReadonlySet<string> = new Set([
  'EndPhase',
  'MoveUnit',
  'PlaceReinforcement',
  ...COMBAT_COMMAND_TYPES,
]);

const isStr = (x: unknown): boolean => typeof x === 'string';
const isStrs = (x: unknown): boolean => Array.isArray(x) && x.every(isStr);

/** The shape the command's JSON Schema promises, re-checked so that decide never throws. */
function shapeProblem(c: Record<string, unknown>): string | null {
  const need = (ok: boolean, what: string): string | null =>
    ok ? null : `${c.type} needs ${what}`;
  switch (c.type) {
    case 'MoveUnit':
      return need(isStr(c.unitId) && isStrs(c.path), 'unitId and path: [hex labels]');
    case 'RetreatUnit':
      return need(
        isStr(c.unitId) && isStr(c.hex) && (c.displaces === undefined || isStrs(c.displaces)),
        'unitId and hex (displaces: [unit ids])',
      );
    case 'PlaceReinforcement':
    case 'Advance':
      return need(isStr(c.unitId) && isStr(c.hex), 'unitId and hex');
    case 'Attack':
      return need(
        isStrs(c.attackers) && isStrs(c.defenders),
        'attackers and defenders: [unit ids]',
      );
    case 'ElectRetreat':
      return need(isStrs(c.artillery), 'artillery: [unit ids]');
    case 'ResolveExchange':
      return need(c.eliminate === undefined || isStrs(c.eliminate), 'eliminate: [unit ids]');
    default:
      return null;
  }
}

/**
 * What stops any command before its own rules are looked at: an unknown type, the game's end, a
 * pending decision that the command does not answer (4.0: nothing out of sequence), an attack
 * still being resolved. Null when the command may be considered.
 */
export function gate(state: DgState, command: DgCommand): DgDecision | null {
  const type = (command as { type?: unknown } | null)?.type;
  if (typeof type !== 'string' || !KNOWN.has(type))
    return reject('UNKNOWN_COMMAND', null, `unknown command type ${String(type)}`);
  const malformed = shapeProblem(command as unknown as Record<string, unknown>);
  if (malformed !== null) return reject('MALFORMED_COMMAND', null, malformed);
  if (state.over) return reject('GAME_OVER', '4.0', 'the game is over');
  const p = state.pending;
  if (p !== null) {
    if (!ANSWERS[p.type].includes(type))
      return reject('DECISION_PENDING', p.rule, `a decision is pending: ${p.type} (${p.side})`, {
        pending: p.type,
      });
    return null;
  }
  if (
    ['ResolveExchange', 'ElectRetreat', 'RetreatUnit', 'Advance', 'DeclineAdvance'].includes(type)
  )
    return reject('NOTHING_PENDING', '4.0', `no decision is waiting for ${type}`);
  if (state.combat !== null)
    return reject('COMBAT_IN_PROGRESS', '9.0', 'finish resolving the current attack first');
  if ((type === 'MoveUnit' || type === 'PlaceReinforcement') && state.phase !== 'movement')
    return reject('NOT_MOVEMENT_PHASE', '5.0 B', 'units move only during their Movement Phase');
  if (type === 'Attack' && state.phase !== 'combat')
    return reject('NOT_COMBAT_PHASE', '5.0 B', 'no attacks take place during a Movement Phase');
  return null;
}

function route(state: DgState, command: DgCommand, dice: Dice): DgDecision {
  switch (command.type) {
    case 'EndPhase':
      return decideEndPhase(state);
    case 'MoveUnit':
      return decideMove(state, command);
    case 'PlaceReinforcement':
      return decidePlacement(state, command);
    default:
      return decideCombat(state, command, dice);
  }
}

/**
 * decide(state, command, dice) → events or a RuleViolation; never throws for bad input. A command
 * that needs a die when none may be rolled (validation) is reported as DICE_REQUIRED.
 */
export function decide(state: DgState, command: DgCommand, dice: Dice = noDice): DgDecision {
  const stop = gate(state, command);
  if (stop !== null) return stop;
  return guardDice(() => route(state, command, dice), reject);
}
