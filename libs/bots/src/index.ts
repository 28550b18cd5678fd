export * from './bot';
export * from './seat';
export * from './sample';
export * from './score';
export * from './random';
export * from './greedy';
export * from './eval';
export * from './play';
export * from './games';

import type { Bot } from './bot';
import { greedyBot } from './greedy';
import { randomBot } from './random';

/** Every bot by id. */
export const BOTS: Readonly<Record<string, Bot>> = { random: randomBot, greedy: greedyBot };
