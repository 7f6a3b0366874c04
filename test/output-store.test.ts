/**
 * Large outputs linked from their copy in the cache (src/write/output-store.ts), through the
 * real writer and real files: two fresh output folders share the stored copy; an output edited
 * in place keeps its edit and never leaks into the next output; small files, and large ones whose
 * content changed in an existing folder, are written.
 * The cache folder is chosen before the modules first ask for it (each test file has its own
 * module graph).
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = mkdtempSync(join(tmpdir(), 'output-store-'));
process.env['API_CONTRACT_CACHE_DIR'] = join(root, 'cache');
afterAll(() => rmSync(root, { recursive: true, force: true }));

const { writeOutput } = await import('../src/write/writer.ts');

const PAGE = `<html>${'x'.repeat(1_200_000)}</html>\n`;
const artefacts = [
  { path: 'docs/page.html', content: PAGE },
  { path: 'small.txt', content: 'small\n' },
];
const links = (path: string) => statSync(path).nlink;
let folders = 0;
const freshFolder = () => join(root, `out-${folders++}`);

describe('the output store', () => {
  it('links a large file into every fresh output from one stored copy, and writes small files', () => {
    const [first, second] = [freshFolder(), freshFolder()];
    writeOutput(first, artefacts);
    writeOutput(second, artefacts);
    for (const out of [first, second]) {
      expect(readFileSync(join(out, 'docs/page.html'), 'utf8')).toBe(PAGE);
      expect(readFileSync(join(out, 'small.txt'), 'utf8')).toBe('small\n');
      expect(links(join(out, 'small.txt'))).toBe(1);
    }
    expect(statSync(join(first, 'docs/page.html')).ino).toBe(statSync(join(second, 'docs/page.html')).ino);
    expect(links(join(first, 'docs/page.html'))).toBe(3); // two outputs and the stored copy
    expect(readdirSync(join(root, 'cache', 'output'))).toHaveLength(1);
  });

  it('keeps an output edited in place as edited, and gives the next output the right content', () => {
    const edited = freshFolder();
    writeOutput(edited, artefacts);
    // What an editor saving in place does: the same inode, new content.
    writeFileSync(join(edited, 'docs/page.html'), 'edited by hand\n');
    const next = freshFolder();
    writeOutput(next, artefacts);
    expect(readFileSync(join(next, 'docs/page.html'), 'utf8')).toBe(PAGE);
    expect(readFileSync(join(edited, 'docs/page.html'), 'utf8')).toBe('edited by hand\n');
    expect(statSync(join(next, 'docs/page.html')).ino).not.toBe(statSync(join(edited, 'docs/page.html')).ino);
  });

  it('finds the edit in a committed output folder and restores it', () => {
    const out = freshFolder();
    writeOutput(out, artefacts);
    writeFileSync(join(out, 'docs/page.html'), 'edited by hand\n');
    const diff = writeOutput(out, artefacts);
    expect(diff.changed).toEqual(['docs/page.html']);
    expect(readFileSync(join(out, 'docs/page.html'), 'utf8')).toBe(PAGE);
  });

  it('writes a large file whose content changed in an existing folder (a --watch edit) instead of storing it', () => {
    const out = freshFolder();
    writeOutput(out, artefacts);
    const stored = readdirSync(join(root, 'cache', 'output')).length;
    const edited = PAGE.replace('<html>', '<html lang="en">');
    writeOutput(out, [{ path: 'docs/page.html', content: edited }, artefacts[1]!]);
    expect(readFileSync(join(out, 'docs/page.html'), 'utf8')).toBe(edited);
    expect(links(join(out, 'docs/page.html'))).toBe(1);
    expect(readdirSync(join(root, 'cache', 'output'))).toHaveLength(stored);
  });
});
