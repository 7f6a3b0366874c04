/**
 * `diff --format` for CI and `diff --help`, through the CLI as a process: GitHub workflow
 * annotations at the model's lines (escaped as workflow commands are), JUnit XML whose breaking changes fail, Markdown for a
 * pull-request comment; stdout carries the report alone in every format.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Change, DiffReport } from '../../src/diff/compare.ts';
import { githubAnnotations } from '../../src/diff/ci-formats.ts';
import { cli } from '../support/cli-process.ts';
import { REPO } from '../support/seed.ts';
import { seedTexts, writeModelFolder, type SpecText } from '../support/seed-texts.ts';
import { CORPUS, modelTexts } from './corpus.ts';

const work = mkdtempSync(join(tmpdir(), 'diff-formats-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const writeModel = (name: string, texts: readonly SpecText[]) => writeModelFolder(join(work, name, 'spec'), texts);

const base = writeModel('base', seedTexts());
const edit = CORPUS.find((c) => c.name === 'a path renamed')!;
const { version, kind } = edit.expected[0]!;
const head = writeModel('head', modelTexts(edit.head));

describe('diff --format and --help', () => {
  it('github: one workflow annotation per change, an error for a breaking one, at a model line the runner can open', async () => {
    const run = await cli('diff', base, '--spec', head, '--format', 'github');
    expect(run.code, run.stderr).toBe(0);
    const lines = run.stdout.trim().split('\n');
    for (const line of lines) expect(line).toMatch(/^::(error|warning|notice) /);
    const error = lines.find((l) => l.startsWith('::error '))!;
    const [, file] = new RegExp(`^::error file=([^,]+),line=\\d+,col=\\d+,title=${version}%3A ${kind}::.+$`).exec(error)!;
    expect(existsSync(join(REPO, file!))).toBe(true);
  });

  it('github: a message holding %, CR or LF is escaped (%25, %0D, %0A), one line per annotation; a file name holding a comma too', () => {
    const change: Change = { breaking: true, kind, subject: '`GET /x`', message: 'Up 100%\r\nthen\nmore', location: 'spec/a,b.yaml:3:5' };
    const report: DiffReport = {
      base: 'origin/main',
      versions: [{ version, revision: { base: null, head: null, required: 'none' }, changes: [change, { ...change, breaking: false, message: 'plain' }] }],
    };
    const lines = githubAnnotations(report).split('\n');
    expect(lines).toEqual([
      `::error file=spec/a%2Cb.yaml,line=3,col=5,title=${version}%3A ${kind}::Up 100%25%0D%0Athen%0Amore`,
      `::notice file=spec/a%2Cb.yaml,line=3,col=5,title=${version}%3A ${kind}::plain`,
    ]);
    expect(githubAnnotations({ base: '100%\nbase', versions: [] })).toBe('::notice title=diff::No partner-visible change since 100%25%0Abase.');
  });

  it('junit: a suite per version, a test case per change, the breaking one failing', async () => {
    const run = await cli('diff', base, '--spec', head, '--format', 'junit');
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<testsuites ')).toBe(true);
    expect(run.stdout).toContain(`<testsuite name="${version}" tests="1" failures="1">`);
    expect(run.stdout).toMatch(new RegExp(`<testcase classname="${version}" name="${kind}: [^"]+" file="[^"]+"><failure type="${kind}" message="[^"]+">`));
    expect(run.stdout.trim().endsWith('</testsuites>')).toBe(true);
  });

  it('markdown: a section per version, the breaking change marked, for a pull-request comment', async () => {
    const run = await cli('diff', base, '--spec', head, '--format', 'markdown');
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout.startsWith(`## Changes from \`${base}\``)).toBe(true);
    expect(run.stdout).toContain(`### \`${version}\`: 1 change(s), 1 breaking`);
    expect(run.stdout).toMatch(new RegExp(`\\| \\*\\*breaking\\*\\* \\| .+ \\| \`${kind}\` \\| \`[^\`]+\` \\|`));
  });

  it('text stays the default, and stdout holds the report alone (the gate goes to stderr)', async () => {
    const run = await cli('diff', base, '--spec', head, '--fail-on', 'breaking');
    expect(run.code).toBe(1);
    expect(run.stdout.startsWith(`Changes from ${base}:\n`)).toBe(true);
    expect(run.stdout).not.toContain('--fail-on');
    expect(run.stderr).toContain('--fail-on breaking fails');
  });

  it('diff --help documents the command', async () => {
    const run = await cli('diff', '--help');
    expect(run.code).toBe(0);
    for (const option of ['--format', 'github', 'junit', 'markdown', '--fail-on breaking', '--check-revision', '--changelog', '--spec', 'npm run -s']) {
      expect(run.stdout).toContain(option);
    }
    expect(run.stdout).not.toContain('generate --watch');
  });

  it('refuses a format it does not know, and --format with --changelog', async () => {
    const unknown = await cli('diff', base, '--format', 'sarif');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/--format takes text, json, github, junit, markdown, not sarif/);
    expect((await cli('diff', base, '--format', 'github', '--changelog')).code).toBe(2);
  });
});
