/** 13.4: folding the screen events, and the parent's count of figures out kept with its screen. */
import type { AtwEvent } from '../events';
import type { AtwState, UnitState } from '../state';
import { carriedPose } from './carry';
import { screenUnit } from './screen';

/** Folds `ScreenDetached` and `ScreenJoined`; after any event, each parent's `screenOut` follows its screen. */
export function evolveScreens(before: AtwState, after: AtwState, event: AtwEvent): AtwState {
  switch (event.type) {
    case 'ScreenDetached': {
      const parent = after.units.find((u) => u.id === event.parentId);
      if (parent === undefined) return after;
      const screen: UnitState = {
        ...screenUnit(parent, event.figures, 0),
        x: event.x,
        y: event.y,
        facing: event.facing,
        files: event.files,
        ranks: event.ranks,
        width: event.width,
        depth: event.depth,
        moved: parent.moved,
      };
      const shrunk: UnitState = {
        ...parent,
        figures: event.parentFigures,
        files: event.parentFiles,
        ranks: event.parentRanks,
        width: event.parentWidth,
        depth: event.parentDepth,
        screenOut: event.figures,
        screenFiles: parent.files,
      };
      return {
        ...after,
        units: [...after.units.map((u) => (u.id === parent.id ? shrunk : u)), screen],
      };
    }
    case 'ScreenJoined':
      return {
        ...after,
        units: after.units
          .filter((u) => u.id !== event.screenId)
          .map((u) =>
            u.id !== event.parentId
              ? u
              : {
                  ...withoutOut(u),
                  figures: event.parentFigures,
                  files: event.parentFiles,
                  ranks: event.parentRanks,
                  width: event.parentWidth,
                  depth: event.parentDepth,
                  ...(event.spent === 'spent' ? { screenSpent: true } : {}),
                },
          ),
        engagements: after.engagements.filter(
          (e) => e.attackerId !== event.screenId && e.defenderId !== event.screenId,
        ),
        retreats: after.retreats.filter((r) => r.unitId !== event.screenId),
        // 7.1-3's way: a general attached to the screen stays where its front centre stood, lone
        generals: after.generals.map((g) => {
          const s = after.units.find((u) => u.id === event.screenId);
          return g.attachedTo !== event.screenId || s === undefined
            ? g
            : { ...g, x: s.x, y: s.y, attachedTo: null };
        }),
      };
    case 'ScreenReplenished':
      return {
        ...after,
        units: after.units.map((u) =>
          u.id === event.screenId
            ? {
                ...u,
                figures: event.screenFigures,
                files: event.screenFiles,
                ranks: 1,
                width: event.screenWidth,
                depth: event.screenDepth,
                strength: Math.max(u.strength, event.screenFigures),
              }
            : u.id === event.parentId
              ? {
                  ...u,
                  figures: event.parentFigures,
                  files: event.parentFiles,
                  ranks: event.parentRanks,
                  width: event.parentWidth,
                  depth: event.parentDepth,
                  screenOut: event.screenFigures,
                }
              : u,
        ),
      };
    case 'UnitMoved': {
      // 13.4: a parent's move carries its screen (decide emits the screen's own `UnitMoved` next)
      const parent = before.units.find((u) => u.id === event.unitId);
      const screen = after.units.find((u) => u.screenOf === event.unitId);
      if (parent === undefined || screen === undefined) return after;
      const pose = carriedPose(screen, parent, event);
      return {
        ...after,
        units: after.units.map((u) => (u.id === screen.id ? { ...u, ...pose } : u)),
      };
    }
    default:
      return before.units.some((u) => u.screenOf !== undefined) ? synced(after) : after;
  }
}

/** Each parent's `screenOut` equals its screen's figures (hits on the screen, a screen removed). */
function synced(state: AtwState): AtwState {
  let changed = false;
  const units = state.units.map((u) => {
    if (u.screenOut === undefined) return u;
    const s = state.units.find((x) => x.screenOf === u.id);
    const out = s?.figures ?? 0;
    if (out === u.screenOut) return u;
    changed = true;
    return out === 0 ? withoutOut(u) : { ...u, screenOut: out };
  });
  return changed ? { ...state, units } : state;
}

/** The parent without its screen members (absent, not undefined: states stay canonical). */
function withoutOut(u: UnitState): UnitState {
  const { screenOut, screenFiles, ...rest } = u;
  void [screenOut, screenFiles];
  return rest;
}
