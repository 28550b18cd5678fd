/**
 * Cold vs hot cost of the SPI 1980 and DG 2006 rules (issue #14 item 5). Run from the repository
 * root: npm run bench:cold. Prints CPU µs per decide (process.cpuUsage, user + system):
 *  - EndPhase in each phase, over the positions of the first Game-Turns (BENCH_TURNS, default 2)
 *    of random games from the historical scenario where the random player ended the phase;
 *  - MoveUnit, over the moves of random games.
 * Cold: every call meets a fresh `units` array of fresh unit objects (copied outside the timed
 * loop), so no per-state memo (occupancy, ZOC, obligation search) helps, as when a server meets a
 * position for the first time. Hot: the same state again, memos built. Figures only.
 */
import { type Dice, scriptedDice } from '@pratzen/engine';
import { dg2006 } from '@pratzen/rulesets/dg-2006';
import { spi1980 } from '@pratzen/rulesets/spi-1980';
import { playRandomGame as playDg } from '../libs/rulesets/dg-2006/src/simulation/random-game';
import { playRandomGame as playSpi } from '../libs/rulesets/spi-1980/src/simulation/random-game';

interface Pos<S, C> {
  readonly state: S;
  readonly command: C;
}
interface AnyState {
  readonly turn: number;
  readonly phase: string;
  readonly units: readonly object[];
}
type Decide<S, C> = (state: S, command: C, dice: Dice) => unknown;

const GAMES = Number(process.env.BENCH_GAMES ?? 6);
const TURNS = Number(process.env.BENCH_TURNS ?? 2);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const dice = (): Dice => scriptedDice(Array(1_000_000).fill(6));

const cpuUs = (): number => {
  const c = process.cpuUsage();
  return c.user + c.system;
};

/** Fresh copies of `state` with a fresh units array of fresh unit objects. */
const cold = <S extends AnyState>(s: S): S => ({ ...s, units: s.units.map((u) => ({ ...u })) });

/** CPU µs per decide, cold and hot: the median of ROUNDS rounds over all positions. */
function measure<S extends AnyState, C>(
  decide: Decide<S, C>,
  ps: readonly Pos<S, C>[],
): { cold: number; hot: number } {
  const colds: number[] = [];
  const hots: number[] = [];
  const d = dice();
  const REPEAT = Math.max(1, Math.ceil(2000 / ps.length));
  for (let r = 0; r < ROUNDS + 1; r++) {
    const fresh = Array.from({ length: REPEAT }, () => ps.map((p) => cold(p.state)));
    let t = cpuUs();
    for (const batch of fresh)
      for (let i = 0; i < ps.length; i++) decide(batch[i] as S, (ps[i] as Pos<S, C>).command, d);
    const c = (cpuUs() - t) / (REPEAT * ps.length);
    const warm = fresh[0] as S[];
    t = cpuUs();
    for (let k = 0; k < REPEAT; k++)
      for (let i = 0; i < ps.length; i++) decide(warm[i] as S, (ps[i] as Pos<S, C>).command, d);
    const h = (cpuUs() - t) / (REPEAT * ps.length);
    if (r > 0) {
      colds.push(c);
      hots.push(h);
    }
  }
  const med = (xs: number[]): number =>
    xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;
  return { cold: med(colds), hot: med(hots) };
}

function report<S extends AnyState, C extends { readonly type: string }>(
  name: string,
  decide: Decide<S, C>,
  collected: readonly Pos<S, C>[],
): void {
  const byPhase = new Map<string, Pos<S, C>[]>();
  const moves: Pos<S, C>[] = [];
  for (const p of collected) {
    if (p.command.type === 'MoveUnit') moves.push(p);
    else if (p.command.type === 'EndPhase' && p.state.turn <= TURNS) {
      const list = byPhase.get(p.state.phase) ?? [];
      list.push(p);
      byPhase.set(p.state.phase, list);
    }
  }
  console.log(`${name}: CPU µs per decide (cold / hot), ${GAMES} random games`);
  for (const [phase, ps] of byPhase) {
    const m = measure(decide, ps);
    console.log(
      `  EndPhase ${phase.padEnd(22)} n=${String(ps.length).padStart(4)}  cold ${m.cold.toFixed(1).padStart(7)}  hot ${m.hot.toFixed(1).padStart(7)}`,
    );
  }
  const m = measure(decide, moves);
  console.log(
    `  MoveUnit ${''.padEnd(22)} n=${String(moves.length).padStart(4)}  cold ${m.cold.toFixed(1).padStart(7)}  hot ${m.hot.toFixed(1).padStart(7)}`,
  );
}

const only = process.env.BENCH_ONLY;
if (only === undefined || only === 'spi') {
  const spi: Pos<Parameters<typeof spi1980.decide>[0], Parameters<typeof spi1980.decide>[1]>[] = [];
  for (let seed = 2000; seed < 2000 + GAMES; seed++) {
    playSpi({ seed, onCommand: (state, command) => spi.push({ state, command }) });
  }
  report('spi-1980', (s, c, d) => spi1980.decide(s, c, d), spi);
}
if (only === undefined || only === 'dg') {
  const dg: Pos<Parameters<typeof dg2006.decide>[0], Parameters<typeof dg2006.decide>[1]>[] = [];
  for (let seed = 3000; seed < 3000 + GAMES; seed++) {
    playDg({ seed, onCommand: (state, command) => dg.push({ state, command }) });
  }
  report('dg-2006', (s, c, d) => dg2006.decide(s, c, d), dg);
}
