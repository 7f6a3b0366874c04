/**
 * The HTML reference page as a string: it loads Redoc's bundle from the file beside it, holds the
 * document as a script literal that no string of the model can break out of, escapes the title,
 * and names no network address. (test/docs/browser.test.ts opens the generated pages in Chromium.)
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REDOC_BUNDLE, referencePage } from '../../src/emit/docs/html.ts';
import { loadTemplates } from '../../src/emit/shared/templates.ts';
import { GENERATED_DIR, seedModel } from '../support/seed.ts';

const { views } = seedModel();
const { render } = loadTemplates();
const HTML_DIR = join(GENERATED_DIR, 'docs', 'html');

describe('the HTML reference page', () => {
  it('keeps the document inside its script element whatever its strings and the title hold', () => {
    const hostile = '</script><script>alert(1)</script><!-- \u2028';
    const document = { openapi: '3.1.0', info: { title: hostile, version: '1' }, paths: {} };
    const page = referencePage(render, document, `Edge ${hostile} <b>"&"</b>`, REDOC_BUNDLE);
    expect(page).toContain('<title>Edge &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;!-- \u2028 &lt;b&gt;&quot;&amp;&quot;&lt;/b&gt;</title>');
    // Two script elements (the bundle, the call), whatever the document says.
    expect(page.match(/<script/g)).toHaveLength(2);
    expect(page.match(/<\/script>/g)).toHaveLength(2);
    const literal = /Redoc\.init\((.*), \{\}, document\.getElementById\('redoc'\)\);/.exec(page)?.[1];
    expect(JSON.parse(literal!)).toEqual(document);
  });

  it('loads the bundle written beside the generated pages, and names no network address', () => {
    expect(readFileSync(join(HTML_DIR, REDOC_BUNDLE), 'utf8')).toContain('Redoc');
    for (const view of views) {
      const page = readFileSync(join(HTML_DIR, `${view.id}.html`), 'utf8');
      expect(page, view.id).toContain(`<script src="${REDOC_BUNDLE}"></script>`);
      expect(page, view.id).not.toMatch(/<(?:link|img|iframe|script)[^>]+(?:href|src)="(?:https?:)?\/\//i);
    }
  });
});
