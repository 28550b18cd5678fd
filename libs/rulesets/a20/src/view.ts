import type { Viewer } from '@pratzen/engine';
import { viewHead, viewTail } from '@pratzen/rulesets/hex-kit';
import { counter } from './data/counters';
import type { A20State } from './state';

/**
 * The state as `viewer` may see it. The Historical scenario, the only one played yet, is set up
 * face up and draws no cards, so nothing is hidden: every viewer sees it all (and every event,
 * the hex kit's default `redactEvent`).
 */
export function view(state: A20State, _viewer: Viewer) {
  const { morale, held, ended, cadreParents } = state;
  return {
    ...viewHead(state, { optionalRules: state.optionalRules }),
    // each unit: its printed facts (ratings, Elite flags) under what changes (place, strength, Routed)
    units: state.units.map((u) => {
      const { index: _index, setup: _setup, ...printed } = counter(u.id);
      return { ...printed, ...u };
    }),
    morale,
    held,
    ended,
    cadreParents,
    ...viewTail(state),
  };
}
