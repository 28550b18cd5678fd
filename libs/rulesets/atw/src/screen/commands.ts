/**
 * 13.4: a parent unit of the active side sends out a skirmish screen in its move phase (no
 * movement cost): `figures` of its figures (at most ⅓; light infantry ⅔) in skirmish order
 * straight ahead of it, its rear edge `gap` inches (0–2) in front of the parent's front,
 * centred on the parent's front centre.
 */
export interface DetachScreen {
  readonly type: 'DetachScreen';
  readonly unitId: string;
  readonly figures: number;
  readonly gap: number;
}

/** 13.4: the parent recovers its screen (no movement cost): the figures rejoin it. */
export interface JoinScreen {
  readonly type: 'JoinScreen';
  readonly unitId: string;
}

export type ScreenCommand = DetachScreen | JoinScreen;
