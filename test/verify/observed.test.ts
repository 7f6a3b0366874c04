/**
 * From a run to the model: `verify --suggest` prints, per open question, a block of YAML that
 * states what the server was seen to do (`observed:` naming the server and the day); pasted over
 * the line it names in a copy of the model, the model is valid, `provenance` lists the element as
 * observed, and the open-questions page shows it still to be confirmed, with where and when it
 * was observed. An observation that does not name its server is refused at its place.
 */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cli } from '../support/cli-process.ts';
import { DEMO, startDemoSandbox } from '../support/sandbox-server.ts';
import { seedModel, SPEC_DIR } from '../support/seed.ts';

const { resolved } = seedModel();
let app: FastifyInstance;
let origin: string;

beforeAll(async () => {
  ({ app, origin } = await startDemoSandbox());
});
afterAll(() => app.close());

interface Block {
  file: string;
  line: number;
  text: string;
}

/** The paste-ready blocks of a `--suggest` output: `# <file>:<line> (…): replace …` and the lines under it. */
function blocks(output: string): Block[] {
  const found: Block[] = [];
  const lines = output.split('\n');
  lines.forEach((line, i) => {
    const head = /^# (\S+):(\d+) \(.*\): replace `/.exec(line);
    if (!head) return;
    let end = i + 1;
    while (end < lines.length && lines[end]!.trim() !== '' && !lines[end]!.startsWith('#')) end++;
    found.push({ file: head[1]!, line: Number(head[2]), text: lines.slice(i + 1, end).join('\n') });
  });
  return found;
}

/** The model copied to a new folder with `block` pasted over the key it names (and the lines folded under it). */
function pasted(block: Block): string {
  const folder = join(mkdtempSync(join(tmpdir(), 'observed-')), 'spec');
  cpSync(SPEC_DIR, folder, { recursive: true });
  const path = join(folder, block.file.split('/').at(-1)!);
  const lines = readFileSync(path, 'utf8').split('\n');
  const from = block.line - 1;
  const indent = lines[from]!.length - lines[from]!.trimStart().length;
  let to = from + 1;
  while (to < lines.length && lines[to]!.trim() !== '' && lines[to]!.length - lines[to]!.trimStart().length > indent) to++;
  writeFileSync(path, [...lines.slice(0, from), block.text, ...lines.slice(to)].join('\n'));
  return folder;
}

describe('observations into the model', () => {
  it(
    '--suggest prints paste-ready observed facts; pasted, the model is valid and the open-questions page lists them to be confirmed',
    { timeout: 180_000 },
    async () => {
      const run = await cli('verify', origin, '--credentials', DEMO, '--version', 'v3', '--only', 'response', '--suggest');
      expect(run.code, run.stderr).toBe(0);
      const found = blocks(run.stdout);
      expect(found.length, run.stdout).toBeGreaterThan(0);
      const today = new Date().toISOString().slice(0, 10);
      const block = found[0]!;
      expect(block.text).toContain(`server: ${origin}`);
      // Where the question is asked: an `unspecified` or `inferred` key of the model at that line.
      const place = resolved.provenance.find((p) => `${p.location.file}:${p.location.line}` === `${block.file}:${block.line}`);
      expect(place, `${block.file}:${block.line}`).toBeDefined();

      const spec = pasted(block);
      const validate = await cli('validate', '--spec', spec);
      expect(validate.code, validate.stderr).toBe(0);
      expect(validate.stderr, 'no warning: the observation is rendered').not.toMatch(/warning/);
      const provenance = JSON.parse((await cli('provenance', '--spec', spec, '--json')).stdout) as {
        status: string;
        reason: string;
        observed?: { server: string; date: string };
      }[];
      const observed = provenance.filter((p) => p.status === 'observed');
      expect(observed).toEqual([expect.objectContaining({ reason: place!.reason, observed: expect.objectContaining({ server: origin, date: today }) })]);

      const out = join(spec, '..', 'generated');
      const generate = await cli('generate', '--spec', spec, '--out', out);
      expect(generate.code, generate.stderr).toBe(0);
      const page = readFileSync(join(out, 'docs', 'open-questions.md'), 'utf8');
      const row = page.split('\n').find((line) => line.includes(`observed at \`${origin}\` on ${today}`));
      expect(row, 'the open-questions page names where and when it was observed').toBeDefined();
      expect(row).toContain('is it what the API promises?');
      expect(page).toMatch(/, 1 observed\./);

      // An observation must name its server: located at its `observed:` key, with a stable code.
      const anonymous = pasted({ ...block, text: block.text.replace(/^ *server: .*\n/m, '') });
      const refused = await cli('validate', '--spec', anonymous);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(new RegExp(`${block.file.split('/').at(-1)!.replace('.', '\\.')}:${block.line}:\\d+ error schema-missing-key`));
      expect(refused.stderr).toContain('server');
    },
  );
});
