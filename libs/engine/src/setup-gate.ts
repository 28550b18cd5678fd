import type { SetupProblem, SetupResult } from './contract';

/** What a client asks `initialState` for: a scenario, optional rules, perhaps a custom position. */
export interface SetupRequest {
  readonly scenarioId: string;
  readonly optionalRules?: readonly string[];
  readonly position?: unknown;
}

/**
 * What stops a set-up before a ruleset looks at its position: an unknown scenario, unknown
 * optional rules, a position that is not `{..., units: []}`. Empty when the request may go on.
 */
export function setupRequestProblems(
  setup: SetupRequest,
  scenarios: readonly { readonly id: string }[],
  optionalRules: readonly { readonly id: string }[],
): SetupProblem[] {
  if (!scenarios.some((s) => s.id === setup.scenarioId))
    return [
      { code: 'UNKNOWN_SCENARIO', message: `no scenario ${setup.scenarioId}`, path: 'scenarioId' },
    ];
  const unknown = (setup.optionalRules ?? []).filter((o) => !optionalRules.some((r) => r.id === o));
  if (unknown.length > 0)
    return unknown.map((o) => ({
      code: 'UNKNOWN_OPTION',
      message: `no optional rule ${o}`,
      path: 'optionalRules',
    }));
  const p = setup.position as { units?: unknown } | null | undefined;
  if (p !== undefined && (typeof p !== 'object' || p === null || !Array.isArray(p.units)))
    return [
      {
        code: 'BAD_POSITION',
        message: 'setup needs turn, phase, activeSide and units[]',
        path: 'setup',
      },
    ];
  return [];
}

/** Test and tool helper: the state of a set-up that must succeed; throws its problems otherwise. */
export function setupStateOrThrow<S>(result: SetupResult<S>): S {
  if (!result.ok) throw new Error(result.problems.map((x) => x.message).join('; '));
  return result.state;
}
