/**
 * Distances between the hex rulesets' printed labels (`CCRR`: column, row), for a bot reading a
 * view. DG 2006's grid (its map's notes): flat-topped hexes in columns, even-numbered columns
 * half a hex toward higher rows ("even-q"). A label that is not four digits is null.
 */
export function labelCube(label: unknown): { q: number; r: number } | null {
  if (typeof label !== 'string' || !/^\d{4}$/.test(label)) return null;
  const col = Number(label.slice(0, 2));
  const row = Number(label.slice(2));
  return { q: col, r: row - (col + (col & 1)) / 2 };
}

export function labelDistance(a: unknown, b: unknown): number | null {
  const p = labelCube(a);
  const q = labelCube(b);
  if (p === null || q === null) return null;
  const dq = p.q - q.q;
  const dr = p.r - q.r;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}

export const labelColumn = (label: unknown): number | null =>
  typeof label === 'string' && /^\d{4}$/.test(label) ? Number(label.slice(0, 2)) : null;
