import type { Client } from './client';

interface MapHex {
  readonly label: string;
  readonly terrain: string;
  readonly neighbors: readonly { readonly label: string; readonly hexside: readonly string[] }[];
}

/**
 * An open field read from GET /v1/rulesets/spi-1980/map: a clear hex whose six neighbours are
 * clear and joined to it by plain hexsides (no stream, slope, lake or road), so a test position
 * placed there is decided by the rules under test only.
 */
export async function openField(client: Client): Promise<{ center: string; around: string[] }> {
  const [field] = await openFields(client, 1);
  if (field === undefined) throw new Error('the map has no open field');
  return field;
}

/** `count` open fields far enough apart (no hex of one is next to a hex of another). */
export async function openFields(
  client: Client,
  count: number,
): Promise<{ center: string; around: string[] }[]> {
  const map = await client.get<{ hexes: MapHex[] }>('/v1/rulesets/spi-1980/map');
  const byLabel = new Map(map.body.hexes.map((h) => [h.label, h]));
  const used = new Set<string>();
  const fields: { center: string; around: string[] }[] = [];
  for (const h of map.body.hexes) {
    if (fields.length === count) break;
    const open =
      h.terrain === 'clear' &&
      h.neighbors.length === 6 &&
      h.neighbors.every((n) => n.hexside.length === 0 && byLabel.get(n.label)?.terrain === 'clear');
    if (!open) continue;
    const around = h.neighbors.map((n) => n.label);
    const reach = new Set([h.label, ...around]);
    for (const a of around) for (const n of byLabel.get(a)?.neighbors ?? []) reach.add(n.label);
    if ([...reach].some((x) => used.has(x))) continue;
    reach.forEach((x) => used.add(x));
    fields.push({ center: h.label, around });
  }
  if (fields.length < count) throw new Error(`the map has fewer than ${count} open fields`);
  return fields;
}

/** A custom position (api.md `setup`) for spi-1980. */
export function position(
  phase: string,
  activeSide: string,
  units: Record<string, string>,
  turn = 4,
): Record<string, unknown> {
  return {
    turn,
    phase,
    activeSide,
    units: Object.entries(units).map(([unitId, hex]) => ({ unitId, hex })),
  };
}
