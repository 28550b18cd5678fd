/**
 * The cluster's capacity for N nodes from per-node costs measured by bench:cluster (issue #33).
 *
 * A command costs CPU where it is served (`served`, ms: the one-node figure) and on every other
 * node (`elsewhere`, ms per other node: without ownership each folds the game's events into its
 * cache and games list; with ownership a node only reads the store's feed and the Redis message
 * of a game it does not own). A request reaching a node that does not own its game costs
 * `forward` more (ms; 0 when a load balancer routes by game id, as bench:cluster's clients do)
 * for the share (N − 1) / N of requests that land on the wrong node when spread at random.
 *
 *   CPU per command   C(N) = served + (N − 1) · elsewhere + forward · (N − 1) / N
 *   capacity          K(N) = N · cores / C(N)       commands per second (CPU-bound)
 *
 * Without ownership `elsewhere` is a whole fold, so K(N) → cores / elsewhere however many nodes
 * are added (the ceiling); with ownership `elsewhere` is small and K(N) grows nearly linearly
 * until the shared store or Redis becomes the limit (not in this model).
 */
export interface NodeCosts {
  /** ms of CPU per command on the node that serves it. */
  readonly served: number;
  /** ms of CPU per command on each other node. */
  readonly elsewhere: number;
  /** ms of CPU more when a request reaches a node that does not own its game. */
  readonly forward: number;
}

export const cpuPerCommand = (c: NodeCosts, nodes: number): number =>
  c.served + (nodes - 1) * c.elsewhere + (c.forward * (nodes - 1)) / nodes;

/** Commands per second of N nodes with `cores` cores each, CPU-bound. */
export const capacity = (c: NodeCosts, nodes: number, cores: number): number =>
  (nodes * cores * 1000) / cpuPerCommand(c, nodes);

/** The limit of `capacity` as N grows: cores / elsewhere (Infinity when nothing is elsewhere). */
export const ceiling = (c: NodeCosts, cores: number): number =>
  c.elsewhere > 0 ? (cores * 1000) / c.elsewhere : Infinity;

/**
 * The cost on each other node, from the CPU per command measured at one node and at `nodes`
 * (all nodes together): (C(N) − C(1)) / (N − 1), never below 0.
 */
export const elsewhereFrom = (oneNode: number, atN: number, nodes: number): number =>
  nodes > 1 ? Math.max(0, (atN - oneNode) / (nodes - 1)) : 0;
