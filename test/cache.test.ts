/**
 * The cache folder: entries read back as written (while the background write is under way and
 * from disk after it), concurrent writers never leave a cut-off file, a damaged entry is a miss (never a crash),
 * every kind is kept to its bound by dropping the oldest entries first, and data JSON cannot hold
 * (`.inf`) never meets the entry of data it resembles (`null`). The cache folder is
 * chosen before the module first asks for it (vitest runs each test file in its own module graph).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const dir = mkdtempSync(join(tmpdir(), 'cache-'));
process.env['API_CONTRACT_CACHE_DIR'] = dir;
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const { contentKey, pruneOldest, readEntry, settleCacheWrites, writeEntry, writeFileInBackground } = await import('../src/cache/entries.ts');
const { loadSpecTexts } = await import('../src/load/load-spec.ts');
const { analyseLoaded } = await import('../src/pipeline/compile.ts');
const { REPO, SPEC_DIR } = await import('./support/seed.ts');

describe('cache entries', () => {
  it('reads back what was written, under a key that depends on every part', async () => {
    const key = contentKey('v1', 'file.ts', 'source');
    writeEntry('demo', key, { js: 'x' }, 10);
    expect(readEntry('demo', key)).toEqual({ js: 'x' }); // while the write is under way
    await settleCacheWrites();
    expect(JSON.parse(readFileSync(join(dir, 'demo', `${key}.json`), 'utf8'))).toEqual({ js: 'x' });
    expect(readdirSync(join(dir, 'demo')).filter((name) => name.endsWith('.tmp'))).toEqual([]);
    expect(readEntry('demo', key)).toEqual({ js: 'x' });
    expect(contentKey('v1', 'file.ts', 'source')).toBe(key);
    expect(contentKey('v1', 'file.tss', 'ource')).not.toBe(key);
  });

  it('writes the same file from several writers at once without a cut-off or left-over file', async () => {
    const path = join(dir, 'race', 'entry.json');
    const texts = Array.from({ length: 20 }, (_, i) => JSON.stringify({ writer: i, padding: 'x'.repeat(50_000) }));
    await Promise.all(texts.map((text) => writeFileInBackground(path, text)));
    expect(texts).toContain(readFileSync(path, 'utf8'));
    expect(readdirSync(join(dir, 'race'))).toEqual(['entry.json']);
  });

  it('treats a damaged entry as a miss', () => {
    const key = contentKey('damaged');
    mkdirSync(join(dir, 'demo'), { recursive: true });
    writeFileSync(join(dir, 'demo', `${key}.json`), '{"js": ');
    expect(readEntry('demo', key)).toBeUndefined();
  });

  it('keeps each kind to its bound, dropping the oldest first and stale temporary files, other files untouched', async () => {
    const folder = join(dir, 'pages');
    mkdirSync(folder, { recursive: true });
    const now = Date.now() / 1000;
    for (let i = 0; i < 15; i++) {
      const file = join(folder, `page-${String(i).padStart(2, '0')}.html`);
      writeFileSync(file, `${i}`);
      utimesSync(file, now - 1000 + i, now - 1000 + i);
    }
    writeFileSync(join(folder, 'note.txt'), 'not an entry');
    writeFileSync(join(folder, 'page-99.html.1-0-0-dead.tmp'), 'left by a killed process');
    utimesSync(join(folder, 'page-99.html.1-0-0-dead.tmp'), now - 3600, now - 3600);
    writeFileSync(join(folder, 'page-98.html.2-0-0-beef.tmp'), 'being written right now');
    await pruneOldest('pages', 10, '.html');
    const left = readdirSync(folder).sort();
    expect(left).toEqual(['note.txt', ...Array.from({ length: 10 }, (_, i) => `page-${String(i + 5).padStart(2, '0')}.html`), 'page-98.html.2-0-0-beef.tmp']);
  });

  it('validates data holding .inf though the same data with null passed before (JSON writes both as null)', () => {
    const texts = readdirSync(SPEC_DIR)
      .filter((name) => name.endsWith('.yaml'))
      .map((name) => ({ name: `spec/${name}`, text: readFileSync(join(SPEC_DIR, name), 'utf8') }));
    const withInfinity = texts.map((t) => (t.name === 'spec/migration.yaml' ? { ...t, text: t.text.replace('{ from: deleteJob, to: null,', '{ from: deleteJob, to: .inf,') } : t));
    expect(withInfinity).not.toEqual(texts);
    expect(analyseLoaded(loadSpecTexts(texts)).ok).toBe(true); // the seed's files pass, and are remembered
    const result = analyseLoaded(loadSpecTexts(withInfinity));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.diagnostics.map((d) => [d.code, d.file])).toContainEqual(['schema-wrong-type', 'spec/migration.yaml']);
  });
});

describe('modules loaded with the V8 code cache', () => {
  const file = join(dir, 'module.cjs');
  writeFileSync(file, "'use strict';\nconst { basename } = require('node:path');\nmodule.exports = (name) => `${basename(__filename)} greets ${name}`;\n");
  const codeCache = () => readdirSync(dir).filter((name) => name.startsWith('module.cjs.v8-'));
  const codeCacheFiles = () => readdirSync(dir).filter((name) => name.startsWith('module.cjs.') && name.endsWith('.cache'));
  /**
   * One load in a process of its own: within one process V8 reuses what it compiled already, so
   * only a new process shows whether the code cache on disk was used.
   */
  const loadInNewProcess = (name: string, options: { rebuiltInPlace?: boolean } = {}): { fromCodeCache: boolean; greeting: string } => {
    const script = [
      `import { loadWithCodeCache } from ${JSON.stringify(join(REPO, 'src', 'cache', 'code-cache.ts'))};`,
      `const loaded = loadWithCodeCache(${JSON.stringify(file)}, ${JSON.stringify(options)});`,
      `console.log(JSON.stringify({ fromCodeCache: loaded.fromCodeCache, greeting: loaded.exports(${JSON.stringify(name)}) }));`,
      'loaded.saveCodeCache();',
    ].join('\n');
    // The process waits for the background write of the code cache (and the removal of older ones) before it exits.
    const stdout = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: REPO, encoding: 'utf8' });
    return JSON.parse(stdout) as { fromCodeCache: boolean; greeting: string };
  };

  it('runs the module as CommonJS, saves its code cache, and the next process loads from it', () => {
    expect(loadInNewProcess('you')).toEqual({ fromCodeCache: false, greeting: 'module.cjs greets you' });
    expect(codeCache()).toHaveLength(1);
    expect(loadInNewProcess('me')).toEqual({ fromCodeCache: true, greeting: 'module.cjs greets me' });
  });

  it('treats a damaged code cache as missing, and replaces it', () => {
    writeFileSync(join(dir, codeCache()[0]!), 'not V8 data');
    expect(loadInNewProcess('them')).toEqual({ fromCodeCache: false, greeting: 'module.cjs greets them' });
    expect(loadInNewProcess('us')).toEqual({ fromCodeCache: true, greeting: 'module.cjs greets us' });
  });

  it('never runs a module rebuilt in place from the code cache of its older build, and drops that cache', () => {
    // V8 accepts cached data made for any source of the same length, so a rebuild must change the revision.
    writeFileSync(file, "'use strict';\nconst { basename } = require('node:path');\nmodule.exports = (name) => `${basename(__filename)} thanks ${name}`;\n");
    expect(loadInNewProcess('you', { rebuiltInPlace: true })).toEqual({ fromCodeCache: false, greeting: 'module.cjs thanks you' });
    expect(loadInNewProcess('me', { rebuiltInPlace: true })).toEqual({ fromCodeCache: true, greeting: 'module.cjs thanks me' });
    const firstBuild = codeCacheFiles();
    writeFileSync(file, "'use strict';\nconst { basename } = require('node:path');\nmodule.exports = (name) => `${basename(__filename)} greets ${name}`;\n");
    expect(loadInNewProcess('them', { rebuiltInPlace: true })).toEqual({ fromCodeCache: false, greeting: 'module.cjs greets them' });
    expect(loadInNewProcess('us', { rebuiltInPlace: true })).toEqual({ fromCodeCache: true, greeting: 'module.cjs greets us' });
    // One code cache is left, and it is not the first build's.
    expect(codeCacheFiles()).toHaveLength(1);
    expect(codeCacheFiles()).not.toEqual(firstBuild);
  });
});
