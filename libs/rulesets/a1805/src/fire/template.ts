import { type Ring, point, rotateDivided } from '@pratzen/geometry';
import { type Ammunition, TEMPLATES } from '../data/crt';
import type { Pose } from '../movement/pose';

/**
 * 9.2, 9.5: an artillery template laid from the gun along its facing: a trapezoid whose near
 * edge is centred on the gun's front centre (reconstructed sizes, data/crt.json). Corners by the
 * rotation table, like footprints.
 */
export function templateRing(pose: Pose, ammunition: Ammunition): Ring {
  const t = TEMPLATES[ammunition];
  const at = (x2: number, y2: number) => {
    const v = rotateDivided({ x: x2, y: y2 }, pose.facing, 2);
    return point(pose.x + v.x, pose.y + v.y);
  };
  return [
    at(-t.nearWidth, 0),
    at(-t.farWidth, 2 * t.length),
    at(t.farWidth, 2 * t.length),
    at(t.nearWidth, 0),
  ];
}
