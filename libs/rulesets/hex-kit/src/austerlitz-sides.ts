/** The two sides of every Austerlitz game: the Allies (Austrians and Russians) and the French. */
export const AUSTERLITZ_SIDES = ['allied', 'french'] as const;
export type AusterlitzSide = (typeof AUSTERLITZ_SIDES)[number];
export type BySide<T> = { readonly [S in AusterlitzSide]: T };
export const enemyOf = (side: AusterlitzSide): AusterlitzSide =>
  side === 'allied' ? 'french' : 'allied';
