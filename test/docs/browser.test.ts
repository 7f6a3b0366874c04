/**
 * The HTML references in a real browser: Debian's Chromium driven by playwright-core, each page
 * opened from disk with the network off. Every request the page makes is recorded; anything
 * but the file itself and Redoc's bundle beside it (or in-page data: and blob: URLs) fails the test. The page must show
 * every operation of its version, and a side-menu link must take the reader to the operation.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REDOC_BUNDLE } from '../../src/emit/docs/html.ts';
import { launchChromium } from '../support/chromium.ts';
import { GENERATED_DIR, REPO, seedModel } from '../support/seed.ts';

const HTML_DIR = join(GENERATED_DIR, 'docs', 'html');
const ARTIFACTS = join(REPO, 'test', 'artifacts');

const { resolved, views } = seedModel();
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
  mkdirSync(ARTIFACTS, { recursive: true });
});
afterAll(async () => browser?.close());

/** An offline context that lets only `allowed` URLs load and records every other request. */
async function offlineContext(allowed: (url: string) => boolean): Promise<{ context: BrowserContext; outside: string[] }> {
  const context = await browser.newContext({ offline: true, viewport: { width: 1280, height: 900 } });
  const outside: string[] = [];
  await context.route('**/*', async (route) => {
    const url = route.request().url();
    if (allowed(url)) await route.continue();
    else {
      outside.push(url);
      await route.abort();
    }
  });
  return { context, outside };
}

/** Redoc's heading: the API's title with the version beside it, said once. */
async function expectHeading(page: Page, versionId: string): Promise<void> {
  const heading = () => page.locator('h1').first().textContent();
  await expect.poll(heading).toContain(resolved.conventions.title);
  expect((await heading())!.split(versionId)).toHaveLength(2);
}

const inPage = (url: string) => url.startsWith('data:') || url.startsWith('blob:');

async function openFile(page: Page, file: string): Promise<void> {
  await page.goto(pathToFileURL(file).href, { waitUntil: 'load' });
}

describe.each(views.map((view) => [view.id, view] as const))('the %s HTML reference', (id, view) => {
  it('shows every operation offline, loads nothing outside the file, and its menu links work', async () => {
    const file = join(HTML_DIR, `${id}.html`);
    const self = pathToFileURL(file).href;
    const bundle = pathToFileURL(join(HTML_DIR, REDOC_BUNDLE)).href;
    const { context, outside } = await offlineContext((url) => [self, bundle].includes(url.split('#')[0]!) || inPage(url));
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await openFile(page, file);
    await expectHeading(page, view.id);

    // Redoc's side menu groups operations by tag, each group opened by a click on its tag: open
    // each, then every operation of the tag must be a visible menu item.
    const menuItem = (id: string) => page.locator(`li[role="menuitem"][data-item-id$="/operation/${id}"]`);
    for (const tag of view.tags) {
      await page.locator(`li[role="menuitem"][aria-label="${tag.name}"] > label`).first().click();
      for (const op of view.operations.filter((o) => o.tag === tag.name)) {
        await expect.poll(() => menuItem(op.id).isVisible(), { message: `${op.id} is in the menu` }).toBe(true);
      }
    }

    // Follow the menu item of one operation of the group opened last: the address and the
    // visible heading follow.
    const target = view.operations.find((op) => op.tag === view.tags.at(-1)!.name)!;
    await menuItem(target.id).click();
    await expect.poll(() => page.url()).toContain(`/operation/${target.id}`);
    await expect.poll(() => page.locator('h2', { hasText: target.summary }).first().isVisible()).toBe(true);

    await page.screenshot({ path: join(ARTIFACTS, `docs-${id}.png`) });
    expect(outside).toEqual([]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});

describe('the HTML index', () => {
  it('links every version and the guides, and its version links open the references', async () => {
    const docsRoot = pathToFileURL(join(GENERATED_DIR, 'docs')).href;
    const { context, outside } = await offlineContext((url) => url.startsWith(`${docsRoot}/`) || inPage(url));
    const page = await context.newPage();
    await openFile(page, join(HTML_DIR, 'index.html'));
    const hrefs = (await page.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))).map(
      (href) => new URL(href, page.url()).href,
    );
    for (const view of views) expect(hrefs).toContain(pathToFileURL(join(HTML_DIR, `${view.id}.html`)).href);
    for (const href of hrefs) expect(existsSync(new URL(href)), href).toBe(true);

    const last = views.at(-1)!;
    await page.locator(`a[href="${last.id}.html"]`).click();
    await expectHeading(page, last.id);
    expect(outside).toEqual([]);
    await context.close();
  });
});
