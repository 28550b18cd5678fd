import { existsSync } from 'node:fs';
import puppeteer, { type Browser } from 'puppeteer-core';

/**
 * The system browser for the suites that open pages in a real Chromium: Debian's chromium,
 * installed by scripts/ci-services.sh; CHROMIUM_PATH names another. Never skipped: no browser
 * is a failure.
 */
export const CHROMIUM = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

export async function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`no browser at ${CHROMIUM}: run scripts/ci-services.sh (or set CHROMIUM_PATH)`);
  }
  return puppeteer.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
      '--disable-gpu',
      '--disable-dev-shm-usage',
    ],
  });
}
