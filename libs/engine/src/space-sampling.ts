import type { Dice } from './dice';
import type { Command } from './messages';
import type { SpaceDomain } from './space';

/**
 * Drawing concrete commands from a legal action's `space` (what a random player, a bot and the
 * property tests' space sampler all do). Per `vary` member: `interval` → its min, its max and
 * `count` seeded values between (at most three decimals; degrees one); `choice` → every option;
 * `subset` → the smallest and largest allowed prefixes and seeded subsets; `region` → the
 * ring's vertices and seeded points between them. Not rules code: wire numbers, not ticks.
 */

/** A die used as a chooser: uniform over `items` (undefined when there are none). */
export function chooseOne<T>(rng: Dice, items: readonly T[]): T | undefined {
  if (items.length === 0) return undefined;
  return items[rng.roll('choice', items.length) - 1];
}

const round = (value: number, decimals: number): number => {
  const k = 10 ** decimals;
  return Math.round(value * k) / k;
};

const between = (rng: Dice, min: number, max: number, decimals: number): number =>
  round(min + ((max - min) * (rng.roll('sample', 10_001) - 1)) / 10_000, decimals);

/** Values a domain is sampled at (see the module comment). */
export function domainSamples(domain: SpaceDomain, rng: Dice, count: number): unknown[] {
  switch (domain.kind) {
    case 'choice':
      return [...domain.options];
    case 'interval': {
      const decimals = domain.unit === 'degree' ? 1 : 3;
      const inner = Array.from({ length: count }, () =>
        between(rng, domain.min, domain.max, decimals),
      );
      return [domain.min, domain.max, ...inner];
    }
    case 'subset': {
      const min = domain.minItems ?? 0;
      const max = Math.min(domain.maxItems ?? domain.of.length, domain.of.length);
      const picks = Array.from({ length: count }, () => {
        const size = min + rng.roll('sample', max - min + 1) - 1;
        const shuffled = [...domain.of];
        for (let i = shuffled.length - 1; i > 0; i -= 1) {
          const j = rng.roll('sample', i + 1) - 1;
          [shuffled[i], shuffled[j]] = [shuffled[j] as string, shuffled[i] as string];
        }
        return shuffled.slice(0, size);
      });
      return [domain.of.slice(0, min), domain.of.slice(0, max), ...picks];
    }
    case 'region': {
      const ring = domain.region.coordinates[0] ?? [];
      const vertices = ring.map(([x, y]) => ({ x, y }));
      const inner = Array.from({ length: count }, () => {
        const a = ring[rng.roll('sample', ring.length) - 1] ?? [0, 0];
        const b = ring[rng.roll('sample', ring.length) - 1] ?? [0, 0];
        return { x: round((a[0] + b[0]) / 2, 3), y: round((a[1] + b[1]) / 2, 3) };
      });
      return [...vertices, ...inner];
    }
  }
}

/** `command` with the member at JSON Pointer `pointer` set to `value` (a deep copy). */
export function withMember<C extends Command>(command: C, pointer: string, value: unknown): C {
  const copy = structuredClone(command) as unknown as Record<string, unknown>;
  const keys = pointer
    .split('/')
    .slice(1)
    .map((k) => k.replace(/~1/g, '/').replace(/~0/g, '~'));
  let at: Record<string, unknown> = copy;
  for (const key of keys.slice(0, -1)) {
    const next = at[key];
    if (typeof next !== 'object' || next === null) {
      throw new Error(`space pointer ${pointer} does not lead into ${JSON.stringify(command)}`);
    }
    at = next as Record<string, unknown>;
  }
  const last = keys[keys.length - 1];
  if (last === undefined) throw new Error(`space pointer ${pointer} names no member`);
  at[last] = value;
  return copy as unknown as C;
}
