/**
 * The cache folder: entries read back as written, a damaged entry is a miss (never a crash),
 * and every kind is kept to its bound by dropping the oldest entries first. The cache folder is
 * chosen before the module first asks for it (vitest runs each test file in its own module graph).
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const dir = mkdtempSync(join(tmpdir(), 'cache-'));
process.env['API_CONTRACT_CACHE_DIR'] = dir;
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const { contentKey, pruneOldest, readEntry, writeEntry } = await import('../src/cache/entries.ts');

describe('cache entries', () => {
  it('reads back what was written, under a key that depends on every part', () => {
    const key = contentKey('v1', 'file.ts', 'source');
    writeEntry('demo', key, { js: 'x' }, 10);
    expect(readEntry('demo', key)).toEqual({ js: 'x' });
    expect(contentKey('v1', 'file.ts', 'source')).toBe(key);
    expect(contentKey('v1', 'file.tss', 'ource')).not.toBe(key);
  });

  it('treats a damaged entry as a miss', () => {
    const key = contentKey('damaged');
    mkdirSync(join(dir, 'demo'), { recursive: true });
    writeFileSync(join(dir, 'demo', `${key}.json`), '{"js": ');
    expect(readEntry('demo', key)).toBeUndefined();
  });

  it('keeps each kind to its bound, dropping the oldest first, other files untouched', async () => {
    const folder = join(dir, 'pages');
    mkdirSync(folder, { recursive: true });
    const now = Date.now() / 1000;
    for (let i = 0; i < 15; i++) {
      const file = join(folder, `page-${String(i).padStart(2, '0')}.html`);
      writeFileSync(file, `${i}`);
      utimesSync(file, now - 1000 + i, now - 1000 + i);
    }
    writeFileSync(join(folder, 'note.txt'), 'not an entry');
    await pruneOldest('pages', 10, '.html');
    const left = readdirSync(folder).sort();
    expect(left).toEqual(['note.txt', ...Array.from({ length: 10 }, (_, i) => `page-${String(i + 5).padStart(2, '0')}.html`)]);
  });
});
