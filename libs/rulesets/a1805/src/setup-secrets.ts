import { type Viewer, seesSecretsOf } from '@pratzen/engine';
import { unitSpec } from './data/catalogue';

/**
 * The first version whose games hide a free-form set-up's strategic maps: games created under
 * an older one published their whole set-up in GameCreated, and keep it as it was hashed.
 */
export const SETUP_SECRETS_SINCE = '0.2.0';

/** `a` before `b`, both `major.minor.patch` (anything unreadable counts as 0). */
export function versionBefore(a: string, b: string): boolean {
  const parts = (v: string): number[] => v.split('.').map((n) => Number.parseInt(n, 10) || 0);
  const [x, y] = [parts(a), parts(b)];
  for (let i = 0; i < 3; i++) {
    const d = (x[i] ?? 0) - (y[i] ?? 0);
    if (d !== 0) return d < 0;
  }
  return false;
}

const isRecord = (v: unknown): v is Readonly<Record<string, unknown>> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * 16.4.1.1: a free-form set-up (18.1.2) as `viewer` may see it. Its `reserve` — which units stand
 * on a side's strategic map, and in which area — is that side's secret, behind the screen: the
 * other side and spectators get only the entries of the sides they may see (none for a
 * spectator), and `reserveRedacted: true` whenever the position has a reserve and the viewer does
 * not see both maps, whatever they hold (so the mark tells nothing of the other side's reserve).
 * The units on the table (`units`), the turn, the weather and the first side are public, as the
 * table is. The same object when nothing is hidden from the viewer. The whole set-up is in the
 * stored event, committed to by its salted commitment, and opened by the game's record.
 */
export function setupView(position: unknown, viewer: Viewer, rulesVersion: string): unknown {
  if (versionBefore(rulesVersion, SETUP_SECRETS_SINCE)) return position;
  if (!isRecord(position) || !Array.isArray(position.reserve)) return position;
  if (seesSecretsOf(viewer, 'allied') && seesSecretsOf(viewer, 'french')) return position;
  const reserve = position.reserve.filter((entry: unknown) => {
    const side = isRecord(entry) ? unitSpec(String(entry.id))?.side : undefined;
    return side !== undefined && seesSecretsOf(viewer, side);
  });
  return { ...position, reserve, reserveRedacted: true };
}
