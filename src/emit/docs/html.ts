/**
 * HTML references, rendered in the browser by Redoc: each version's page holds its OpenAPI 3.1
 * document and loads Redoc's standalone bundle from the file beside it (one copy for every page,
 * loaded with a relative `<script src>`), so a page opens from disk, offline, and loads nothing
 * from a network.
 *
 * The bundle is the `redoc` package's public entry point for this use
 * (`redoc/bundles/redoc.standalone.js`), copied with its licence notice; the package is pinned
 * exactly in package.json.
 */
import { readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { sameData } from '../../model/plain-data.ts';
import { MAKE_ANEW, type Reuse } from '../../model/reuse.ts';
import type { Artefact } from '../shared/artefact.ts';
import { scriptJson } from '../shared/html.ts';
import type { RenderReusedPage } from '../shared/templates.ts';

const require = createRequire(import.meta.url);

/** The bundle's name beside the pages, which the page template loads. */
export const REDOC_BUNDLE = 'redoc.standalone.js';
const LICENCE = `${REDOC_BUNDLE}.LICENSE.txt`;

/**
 * Redoc's side menu shows the Redocly logo from cdn.redoc.ly whatever the options say; an
 * offline page must load nothing, so the logo becomes an inline SVG of the same word (the
 * attribution and its link stay).
 */
const CDN_LOGO = /https:\/\/cdn\.redoc\.ly\/redoc\/logo-mini\.svg/g;
const INLINE_LOGO =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='64' height='16'%3E%3Ctext x='0' y='12' font-size='12' font-family='sans-serif'%3ERedocly%3C/text%3E%3C/svg%3E";

/**
 * A file of the `redoc` package, as `prepare` makes it. Reused while the file is the same one
 * (device, inode, size and modification time, as the writer trusts its own files): the bundle is
 * 1 MB to read and to search on every compile of a watch.
 */
function redocFile(name: string, reuse: Reuse, prepare: (text: string) => string = (text) => text): string {
  const path = require.resolve(`redoc/bundles/${name}`);
  const { dev, ino, size, mtimeNs } = statSync(path, { bigint: true });
  return reuse('redoc', `${path}\0${dev}\0${ino}\0${size}\0${mtimeNs}`, () => prepare(readFileSync(path, 'utf8')));
}

/** Redoc's bundle and its licence notice, as files of `folder`. */
export function redocFiles(folder: string, reuse: Reuse): Artefact[] {
  return [
    { path: `${folder}/${REDOC_BUNDLE}`, content: redocFile(REDOC_BUNDLE, reuse, (text) => text.replace(CDN_LOGO, INLINE_LOGO)) },
    { path: `${folder}/${LICENCE}`, content: redocFile(LICENCE, reuse) },
  ];
}

/**
 * A reference page: `templates/reference.html.hbs` around the document; `bundle`, Redoc's bundle
 * relative to the page. `reuse`: in `--watch`, the document's text made by the last compile for
 * the page at `path`, while the document holds the same data (an edit changes one part of a
 * version's reference; the others' operations are the last compile's objects, compared at a
 * glance), and the page itself while its text and the templates are the same.
 */
export function referencePage(render: RenderReusedPage, document: object, title: string, bundle: string, reuse: Reuse = MAKE_ANEW, path = title): string {
  const json = reuse.sinceLast(`html reference ${path}`, document, sameData, () => scriptJson(document));
  return render('reference.html', { title, bundle, document: json }, path);
}
