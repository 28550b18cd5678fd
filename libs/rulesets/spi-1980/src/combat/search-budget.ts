/**
 * A budget of expanded search nodes shared by the searches over retreat routes and
 * displacements (6.5, 6.6), so that no query runs away. It limits the work done, never what the
 * rules allow: a route a player names is checked exactly, whatever its length.
 */
export interface Budget {
  left: number;
  exhausted: boolean;
}

export const SEARCH_BUDGET = 20_000;
/** A smaller budget for listing options. */
export const CANDIDATE_BUDGET = 4_000;

export const budget = (n = SEARCH_BUDGET): Budget => ({ left: n, exhausted: false });
