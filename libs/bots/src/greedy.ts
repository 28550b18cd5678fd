import type { Command, Dice, LegalAction } from '@pratzen/engine';
import { chooseOne } from '@pratzen/engine';
import type { Bot, BotChoice, BotInput, OpenPosition } from './bot';
import { EVALUATORS, type Evaluator } from './eval';
import { drawFromSpace, pickAccepted } from './sample';
import { scorePosition } from './score';

/** At most this many legal actions are looked ahead at per decision. */
export const MAX_CANDIDATES = 24;
/** Of those, this many are the best ranked by the ruleset's estimate (when it has one). */
export const RANKED = 16;
/** Points drawn from a free-form action's space besides its own command (lookahead). */
export const SPACE_SAMPLES = 2;
/** A chancy command (the evaluator's `chancy` types) is looked ahead at this many imagined rolls. */
export const DICE_SAMPLES = 3;
/** Without a lookahead: at most this many actions estimated, each at this many drawn points. */
export const MAX_ESTIMATED = 96;
export const PREVIEW_SAMPLES = 4;

/** `items` in an order drawn by `rng` (a seeded Fisher–Yates shuffle of a copy). */
function shuffled<T>(items: readonly T[], rng: Dice): T[] {
  const copy = [...items];
  for (let i = 0; i < copy.length - 1; i += 1) {
    const j = i + rng.roll('greedy-sample', copy.length - i) - 1;
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

const passive = (c: Command): boolean => c.type === 'EndPhase';

/** Acting while it may: a choice among actions that are not the phase's end, when there are. */
function activeChoice<C extends Command>(input: BotInput<C>, why: string): BotChoice<C> {
  const acting = input.actions.filter((a) => !passive(a.command));
  const choice =
    pickAccepted(input, acting, why) ?? pickAccepted(input, input.actions, `${why}, ending`);
  if (choice === undefined) throw new Error(`greedy: no accepted action for ${input.side}`);
  return choice;
}

const signed = (n: number): string => `${n >= 0 ? '+' : ''}${Number(n.toFixed(2))}`;

/** The best-scoring candidates so far: ties kept, acting preferred to ending on a tie. */
class Best<C extends Command> {
  items: { command: C; score: number }[] = [];
  offer(command: C, score: number): void {
    const top = this.items[0];
    if (
      top === undefined ||
      score > top.score ||
      (score === top.score && passive(top.command) && !passive(command))
    )
      this.items = [{ command, score }];
    else if (score === top.score && passive(command) === passive(top.command))
      this.items.push({ command, score });
  }
}

/**
 * The actions worth a lookahead: all of them when they are few; else the RANKED best by the
 * ruleset's estimate and the rest of MAX_CANDIDATES drawn at random (all drawn at random when
 * the ruleset has no estimate).
 */
function candidates<C extends Command>(input: BotInput<C>, ev: Evaluator): LegalAction<C>[] {
  const order = shuffled(input.actions, input.rng);
  if (order.length <= MAX_CANDIDATES) return order;
  const estimate = ev.estimate;
  if (estimate === undefined) return order.slice(0, MAX_CANDIDATES);
  const ranked = order
    .map((a) => ({ a, e: estimate(a.command, input as BotInput) ?? -Infinity }))
    .sort((x, y) => y.e - x.e)
    .map((x) => x.a);
  const top = ranked.slice(0, RANKED);
  const drawn = order.filter((a) => !top.includes(a)).slice(0, MAX_CANDIDATES - RANKED);
  return [...top, ...drawn];
}

/** One ply: each candidate played in the lookahead, its next position scored for the side. */
function lookaheadChoice<C extends Command>(
  input: BotInput<C>,
  open: OpenPosition<C>,
  ev: Evaluator,
): BotChoice<C> {
  const side = input.side;
  const worth = (victory: Parameters<typeof scorePosition>[0], view: unknown) => {
    const s = scorePosition(victory, view, side);
    return { ...s, total: s.total + (ev.positional?.(view, side, input as BotInput) ?? 0) };
  };
  const now = worth(open.victory, input.view);
  const best = new Best<C>();
  const parts = new Map<C, { tally: number; material: number }>();
  let looked = 0;
  const consider = (command: C) => {
    const rolls = ev.chancy?.includes(command.type) === true ? DICE_SAMPLES : 1;
    let total = 0;
    let tally = 0;
    let material = 0;
    for (let k = 0; k < rolls; k += 1) {
      const next = open.lookahead(command);
      looked += 1;
      if (!next.ok) return;
      const s = worth(next.victory, next.view);
      total += s.total / rolls;
      tally += s.tally / rolls;
      material += s.material / rolls;
    }
    parts.set(command, { tally, material });
    best.offer(command, total);
  };
  for (const action of candidates(input, ev)) {
    consider(action.command);
    for (let k = 0; action.space !== undefined && k < SPACE_SAMPLES; k += 1) {
      consider(drawFromSpace(action, input.rng)); // the lookahead refuses what the rules refuse
    }
  }
  const pick = chooseOne(input.rng, best.items);
  if (pick === undefined) return activeChoice(input, 'no candidate accepted in the lookahead');
  const p = parts.get(pick.command) ?? { tally: now.tally, material: now.material };
  return {
    command: pick.command,
    reason:
      `best of ${looked} looked at (${best.items.length} tied): victory tally ${signed(p.tally - now.tally)}, ` +
      `material ${signed(p.material - now.material)}, score ${signed(pick.score - now.total)}` +
      `${Math.abs(pick.score) >= 1e6 ? ', the game decided' : ''}`,
  };
}

/**
 * Without a lookahead (the position hides something from the side): each candidate command
 * (MAX_ESTIMATED actions, each free-form one at PREVIEW_SAMPLES drawn points) scored by the
 * ruleset's estimate from the seat's view and the command's preview; the best the seat's
 * validation accepts is played.
 */
function estimatedChoice<C extends Command>(
  input: BotInput<C>,
  estimate: NonNullable<Evaluator['estimate']>,
): BotChoice<C> {
  const scored: { command: C; score: number }[] = [];
  let looked = 0;
  const consider = (command: C) => {
    looked += 1;
    const score = estimate(command, input as BotInput);
    if (score !== null) scored.push({ command, score });
  };
  for (const action of shuffled(input.actions, input.rng).slice(0, MAX_ESTIMATED)) {
    consider(action.command);
    for (let k = 0; action.space !== undefined && k < PREVIEW_SAMPLES; k += 1) {
      consider(drawFromSpace(action, input.rng));
    }
  }
  // Stable: equal scores keep the drawn order, acting before ending.
  scored.sort(
    (a, b) => b.score - a.score || Number(passive(a.command)) - Number(passive(b.command)),
  );
  for (const s of scored.slice(0, 8)) {
    if (input.accepts(s.command)) {
      return {
        command: s.command,
        reason: `hidden information, no lookahead: best of ${looked} estimated from the view and the preview (${signed(s.score)})`,
      };
    }
  }
  return activeChoice(input, 'hidden information: no estimate accepted');
}

/**
 * `greedy`: the ruleset's evaluator (eval/) over what the side sees. In an open position, one
 * ply: each candidate (MAX_CANDIDATES legal actions, the best ranked by the evaluator's estimate
 * and the rest drawn; each free-form one with SPACE_SAMPLES points of its space; a chancy one at
 * DICE_SAMPLES imagined rolls, averaged) played in the lookahead and the position it leads to
 * scored for the bot's side: victory tally, material (score.ts) and the evaluator's positional
 * worth; the best is taken, ties going to acting over ending the phase, then to the seeded die.
 * With hidden information, no lookahead: the evaluator's estimate of each command from the view
 * and its preview, or, for a ruleset without one, a random action that does not end the phase.
 */
export const greedyBot: Bot = {
  id: 'greedy',
  choose<C extends Command>(input: BotInput<C>): BotChoice<C> {
    const ev = EVALUATORS[input.info.id] ?? {};
    const open = input.open;
    if (open !== undefined) return lookaheadChoice(input, open, ev);
    if (ev.estimate !== undefined) return estimatedChoice(input, ev.estimate);
    return activeChoice(input, 'hidden information: no lookahead');
  },
};
