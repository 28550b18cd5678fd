/** The two sides of every Austerlitz game: the Allies (Austrians and Russians) and the French. */
export const SIDES = ['allied', 'french'] as const;
export type Side = (typeof SIDES)[number];
export type BySide<T> = { readonly [S in Side]: T };
export const enemyOf = (side: Side): Side => (side === 'allied' ? 'french' : 'allied');
