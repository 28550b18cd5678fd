import { runShard } from './property';

test('property (shard 2): random games from the historical set-up end without error, keep every invariant and replay to the same state', () => {
  const r = runShard(2);
  expect(r.problems).toEqual([]);
  expect(r.replayMismatches).toEqual([]);
  expect(r.finished).toBe(r.games);
  // the games must actually fight: a shard without combat would prove little
  expect(r.attacks).toBeGreaterThan(r.games * 10);
});
