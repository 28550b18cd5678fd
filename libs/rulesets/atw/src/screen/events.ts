/** Section 13.4's events (positions in ticks inside, inches on the wire: wire.ts). */

/**
 * 13.4: a screen sent out: a new unit `screenId` in skirmish order (its pose and footprint), and
 * the parent's figures and footprint after the figures left (rear ranks first, as 8-3).
 */
export interface ScreenDetached {
  readonly type: 'ScreenDetached';
  readonly parentId: string;
  readonly screenId: string;
  readonly figures: number;
  readonly x: number;
  readonly y: number;
  readonly facing: number;
  readonly files: number;
  readonly ranks: number;
  readonly width: number;
  readonly depth: number;
  readonly parentFigures: number;
  readonly parentFiles: number;
  readonly parentRanks: number;
  readonly parentWidth: number;
  readonly parentDepth: number;
  readonly rule: string;
}

/**
 * 13.4, 13.4.1: a screen rejoined its parent (recalled, the parent entered combat or retreats,
 * or it lost a screen-against-screen combat: `spent`, it may not emerge again); the parent's
 * figures and footprint after (its ranks grown back behind its front).
 */
export interface ScreenJoined {
  readonly type: 'ScreenJoined';
  readonly parentId: string;
  readonly screenId: string;
  readonly parentFigures: number;
  readonly parentFiles: number;
  readonly parentRanks: number;
  readonly parentWidth: number;
  readonly parentDepth: number;
  /** 13.4.1 `spent`: it may not emerge again; else `may-emerge`. */
  readonly spent: 'spent' | 'may-emerge';
  readonly rule: string;
}

/**
 * 13.4.1: a screen that won a combat against enemy skirmishers refilled its losses (`figures`)
 * from its parent: both footprints after (the screen widens about its front centre, the parent
 * loses its rear ranks first).
 */
export interface ScreenReplenished {
  readonly type: 'ScreenReplenished';
  readonly parentId: string;
  readonly screenId: string;
  readonly figures: number;
  readonly screenFigures: number;
  readonly screenFiles: number;
  readonly screenWidth: number;
  readonly screenDepth: number;
  readonly parentFigures: number;
  readonly parentFiles: number;
  readonly parentRanks: number;
  readonly parentWidth: number;
  readonly parentDepth: number;
  readonly rule: string;
}

export type ScreenEvent = ScreenDetached | ScreenJoined | ScreenReplenished;
