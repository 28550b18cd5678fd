import { registerEnumType } from '@nestjs/graphql';

/** How a game's dice are rolled: by the server, verifiably, or by the players at a table. */
export type DiceMode = 'server' | 'manual';

/** The dice modes (the GraphQL enum `DiceMode`). */
export const DICE_MODE = { server: 'server', manual: 'manual' } as const satisfies Record<
  DiceMode,
  DiceMode
>;
registerEnumType(DICE_MODE, {
  name: 'DiceMode',
  description: '`server`: verifiable server rolls; `manual`: players enter physical dice.',
});
