import {
  type Command,
  type Dice,
  type DomainEvent,
  REFEREE,
  type Ruleset,
  seededDice,
  sideViewer,
} from '@pratzen/engine';
import type { BotInput, Lookahead, OpenPosition } from './bot';

/**
 * The host side of a bot seat: the one place that holds the game's state. It hands the bot what
 * the side's seat sees, and a lookahead only while that side's view equals the referee's (then
 * deciding on the state reveals nothing the seat does not already see). The lookahead rolls
 * imagined dice seeded from the decision seed, never the game's dice.
 */

/** A 32-bit seed for one decision: the game's seed mixed with the stream position. */
export function decisionSeed(gameSeed: number, position: number): number {
  let h = (gameSeed ^ 0x9e3779b9) >>> 0;
  h = Math.imul(h ^ (position >>> 0), 0x85ebca6b) >>> 0;
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35) >>> 0;
  return (h ^ (h >>> 16)) >>> 0;
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

export function seatInput<S, C extends Command, E extends DomainEvent>(
  ruleset: Ruleset<S, C, E>,
  state: S,
  side: string,
  seed: number,
): BotInput<C> {
  const viewer = sideViewer(side);
  const view = ruleset.view(state, viewer);
  const nothingHidden = same(view, ruleset.view(state, REFEREE));
  const imagined: Dice = seededDice(seed ^ 0x27d4eb2f);
  const open: OpenPosition<C> | undefined = nothingHidden
    ? {
        victory: ruleset.victory(state),
        lookahead(command: C): Lookahead {
          const d = ruleset.decide(state, command, imagined);
          if (!d.ok) return { ok: false, code: d.violation.code };
          const next = d.events.reduce((s, e) => ruleset.evolve(s, e), state);
          return {
            ok: true,
            victory: ruleset.victory(next),
            view: ruleset.view(next, viewer),
            over: ruleset.status(next).over,
          };
        },
      }
    : undefined;
  return {
    info: ruleset.info,
    side,
    status: ruleset.status(state),
    actions: ruleset.legalActions(state, viewer),
    view,
    ...(open === undefined ? {} : { open }),
    accepts: (command: C) => ruleset.decide(state, command, imagined).ok,
    ...(ruleset.preview === undefined
      ? {}
      : { preview: (command: C) => ruleset.preview?.(state, command, viewer) }),
    map: () => (ruleset.mapOf === undefined ? ruleset.map() : ruleset.mapOf(state)),
    rng: seededDice(seed),
  };
}

/** The side that must act now (the owner of a pending decision, else the active side). */
export function actingSideOf<S>(ruleset: Pick<Ruleset<S>, 'status'>, state: S): string | null {
  const s = ruleset.status(state);
  if (s.over) return null;
  return s.pendingDecision?.side ?? s.activeSide;
}
