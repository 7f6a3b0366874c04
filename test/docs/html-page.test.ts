/**
 * The HTML reference page as a string: Redoc's bundle and the document go into the template's
 * script element exactly once, whatever the (escaped) title says; the page names no address
 * that a browser would load from the network; a template without its script slot is a located
 * diagnostic. (test/docs/browser.test.ts opens the generated pages in Chromium.)
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ModelError } from '../../src/diagnostics/diagnostic.ts';
import { referencePage } from '../../src/emit/docs/html.ts';
import { loadTemplates } from '../../src/emit/docs/templates.ts';
import { GENERATED_DIR, seedModel } from '../support/seed.ts';

const { views } = seedModel();
const render = loadTemplates();

const DOCUMENT = { openapi: '3.1.0', info: { title: 'T', version: '1' }, paths: {} };
/** The call after Redoc's bundle that renders the page: once per copy of the script. */
const SCRIPT_MARK = "document.getElementById('redoc')";

describe('the HTML reference page', () => {
  it('puts the script once, inside the script element, whatever the title holds, and escapes the title', () => {
    // A model title could spell the slot, the old one or the new one, or markup.
    const title = 'Edge /* redoc-script */ <redoc-script/> <b>"&"</b>';
    const page = referencePage(render, DOCUMENT, title);
    const scriptStart = page.indexOf('<script type="module">');
    expect(page.indexOf(`<title>`)).toBeLessThan(scriptStart);
    expect(page).toContain('<title>Edge /* redoc-script */ &lt;redoc-script/&gt; &lt;b&gt;&quot;&amp;&quot;&lt;/b&gt;</title>');
    expect(page.split(SCRIPT_MARK).length - 1).toBe(1);
    expect(page.indexOf(SCRIPT_MARK)).toBeGreaterThan(scriptStart);
    expect(page).not.toContain('<redoc-script/>');
  });

  it('names no network address a browser would load, in either generated page', () => {
    for (const view of views) {
      const page = readFileSync(join(GENERATED_DIR, 'docs', 'html', `${view.id}.html`), 'utf8');
      expect(page, view.id).not.toMatch(/https:\/\/cdn\./);
      expect(page, view.id).not.toMatch(/<(?:link|img|iframe)[^>]+(?:href|src)="https?:/i);
      expect(page, view.id).not.toMatch(/<script[^>]+src=/i);
    }
  });

  it('refuses a template that places the script slot not exactly once inside a script element, naming the template', () => {
    const withoutSlot = (template: string, context: object) => render(template, { ...context, script: '' });
    const slotTwice = (template: string, context: object) => render(template, context) + String((context as { script: string }).script);
    const slotOutsideScript = (template: string, context: object) => render(template, { ...context, script: '' }).replace('<noscript>', `${String((context as { script: string }).script)}<noscript>`);
    for (const broken of [withoutSlot, slotTwice, slotOutsideScript]) {
      let thrown: unknown;
      try {
        referencePage(broken, DOCUMENT, 'T');
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(ModelError);
      const [diagnostic] = (thrown as ModelError).diagnostics;
      expect(diagnostic?.code).toBe('template-error');
      expect(diagnostic?.file).toBe('templates/reference.html.hbs');
    }
  });
});
