import chromium from '@sparticuz/chromium';
import { chromium as playwright, type Browser } from 'playwright-core';

/**
 * A real headless Chromium for the web page's tests, from npm (`@sparticuz/chromium` ships the
 * binary inside the package), so `npm test` needs no system browser and no download
 * (ENVIRONMENT.md: Playwright's own download cannot reach its host). A developer may point
 * `BROWSER_PATH` at a local Chromium or Chrome instead (on macOS, say).
 */
export async function launchBrowser(): Promise<Browser> {
  const local = process.env.BROWSER_PATH;
  if (local) return playwright.launch({ executablePath: local, headless: true });
  return playwright.launch({ executablePath: await chromium.executablePath(), args: chromium.args, headless: true });
}
