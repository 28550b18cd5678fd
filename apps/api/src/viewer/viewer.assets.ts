import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The viewer's files, served as they are: no build step (`npm run build` copies them to dist/). */
export const VIEWER_FILES = {
  'index.html': 'text/html; charset=utf-8',
  'viewer.js': 'text/javascript; charset=utf-8',
  'viewer.css': 'text/css; charset=utf-8',
  'favicon.svg': 'image/svg+xml; charset=utf-8',
} as const;

export type ViewerFile = keyof typeof VIEWER_FILES;

/**
 * The page may load its own script and style, talk to this origin, and show pictures from blob:
 * URLs (the board, fetched with the token and shown as an <img>); nothing else: no inline
 * script or style, no plugin, no frame, no form sent anywhere, no embedding elsewhere.
 */
export const VIEWER_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' blob:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
  "object-src 'none'",
].join('; ');

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
