import type { Decision, LegalAction, RuleViolation } from '@pratzen/engine';
import { parseTicks } from '@pratzen/geometry';

/**
 * A toy free-form ruleset for the kit's own specs (no rules of any game): one unit per side
 * marching north along x = 0; a move of 0–2 units forward, its space an interval; the phase
 * passes to the other side; the game ends after `TOY_TURNS` phases. Moves past y = 5 units are
 * refused with a rule the space names.
 */
export interface ToyState {
  readonly units: readonly { readonly id: string; readonly side: string; readonly y: number }[];
  readonly side: string;
  readonly phases: number;
  readonly over: boolean;
}
export type ToyCommand =
  | { readonly type: 'MoveUnit'; readonly unitId: string; readonly distance: unknown }
  | { readonly type: 'EndPhase' };
export type ToyEvent =
  | { readonly type: 'Moved'; readonly unitId: string; readonly y: number }
  | { readonly type: 'PhaseEnded' };

export const TOY_TURNS = 12;
const LIMIT = 5_000;

export const toyInitial = (): ToyState => ({
  units: [
    { id: 'a', side: 'north', y: 0 },
    { id: 'b', side: 'south', y: 1_000 },
  ],
  side: 'north',
  phases: 0,
  over: false,
});

const refuse = (code: string, rule: string, message: string): RuleViolation => ({
  kind: 'violation',
  code,
  rule,
  rulesetId: 'toy',
  message,
});

export const toy = {
  legalActions: (s: ToyState): readonly LegalAction<ToyCommand>[] => [
    ...s.units
      .filter((u) => u.side === s.side)
      .map((u) => ({
        command: { type: 'MoveUnit' as const, unitId: u.id, distance: 0 },
        space: {
          vary: {
            '/distance': { kind: 'interval' as const, min: 0, max: 2, unit: 'inch' as const },
          },
          checks: [{ rule: 'T.2', text: 'stays south of y = 5' }],
        },
      })),
    { command: { type: 'EndPhase' } },
  ],
  decide: (s: ToyState, c: ToyCommand): Decision<ToyEvent> => {
    if (c.type === 'EndPhase') return { ok: true, events: [{ type: 'PhaseEnded' }] };
    const u = s.units.find((x) => x.id === c.unitId && x.side === s.side);
    if (u === undefined) return { ok: false, violation: refuse('NOT_YOURS', 'T.1', 'not yours') };
    const d = parseTicks(c.distance);
    if (!d.ok || d.value < 0 || d.value > 2_000)
      return { ok: false, violation: refuse('TOO_FAR', 'T.1', 'at most 2') };
    if (u.y + d.value > LIMIT)
      return { ok: false, violation: refuse('OFF_TABLE', 'T.2', 'past y = 5') };
    return { ok: true, events: [{ type: 'Moved', unitId: u.id, y: u.y + d.value }] };
  },
  evolve: (s: ToyState, e: ToyEvent): ToyState => {
    if (e.type === 'Moved')
      return { ...s, units: s.units.map((u) => (u.id === e.unitId ? { ...u, y: e.y } : u)) };
    const phases = s.phases + 1;
    return {
      ...s,
      side: s.side === 'north' ? 'south' : 'north',
      phases,
      over: phases >= TOY_TURNS,
    };
  },
};
