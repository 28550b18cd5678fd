/** Moved to @pratzen/geometry (`search.ts`); re-exported for the morale code that imports it here. */
export { lastClear } from '@pratzen/geometry';
