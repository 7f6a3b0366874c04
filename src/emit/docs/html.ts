/**
 * Self-contained HTML references: each version's OpenAPI 3.1 document rendered by Redoc
 * (`@redocly/cli build-docs --inlineBundle`, so the page loads nothing from a CDN).
 *
 * Redoc takes ~2.5 s per document (mostly React start-up), so results are cached by a hash
 * of the input document, the CLI version and the options, in node_modules/.cache/api-contract/;
 * an unchanged model never starts it. Both versions build concurrently in child processes
 * with telemetry and update checks off (the CI network reaches only the package registries).
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { cacheDir } from '../../cache/cache-dir.ts';
import { pruneOldest } from '../../cache/entries.ts';

const require = createRequire(import.meta.url);
const BUILD_TIMEOUT_MS = 120_000;

function redoclyCli(): { bin: string; version: string } {
  const packageJson = require.resolve('@redocly/cli/package.json');
  const { version, bin } = JSON.parse(readFileSync(packageJson, 'utf8')) as { version: string; bin: Record<string, string> };
  return { bin: join(dirname(packageJson), bin['redocly']!), version };
}

function buildArgs(input: string, output: string, title: string): string[] {
  return ['build-docs', input, '--inlineBundle', '--title', title, '-o', output];
}

function runRedocly(bin: string, args: readonly string[], cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin, ...args], {
      cwd,
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), BUILD_TIMEOUT_MS);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new Error(`Redoc (@redocly/cli build-docs) failed: ${stderr.split('\n').find((l) => /error/i.test(l))?.trim() ?? `exit code ${code}`}`));
    });
  });
}

/**
 * Redoc's sidebar footer loads the Redocly logo from cdn.redoc.ly whatever the options say;
 * an offline page must load nothing, so the logo becomes an inline SVG of the same word (the
 * attribution and its link stay). Changing this text changes the cache key.
 */
const CDN_LOGO = /https:\/\/cdn\.redoc\.ly\/redoc\/logo-mini(?:-full)?\.svg/g;
const INLINE_LOGO =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='64' height='16'%3E%3Ctext x='0' y='12' font-size='12' font-family='sans-serif'%3ERedocly%3C/text%3E%3C/svg%3E";

function selfContained(html: string): string {
  return html.replace(CDN_LOGO, INLINE_LOGO);
}

export interface HtmlInput {
  /** The OpenAPI document as JSON text. */
  document: string;
  title: string;
}

const REDOC_CACHE_KIND = 'redoc';
/** A page is ~2.5 MB; this keeps the last few dozen model revisions of both versions (~100 MB at most). */
const REDOC_CACHE_ENTRIES = 40;

/** Renders one HTML page per input, from the cache where possible. */
export async function renderRedocPages(inputs: readonly HtmlInput[]): Promise<string[]> {
  const cli = redoclyCli();
  const dir = join(cacheDir(), REDOC_CACHE_KIND);
  return Promise.all(
    inputs.map(async ({ document, title }) => {
      const key = createHash('sha256').update(JSON.stringify([cli.version, buildArgs('', '', title), INLINE_LOGO, document])).digest('hex');
      const cached = join(dir, `${key}.html`);
      try {
        return readFileSync(cached, 'utf8');
      } catch {
        // Not cached yet: build it below.
      }
      const work = mkdtempSync(join(tmpdir(), 'api-contract-redoc-'));
      try {
        writeFileSync(join(work, 'openapi.json'), document);
        await runRedocly(cli.bin, buildArgs('openapi.json', 'page.html', title), work);
        const html = selfContained(readFileSync(join(work, 'page.html'), 'utf8'));
        mkdirSync(dir, { recursive: true });
        // Another generate may be building the same page: rename makes the entry appear whole.
        const partial = join(dir, `${key}.${process.pid}.tmp`);
        writeFileSync(partial, html);
        renameSync(partial, cached);
        pruneOldest(REDOC_CACHE_KIND, REDOC_CACHE_ENTRIES, '.html');
        return html;
      } finally {
        rmSync(work, { recursive: true, force: true });
      }
    }),
  );
}
