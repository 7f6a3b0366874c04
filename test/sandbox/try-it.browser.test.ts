/**
 * `/docs`, the sandbox's interactive reference, as a partner uses it: the sandbox started as
 * `npm start` runs it, Debian's Chromium driven by playwright-core, every request outside the
 * sandbox refused and recorded (the page must work with no network: no CDN). From the index, the
 * partner opens a version as the first demo tenant, authorises in Swagger UI's Authorize dialog
 * (the OAuth client-credentials flow against the sandbox's token endpoint, or the API key), and
 * "Try it out" → "Execute" answers 200 from the sandbox. Credentials come from the demo data,
 * operations and scopes from the model.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Store } from '../../src/demo/store.ts';
import type { OperationView, VersionView } from '../../src/views/version-view.ts';
import { SANDBOX_MAIN, startSandboxProcess, type SandboxProcess } from '../support/sandbox-process.ts';
import { launchChromium } from '../support/chromium.ts';
import { REPO, seedModel } from '../support/seed.ts';

const ARTIFACTS = join(REPO, 'test', 'artifacts');

const { views } = seedModel();
const DEMO = Store.fromFile(join(REPO, 'sandbox', 'demo.yaml'));
const [TENANT, TENANT_DATA] = [...DEMO.tenants][0]!;
const oauthVersion = views.find((v) => v.auth.kind === 'oauth2')!;
const apiKeyVersion = views.find((v) => v.auth.kind === 'apiKey')!;
const operation = (view: VersionView, id: string): OperationView => view.operations.find((o) => o.id === id)!;

let browser: Browser;
let sandbox: SandboxProcess;

beforeAll(async () => {
  sandbox = await startSandboxProcess();
  browser = await launchChromium();
  mkdirSync(ARTIFACTS, { recursive: true });
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await sandbox?.stop();
});

/** A context in which only the sandbox's own origin loads; every other request is recorded and refused. */
async function sandboxOnly(): Promise<{ context: BrowserContext; page: Page; outside: string[]; pageErrors: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const outside: string[] = [];
  await context.route('**/*', async (route) => {
    const url = route.request().url();
    if (url.startsWith(`${sandbox.origin}/`) || url.startsWith('data:')) await route.continue();
    else {
      outside.push(url);
      await route.abort();
    }
  });
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  return { context, page, outside, pageErrors };
}

/** From the index, the version's page as the tenant. */
async function openVersion(page: Page, view: VersionView, tenant: string): Promise<void> {
  await page.goto(`${sandbox.origin}/docs`);
  await page.locator('li', { hasText: view.title }).getByRole('link', { name: tenant, exact: true }).click();
  await expect.poll(() => page.locator('.info .title').first().textContent()).toContain(view.title);
}

/** Authorize → the dialog's own Authorize: the dialog shows Logout once the credentials are accepted. */
async function applyCredentials(page: Page): Promise<void> {
  const dialog = page.locator('.modal-ux');
  await dialog.locator('button.authorize').click();
  const logout = dialog.locator('button', { hasText: 'Logout' });
  await expect.poll(async () => (await logout.count()) > 0 || (await dialog.locator('.errors').allTextContents()).join(' ')).toBe(true);
  await dialog.locator('button.btn-done').click();
}

/** "Try it out" → "Execute" on the operation: the status the page shows, and the request the page sent. */
async function execute(page: Page, op: OperationView): Promise<{ shown: string; sent: Record<string, string>; status: number }> {
  const block = page.locator(`.opblock[id$="-${op.id}"]`);
  await block.locator('.opblock-summary-control').click();
  await block.locator('button.try-out__btn').click();
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname === op.fullPath && response.request().method() === op.method);
  await block.locator('button.execute').click();
  const response = await answered;
  const status = block.locator('.live-responses-table tbody td.response-col_status').first();
  await expect.poll(() => status.isVisible()).toBe(true);
  return { shown: /^\d{3}/.exec((await status.textContent())!.trim())?.[0] ?? '', sent: response.request().headers(), status: response.status() };
}

describe('the interactive reference at /docs', () => {
  it(`${oauthVersion.id}: authorises with the demo client by the OAuth client-credentials flow, then getWelcome and listProjects answer 200`, async () => {
    const { context, page, outside, pageErrors } = await sandboxOnly();
    await openVersion(page, oauthVersion, TENANT);
    const client = TENANT_DATA.clients[0]!;
    const tried = [operation(oauthVersion, 'getWelcome'), operation(oauthVersion, 'listProjects')];

    await page.locator('.auth-wrapper button.authorize').click();
    const dialog = page.locator('.modal-ux');
    // The shipped demo data's client is filled in, as the start-up lines show it.
    await expect.poll(() => dialog.locator('input[data-name="clientId"]').inputValue()).toBe(client.id);
    expect(await dialog.locator('input[data-name="clientSecret"]').inputValue()).toBe(client.secret);
    // The dialog lists the model's scopes: ask for those of the operations tried.
    // (Swagger UI draws its own box over each checkbox: the label is what a partner clicks.)
    for (const op of tried) {
      const box = dialog.locator(`input[type="checkbox"][data-value="${op.scope!.name}"]`);
      await dialog.locator(`label[for="${await box.getAttribute('id')}"]`).click();
      expect(await box.isChecked(), op.scope!.name).toBe(true);
    }
    const tokenResponse = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().startsWith(sandbox.origin));
    await applyCredentials(page);
    const token = await tokenResponse;
    // The token request went to this sandbox's token endpoint, with the tenant header.
    expect(new URL(token.url()).pathname).toBe(operation(oauthVersion, oauthVersion.auth.kind === 'oauth2' ? oauthVersion.auth.tokenOperationId : '').fullPath);
    expect(token.request().headers()[oauthVersion.tenantHeader!.name]).toBe(TENANT);
    expect(((await token.json()) as { scope: string }).scope.split(' ').sort()).toEqual(tried.map((op) => op.scope!.name).sort());

    for (const op of tried) {
      const result = await execute(page, op);
      expect({ op: op.id, shown: result.shown, status: result.status, tenant: result.sent[oauthVersion.tenantHeader!.name] }).toEqual({
        op: op.id,
        shown: '200',
        status: 200,
        tenant: TENANT,
      });
      expect(result.sent.authorization).toMatch(/^Bearer /);
    }
    await page.screenshot({ path: join(ARTIFACTS, `try-it-${oauthVersion.id}.png`) });
    expect(outside).toEqual([]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it(`${apiKeyVersion.id}: authorises with the demo API key, then listJobs answers 200`, async () => {
    const { context, page, outside, pageErrors } = await sandboxOnly();
    await openVersion(page, apiKeyVersion, TENANT);
    await page.locator('.auth-wrapper button.authorize').click();
    await page.locator('.modal-ux input#api_key_value').fill(TENANT_DATA.apiKeys[0]!);
    await applyCredentials(page);

    const result = await execute(page, operation(apiKeyVersion, 'listJobs'));
    expect({ shown: result.shown, status: result.status, tenant: result.sent[apiKeyVersion.tenantHeader!.name] }).toEqual({
      shown: '200',
      status: 200,
      tenant: TENANT,
    });
    expect(result.sent[apiKeyVersion.auth.kind === 'apiKey' ? apiKeyVersion.auth.header.toLowerCase() : '']).toBe(TENANT_DATA.apiKeys[0]);
    expect(outside).toEqual([]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});

describe('the /docs routes', () => {
  it('refuse an unknown version or tenant and any file of swagger-ui-dist but the page needs', async () => {
    const status = async (path: string) => (await fetch(`${sandbox.origin}${path}`, { redirect: 'manual' })).status;
    const page = `/docs/${encodeURIComponent(oauthVersion.id)}`;
    expect(await status(`${page}?tenant=${encodeURIComponent(TENANT)}`)).toBe(200);
    expect(await status(`${page}?tenant=no-such-tenant`)).toBe(404);
    expect(await status(`${page}-no-such-version`)).toBe(404);
    // The package's own index.html would load the Petstore document from the internet.
    expect(await status('/docs/assets/index.html')).toBe(404);
    expect(await status('/docs/')).toBe(302);
  });
});

describe("a user's --fixture", () => {
  const tmp = mkdtempSync(join(tmpdir(), 'sandbox-try-it-'));
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));

  it('pre-fills the client id only: its secret never reaches the page', async () => {
    const fixture = join(tmp, 'team.yaml');
    const secret = 'team-secret-never-on-the-page';
    writeFileSync(fixture, `tenants:\n  team:\n    apiKeys: [team-v3-key]\n    clients:\n      - { id: team-app, secret: ${secret}, scopes: all }\n`);
    const own = await startSandboxProcess({ args: [...SANDBOX_MAIN, '--fixture', fixture] });
    try {
      const index = await (await fetch(`${own.origin}/docs`)).text();
      const href = /href="([^"]+)"/.exec(index.slice(index.indexOf(oauthVersion.title)))![1]!;
      const versionPage = await (await fetch(new URL(href.replace(/&amp;/g, '&'), own.origin))).text();
      expect(versionPage).toContain('"clientId":"team-app"');
      expect(versionPage).not.toContain(secret);
    } finally {
      await own.stop();
    }
  }, 60_000);
});
