import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pageCsp } from '../common/page-csp';

/** The viewer's files, served as they are: no build step (`npm run build` copies them to dist/). */
export const VIEWER_FILES = {
  'index.html': 'text/html; charset=utf-8',
  'viewer.js': 'text/javascript; charset=utf-8',
  'viewer.css': 'text/css; charset=utf-8',
  'favicon.svg': 'image/svg+xml; charset=utf-8',
} as const;

export type ViewerFile = keyof typeof VIEWER_FILES;

/**
 * The page shows pictures from blob: URLs besides its own files (the board, fetched with the
 * token and shown as an <img>); otherwise the pages' strict policy (common/page-csp.ts).
 */
export const VIEWER_CSP = pageCsp('blob:');

/** Where the files are: beside this module (source under ts-node, `dist/` once built). */
export const VIEWER_ASSETS_DIR = path.join(__dirname, 'assets');

/** Reads every file once (at start-up): a missing one stops the server, never a 500 later. */
export function loadViewerFiles(dir = VIEWER_ASSETS_DIR): ReadonlyMap<ViewerFile, Buffer> {
  const files = new Map<ViewerFile, Buffer>();
  for (const name of Object.keys(VIEWER_FILES) as ViewerFile[]) {
    files.set(name, readFileSync(path.join(dir, name)));
  }
  return files;
}
