/** Moved to @pratzen/geometry (`box.ts`); re-exported for the specs and morale code that import it here. */
export { type Box, apartBy, boxOf, disjoint, union } from '@pratzen/geometry';
