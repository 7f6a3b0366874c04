/**
 * A version with more operations than one Redoc page holds gets its HTML reference in parts, one
 * per tag (src/emit/docs/reference-parts.ts). On the seed model scaled ×10 by the benchmark's
 * scaler, for every version over the limit: the version's page links every part; each part holds
 * exactly its tag's operations (from the view), every `$ref` in it resolves inside it, and the
 * parts together hold every operation once. One part opens in Debian's Chromium, offline, and
 * shows its operations; a link to an operation of the version's page leads on to its part. The seed's versions, under the limit, stay one page each
 * (test/docs/browser.test.ts opens them).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scaleModel } from '../../bench/scale-model.ts';
import type { PublishedDocument } from '../../src/contract/openapi/types.ts';
import { htmlDocsEmitter } from '../../src/emit/docs/index.ts';
import { OPERATIONS_PER_PAGE } from '../../src/emit/docs/reference-parts.ts';
import type { Artefact } from '../../src/emit/shared/artefact.ts';
import { compile } from '../../src/pipeline/compile.ts';
import type { VersionView } from '../../src/views/version-view.ts';
import { launchChromium } from '../support/chromium.ts';
import { SPEC_DIR, seedModel } from '../support/seed.ts';

const work = mkdtempSync(join(tmpdir(), 'reference-parts-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

let views: VersionView[] = [];
let files = new Map<string, string>();

beforeAll(() => {
  const spec = join(work, 'spec');
  scaleModel(SPEC_DIR, spec, 10);
  const result = compile(spec, [htmlDocsEmitter]);
  if (!result.ok) throw new Error(result.diagnostics.map((d) => d.message).join('\n'));
  views = result.views;
  files = new Map(result.outputs.flatMap((o) => o.artefacts).map((a: Artefact) => [a.path, String(a.content)]));
});

/** The document a reference page hands to Redoc. */
function embedded(page: string): PublishedDocument {
  const literal = /Redoc\.init\((.*), \{\}, document\.getElementById\('redoc'\)\);/.exec(page)?.[1];
  return JSON.parse(literal!) as PublishedDocument;
}

function operationIds(document: PublishedDocument): string[] {
  return Object.values(document.paths).flatMap((item) =>
    Object.values(item).flatMap((op) => (typeof op === 'object' && op && 'operationId' in op ? [op.operationId!] : [])),
  );
}

/** Every `$ref` inside `node`. */
function refs(node: unknown, into: string[] = []): string[] {
  if (Array.isArray(node)) for (const item of node) refs(item, into);
  else if (node && typeof node === 'object')
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') into.push(value);
      else refs(value, into);
    }
  return into;
}

function resolves(document: PublishedDocument, ref: string): boolean {
  return (
    ref
      .slice(2)
      .split('/')
      .reduce<unknown>((node, segment) => (node as Record<string, unknown> | undefined)?.[segment], document) !== undefined
  );
}

describe('a reference too large for one page', () => {
  it('the scaled model has versions over the limit, and the seed none', () => {
    expect(views.filter((view) => view.operations.length > OPERATIONS_PER_PAGE).length).toBeGreaterThan(0);
    expect(seedModel().views.every((view) => view.operations.length <= OPERATIONS_PER_PAGE)).toBe(true);
  });

  it('is one page per tag: each holds its tag’s operations, resolves every reference, and together they hold every operation once', () => {
    for (const view of views.filter((v) => v.operations.length > OPERATIONS_PER_PAGE)) {
      const contents = files.get(`docs/html/${view.id}.html`)!;
      const links = [...contents.matchAll(/<a href="([^"]+)">([^<]+)<\/a>/g)].map((m) => ({ href: m[1]!, tag: m[2]! }));
      const tags = [...new Set(view.operations.map((op) => op.tag))];
      expect(links.map((link) => link.tag).sort()).toEqual([...tags].sort());
      const seen: string[] = [];
      for (const link of links) {
        const page = files.get(`docs/html/${link.href}`);
        expect(page, link.href).toBeDefined();
        const document = embedded(page!);
        const ids = operationIds(document);
        expect(ids.sort(), link.tag).toEqual(
          view.operations
            .filter((op) => op.tag === link.tag)
            .map((op) => op.id)
            .sort(),
        );
        for (const ref of refs(document)) expect(resolves(document, ref), `${link.href}: ${ref}`).toBe(true);
        expect(document.tags.map((t) => t.name)).toEqual([link.tag]);
        seen.push(...ids);
      }
      expect(seen.sort()).toEqual(view.operations.map((op) => op.id).sort());
    }
  });

  it('a part opens in Chromium, offline, and shows its operations', async () => {
    const view = views.find((v) => v.operations.length > OPERATIONS_PER_PAGE)!;
    const contents = files.get(`docs/html/${view.id}.html`)!;
    const href = /<a href="([^"]+)">/.exec(contents)![1]!;
    const folder = join(work, 'html');
    for (const [path, content] of files) {
      if (!path.startsWith('docs/html/')) continue;
      const target = join(folder, path.slice('docs/html/'.length));
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, content);
    }
    const browser = await launchChromium();
    try {
      const context = await browser.newContext({ offline: true });
      const page = await context.newPage();
      await page.goto(pathToFileURL(join(folder, href)).href, { waitUntil: 'load' });
      const document = embedded(files.get(`docs/html/${href}`)!);
      for (const id of operationIds(document)) {
        await expect
          .poll(() => page.locator(`li[role="menuitem"][data-item-id$="/operation/${id}"]`).count(), { message: `${id} is in the menu` })
          .toBeGreaterThan(0);
      }
      // A link into the one page it used to be (`<version>.html#operation/<id>`) leads on to the part.
      const [first] = operationIds(document);
      await page.goto(`${pathToFileURL(join(folder, `${view.id}.html`)).href}#operation/${first}`, { waitUntil: 'load' });
      await expect.poll(() => page.url()).toBe(`${pathToFileURL(join(folder, href)).href}#operation/${first}`);
    } finally {
      await browser.close();
    }
  });
});
