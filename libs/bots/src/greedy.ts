import type { Command, Dice, LegalAction } from '@pratzen/engine';
import { chooseOne } from '@pratzen/engine';
import type { Bot, BotChoice, BotInput } from './bot';
import { drawFromSpace, pickAccepted } from './sample';
import { type Score, scorePosition } from './score';

/** At most this many legal actions are looked at per decision (a seeded sample of them). */
export const MAX_CANDIDATES = 24;
/** Points drawn from a free-form action's space besides its own command. */
export const SPACE_SAMPLES = 2;

/** `count` distinct items of `items` chosen by `rng` (all of them when there are no more). */
function sampleOf<T>(items: readonly T[], count: number, rng: Dice): T[] {
  const copy = [...items];
  if (copy.length <= count) return copy;
  for (let i = 0; i < count; i += 1) {
    const j = i + rng.roll('greedy-sample', copy.length - i) - 1;
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy.slice(0, count);
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

/**
 * `greedy`: one ply. Each candidate (at most MAX_CANDIDATES legal actions, each free-form one
 * with SPACE_SAMPLES points of its space) is played in the lookahead and the position it leads to
 * scored for the bot's side (victory tally plus material, see score.ts); the best is taken, ties
 * going to acting over ending the phase, then to the seeded die. Without a lookahead (hidden
 * information in the position) it acts while it may, at random.
 */
export const greedyBot: Bot = {
  id: 'greedy',
  choose<C extends Command>(input: BotInput<C>): BotChoice<C> {
    const open = input.open;
    if (open === undefined) return activeChoice(input, 'hidden information: no lookahead');
    const now = scorePosition(open.victory, input.view, input.side);
    let best: { command: C; score: Score }[] = [];
    let looked = 0;
    const consider = (command: C) => {
      const next = open.lookahead(command);
      looked += 1;
      if (!next.ok) return;
      const score = scorePosition(next.victory, next.view, input.side);
      const top = best[0];
      const better =
        top === undefined ||
        score.total > top.score.total ||
        (score.total === top.score.total && passive(top.command) && !passive(command));
      if (better) best = [{ command, score }];
      else if (score.total === top.score.total && passive(command) === passive(top.command))
        best.push({ command, score });
    };
    for (const action of sampleOf(input.actions, MAX_CANDIDATES, input.rng) as LegalAction<C>[]) {
      consider(action.command);
      for (let k = 0; action.space !== undefined && k < SPACE_SAMPLES; k += 1) {
        const drawn = drawFromSpace(action, input.rng);
        consider(drawn); // the lookahead refuses what the rules refuse
      }
    }
    const pick = chooseOne(input.rng, best);
    if (pick === undefined) return activeChoice(input, 'no candidate accepted in the lookahead');
    const dt = pick.score.tally - now.tally;
    const dm = pick.score.material - now.material;
    return {
      command: pick.command,
      reason:
        `best of ${looked} looked at (${best.length} tied): victory tally ${dt >= 0 ? '+' : ''}${dt}, ` +
        `material ${dm >= 0 ? '+' : ''}${dm}${Math.abs(pick.score.total) >= 1e6 ? ', the game decided' : ''}`,
    };
  },
};
