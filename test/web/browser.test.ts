import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../support/browser.ts';

/** The browser the web page's tests drive: it starts from npm alone, runs a page's script and takes a screenshot. */
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

describe('the test browser', () => {
  test('opens a page, runs its script, and takes a PNG screenshot', async () => {
    const page = await browser.newPage();
    await page.setContent('<p id="out">waiting</p><script>document.getElementById("out").textContent = String(6 * 7);</script>');
    await expect.poll(() => page.textContent('#out')).toBe('42');
    const png = await page.screenshot();
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    await page.close();
  }, 120_000);
});
