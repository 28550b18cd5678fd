/** Who is looking: one side's seat, a spectator (public view) or the referee (sees everything). */
export type Viewer =
  | { readonly kind: 'side'; readonly side: string }
  | { readonly kind: 'spectator' }
  | { readonly kind: 'referee' };

export const SPECTATOR: Viewer = { kind: 'spectator' };
export const REFEREE: Viewer = { kind: 'referee' };
export const sideViewer = (side: string): Viewer => ({ kind: 'side', side });

/** True when the viewer may see what `side` hides (its own secrets, or the referee). */
export function seesSecretsOf(viewer: Viewer, side: string): boolean {
  return viewer.kind === 'referee' || (viewer.kind === 'side' && viewer.side === side);
}
