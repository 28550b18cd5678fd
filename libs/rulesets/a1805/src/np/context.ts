/**
 * What every NP rule works from: the view as read, the legal actions, the seat's yes/no, the
 * bot's decision die and the tactical orders; and the NP's answer, a command with its reason.
 */
import type { Dice, LegalAction } from '@pratzen/engine';
import type { A1805Command } from '../commands';
import type { Orders } from './orders';
import type { NpView } from './read';

export type Action = LegalAction<A1805Command>;

export interface NpContext {
  readonly v: NpView;
  readonly actions: readonly Action[];
  accepts(command: A1805Command): boolean;
  /** The bot's decision die (its seed: the game's seed and stream position), not the game's dice. */
  readonly rng: Dice;
  /** 27: the tactical orders (computed lazily: only decisions that need them roll for them). */
  orders(): Orders;
}

export interface NpChoice {
  readonly command: A1805Command;
  /** The rule case or table row that drove the choice. */
  readonly reason: string;
}

/** The first of `candidates` the rules accept, with its reason. */
export function firstAccepted(
  ctx: NpContext,
  candidates: readonly (NpChoice | null | undefined)[],
): NpChoice | null {
  for (const c of candidates) if (c != null && ctx.accepts(c.command)) return c;
  return null;
}

export const ofType = <T extends A1805Command['type']>(
  actions: readonly Action[],
  type: T,
): (Action & { command: Extract<A1805Command, { type: T }> })[] =>
  actions.filter((a) => a.command.type === type) as (Action & {
    command: Extract<A1805Command, { type: T }>;
  })[];

/** A die of the bot's, 1–6, with what it is for. */
export const d6 = (ctx: NpContext, purpose: string): number =>
  ctx.rng.roll(`a1805-np ${purpose}`, 6);
