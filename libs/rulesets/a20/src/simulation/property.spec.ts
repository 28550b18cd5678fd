import { replay } from '@pratzen/engine';
import { a20 } from '../ruleset';
import { brokenInvariants } from './invariants';
import { playRandomGame } from './random-game';

/** Games played (A20_PROPERTY_GAMES overrides; a deeper run is `A20_PROPERTY_GAMES=5000`). */
const GAMES = Number(process.env.A20_PROPERTY_GAMES ?? 200);

test('property: random Historical games end, keep every invariant, and replay to the same state', () => {
  const problems: string[] = [];
  const counts: Record<string, number> = {};
  const reasons: Record<string, number> = {};
  for (let seed = 1; seed <= GAMES; seed++) {
    const game = playRandomGame({
      seed,
      onEvent: (state, event) => {
        counts[event.type] = (counts[event.type] ?? 0) + 1;
        for (const p of brokenInvariants(state))
          problems.push(`seed ${seed} after ${event.type}: ${p}`);
      },
    });
    if (!game.final.over)
      problems.push(`seed ${seed}: not over after ${game.commands.length} commands`);
    const again = replay(a20, game.initial, game.events);
    if (JSON.stringify(again) !== JSON.stringify(game.final))
      problems.push(`seed ${seed}: replay differs`);
    const reason = game.final.ended?.reason ?? 'none';
    reasons[reason] = (reasons[reason] ?? 0) + 1;
  }
  if (process.env.A20_PROPERTY_REPORT !== undefined) console.log(GAMES, 'games', reasons, counts);
  expect(problems.slice(0, 10)).toEqual([]);
  // the games must actually fight, retreat, break units, roll on the ice and bring on III Corps
  for (const type of [
    'AttackResolved',
    'UnitRetreated',
    'UnitBroke',
    'RallyRolled',
    'ReinforcementArrived',
  ])
    expect(counts[type] ?? 0).toBeGreaterThan(0);
  expect(Object.keys(reasons).length).toBeGreaterThan(1);
});
