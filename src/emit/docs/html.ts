/**
 * Self-contained HTML references: each version's OpenAPI 3.1 document and Redoc's standalone
 * bundle inlined in one page, which Redoc renders in the browser (its `init`), so the page
 * loads nothing from a CDN and opens from disk.
 *
 * Building the page is string assembly: no child process. Pre-rendering it on the
 * server (`@redocly/cli build-docs`, React's renderToString) cost ~2.5 s per document, which was
 * most of a cold `generate` and kept `--watch` from writing the pages with the rest; the only
 * thing it bought is text visible before the script runs, which a reference read in a browser
 * does not need.
 *
 * The bundle is the one @redocly/cli ships for its own `--inlineBundle` pages (Redoc 3); its
 * path inside the package is not public API, so the package is pinned exactly, and a missing
 * bundle is an error that says which file it looked for.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { toolCacheDir } from '../../cache/cache-dir.ts';
import { cachedText, contentKey } from '../../cache/entries.ts';
import { makeDiagnostic, ModelError } from '../../diagnostics/diagnostic.ts';
import type { RenderPage } from './templates.ts';

const require = createRequire(import.meta.url);

/**
 * Redoc's sidebar footer loads the Redocly logo from cdn.redoc.ly whatever the options say;
 * an offline page must load nothing, so the logo becomes an inline SVG of the same word (the
 * attribution and its link stay).
 */
const CDN_LOGO = /https:\/\/cdn\.redoc\.ly\/redoc\/logo-mini(?:-full)?\.svg/g;
const INLINE_LOGO =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='64' height='16'%3E%3Ctext x='0' y='12' font-size='12' font-family='sans-serif'%3ERedocly%3C/text%3E%3C/svg%3E";

/**
 * Redoc's icon component draws its icons as CSS masks fetched from Redocly's icon CDN. The base
 * addresses become an empty `data:` URL: an icon then cannot load anything, and a mask that does
 * not load hides its icon (CSS Masking), so the page stays offline and shows no broken image.
 */
const CDN_ICONS = /https:\/\/cdn\.redocly\.com\/icons\/[a-z]+\/[0-9.]+/g;
const NO_ICON = 'data:,';

/**
 * An HTML comment opened inside a script and followed by `<script` before it closes puts the
 * parser in a state where the page's own `</script>` no longer ends the script. The bundle has
 * none today; an upgrade that brings one must fail here, not break the pages.
 */
const COMMENT_THEN_SCRIPT = /<!--(?:(?!-->)[\s\S])*?<script[\s/>]/i;

/** Redoc's options: nothing beyond its defaults but what keeps the page from calling home. */
const REDOC_OPTIONS = { disableTelemetry: true } as const;

let bundle: string | undefined;

/** Bumped when the processing below changes, so an older processed bundle is never read. */
const PROCESSING_VERSION = 'inline-v1';
const CACHE_KIND = 'redoc';
/** One bundle per installed Redoc; a few, in case the package is changed back and forth. */
const CACHE_ENTRIES = 4;

/**
 * Redoc's standalone bundle, made safe to inline in a `<script>` element. The 2.3 MB of
 * rewriting and checking (~9 ms a run) is done once per installed file and kept in the tool's
 * cache, under its path, size and time; in memory, once per process.
 */
function redocBundle(): string {
  if (bundle !== undefined) return bundle;
  const file = join(dirname(require.resolve('@redocly/cli/package.json')), 'lib', 'chunks', 'redoc.standalone.js');
  if (!existsSync(file)) throw new Error(`Redoc's standalone bundle is not at ${file}: the @redocly/cli version in package.json no longer ships it there`);
  const { size, mtimeMs } = statSync(file);
  const name = `${contentKey(PROCESSING_VERSION, file, String(size), String(mtimeMs))}.js`;
  bundle = cachedText(CACHE_KIND, name, { maxEntries: CACHE_ENTRIES, folder: toolCacheDir() }, () => inlinedBundle(file));
  return bundle;
}

function inlinedBundle(file: string): string {
  const code = readFileSync(file, 'utf8').replace(CDN_LOGO, INLINE_LOGO).replace(CDN_ICONS, NO_ICON);
  if (COMMENT_THEN_SCRIPT.test(code)) throw new Error(`Redoc's standalone bundle at ${file} opens an HTML comment before a <script: it cannot be inlined safely`);
  return inlineScript(code);
}

/** A `</script` inside a script element would end it; `<\/script` means the same to JavaScript. */
function inlineScript(code: string): string {
  return code.replace(/<\/(script)/gi, '<\\/$1');
}

/** JSON as a JavaScript literal inside a `<script>` element: `<` and the two line separators escaped. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * Where the script goes in the rendered template. The renderer tidies blank lines, which must
 * never touch the bundle (a run of newlines inside one of its strings is data), so the script
 * is put in after rendering. The slot holds a `<`, which no value the HTML template escapes (the
 * title) can hold, and must occur exactly once.
 */
const SCRIPT_SLOT = '<redoc-script/>';

/** One version's reference page: `templates/reference.html.hbs` around Redoc and the document. */
export function referencePage(render: RenderPage, document: object, title: string): string {
  const script = `${redocBundle()}\ninit(${scriptJson(document)}, ${scriptJson(REDOC_OPTIONS)}, document.getElementById('redoc'));`;
  const page = render('reference.html', { title, script: SCRIPT_SLOT });
  const at = page.indexOf(SCRIPT_SLOT);
  const inScript = page.lastIndexOf('<script', at) > page.lastIndexOf('</script>', at);
  if (at < 0 || !inScript || page.indexOf(SCRIPT_SLOT, at + 1) >= 0) {
    const detail = 'the page must place {{{script}}} once, inside a <script type="module"> element';
    throw new ModelError([makeDiagnostic('template-error', { file: 'templates/reference.html.hbs', line: 1, column: 1 }, { problem: detail })]);
  }
  return page.slice(0, at) + script + page.slice(at + SCRIPT_SLOT.length);
}
