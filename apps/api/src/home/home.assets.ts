import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { pageCsp } from '../common/page-csp';

/**
 * The first pages a newcomer meets (`/`, `/reference`, `/graphql` in a browser, `/docs/…`),
 * read once at start-up (a missing file stops the server, never a 500 later) and served as they
 * are: no build step, no CDN. `npm run build` copies `assets/` and the repository's `docs/`
 * beside the built module.
 */
export const HOME_FILES = {
  'index.html': 'text/html; charset=utf-8',
  'graphql.html': 'text/html; charset=utf-8',
  'reference.html': 'text/html; charset=utf-8',
  'reference.js': 'text/javascript; charset=utf-8',
  'home.css': 'text/css; charset=utf-8',
} as const;
export type HomeFile = keyof typeof HOME_FILES;

/** Swagger UI's own files (the maintained `swagger-ui-dist` package), for `/reference`. */
export const SWAGGER_UI_FILES = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
} as const;
export type SwaggerUiFile = keyof typeof SWAGGER_UI_FILES;

export const MARKDOWN = 'text/markdown; charset=utf-8';

/**
 * Swagger UI draws its icons from `data:` SVGs; otherwise the pages' strict policy
 * (common/page-csp.ts): it fetches `/openapi.json` (and, under "Try it out", the API) from here.
 */
export const HOME_CSP = pageCsp('data:');

/** Where the files are: beside this module (source under ts-node, `dist/` once built). */
export const HOME_ASSETS_DIR = path.join(__dirname, 'assets');

/** The repository's guide: `docs/` at the root, or its copy beside the built module. */
export function docsDir(): string {
  const root = path.resolve(__dirname, '..', '..', '..', '..');
  const candidates = [path.join(__dirname, 'docs'), path.join(root, 'docs')];
  for (const dir of candidates) {
    try {
      readdirSync(dir);
      return dir;
    } catch {
      // not this one
    }
  }
  throw new Error(`docs/ not found (looked in ${candidates.join(', ')})`);
}

/** A page name the guide may have: lower-case words and a `.md` ending, nothing else. */
export const DOC_NAME = /^[a-z0-9][a-z0-9-]*\.md$/;

export interface HomeAssets {
  readonly files: ReadonlyMap<HomeFile, Buffer>;
  readonly swaggerUi: ReadonlyMap<SwaggerUiFile, Buffer>;
  /** The guide's pages by file name (`README.md`, `errors.md`, …). */
  readonly docs: ReadonlyMap<string, Buffer>;
}

export function loadHomeAssets(dir = HOME_ASSETS_DIR, docs = docsDir()): HomeAssets {
  const files = new Map<HomeFile, Buffer>();
  for (const name of Object.keys(HOME_FILES) as HomeFile[]) {
    files.set(name, readFileSync(path.join(dir, name)));
  }
  const swaggerDir = path.dirname(require.resolve('swagger-ui-dist/package.json'));
  const swaggerUi = new Map<SwaggerUiFile, Buffer>();
  for (const name of Object.keys(SWAGGER_UI_FILES) as SwaggerUiFile[]) {
    swaggerUi.set(name, readFileSync(path.join(swaggerDir, name)));
  }
  const pages = new Map<string, Buffer>();
  for (const name of readdirSync(docs)) {
    if (name === 'README.md' || DOC_NAME.test(name)) {
      pages.set(name, readFileSync(path.join(docs, name)));
    }
  }
  return { files, swaggerUi, docs: pages };
}
