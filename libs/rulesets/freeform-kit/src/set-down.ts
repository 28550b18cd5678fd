import type { SetupProblem } from '@pratzen/engine';
import { parseFacing, parseTicks } from '@pratzen/geometry';

/** A pose as a command or a set-up gives it: the ruleset's unit, degrees, a formation. */
export interface PoseFields {
  readonly x: unknown;
  readonly y: unknown;
  readonly facing: unknown;
  readonly formation: string;
}

/** A pose read from the wire: ticks and tenths of a degree. */
export interface ReadPose {
  readonly x: number;
  readonly y: number;
  readonly facing: number;
}

/**
 * A wire pose's position and facing as integers, or the wire problems of its members (each with
 * its path under `path`, e.g. `/units/3/x`), pushed onto `problems`.
 */
export function readPose(
  fields: Omit<PoseFields, 'formation'>,
  path: string,
  problems: SetupProblem[],
): ReadPose | null {
  const x = parseTicks(fields.x);
  const y = parseTicks(fields.y);
  const facing = parseFacing(fields.facing);
  for (const [name, r] of [
    ['x', x],
    ['y', y],
    ['facing', facing],
  ] as const) {
    if (!r.ok)
      problems.push({ code: r.error.code, path: `${path}/${name}`, message: r.error.message });
  }
  if (!x.ok || !y.ok || !facing.ok) return null;
  return { x: x.value, y: y.value, facing: facing.value };
}

/**
 * The units a list of placements sets down, each placed by the ruleset (`place`: its catalogue
 * and formations; null after pushing its problems) and each id once: a second placement of an id
 * is a `DUPLICATE_UNIT` problem at `/units/i/id`.
 */
export function placeEach<P, U extends { readonly id: string }>(
  placements: readonly P[],
  place: (p: P, index: number, problems: SetupProblem[]) => U | null,
  problems: SetupProblem[],
): U[] {
  const units: U[] = [];
  const seen = new Set<string>();
  placements.forEach((p, i) => {
    const u = place(p, i, problems);
    if (u === null) return;
    if (seen.has(u.id)) {
      problems.push({
        code: 'DUPLICATE_UNIT',
        path: `/units/${i}/id`,
        message: `${u.id} is placed twice`,
      });
      return;
    }
    seen.add(u.id);
    units.push(u);
  });
  return units;
}
