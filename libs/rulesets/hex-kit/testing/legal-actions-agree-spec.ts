import {
  type Command,
  type Decision,
  type Dice,
  type DomainEvent,
  SPECTATOR,
  sideViewer,
} from '@pratzen/engine';
import type { RulesetUnderTest } from './subject';

export interface LegalActionsAgreeSpec<S, C extends Command> extends RulesetUnderTest<S, C> {
  readonly decide: (state: S, command: C, dice: Dice) => Decision<DomainEvent>;
  /** Random games played (seeds 1…games), checked at every `every`-th position. */
  readonly games: number;
  readonly every: number;
  /** The dice each check decides with (legality never depends on them). */
  readonly dice: () => Dice;
  /** The fewest actions the games must check. */
  readonly atLeast: number;
  /** The other seat, when the spec should also check that it sees nothing out of its turn. */
  readonly otherSide?: (side: string) => string;
}

/**
 * The `legal-actions-agree` property of a hex ruleset: every action `legalActions` offers at
 * sampled positions of random games is accepted by `decide`; optionally, the side not to act and
 * a spectator are offered nothing.
 */
export function describeLegalActionsAgree<S, C extends Command>(
  spec: LegalActionsAgreeSpec<S, C>,
): void {
  describe('property: legal actions and decide agree (hex kit)', () => {
    test('every action offered is accepted by decide (all of them, at sampled positions)', () => {
      let checked = 0;
      for (let seed = 1; seed <= spec.games; seed++) {
        let step = 0;
        spec.playRandomGame({
          seed,
          onActions: (state) => {
            if (step++ % spec.every !== 0) return;
            const side = spec.sideToAct(state);
            if (side === null) return;
            for (const a of spec.legalActions(state, sideViewer(side))) {
              const d = spec.decide(state, a.command, spec.dice());
              if (!d.ok)
                throw new Error(
                  `${JSON.stringify(a.command)} refused: ${d.violation.code} ${d.violation.message}`,
                );
              checked++;
            }
          },
        });
      }
      expect(checked).toBeGreaterThan(spec.atLeast);
    });

    const otherSide = spec.otherSide;
    if (otherSide !== undefined)
      test('a side sees nothing to do out of its turn; a spectator never does', () => {
        spec.playRandomGame({
          seed: 99,
          maxCommands: 300,
          onActions: (state) => {
            const side = spec.sideToAct(state);
            if (side === null) return;
            expect(spec.legalActions(state, sideViewer(otherSide(side)))).toEqual([]);
            expect(spec.legalActions(state, SPECTATOR)).toEqual([]);
          },
        });
      });
  });
}
