/**
 * The generated documentation against the model: every endpoint, field, scope and error of a
 * version is on its pages; every migration mapping is in the guide; the open-questions count
 * is the model's. The Markdown passes markdownlint, every internal link resolves (file and
 * heading), the client snippets compile against the generated client, and a broken template
 * is a located diagnostic.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { ModelError } from '../../src/diagnostics/diagnostic.ts';
import { loadTemplates } from '../../src/emit/shared/templates.ts';
import type { WireField } from '../../src/views/wire-type.ts';
import { GENERATED_DIR, REPO, seedModel } from '../support/seed.ts';
import { strictTypeErrors } from '../support/tsc.ts';

const exec = promisify(execFile);
const DOCS = join(GENERATED_DIR, 'docs');
const { resolved, views } = seedModel();
const work = mkdtempSync(join(tmpdir(), 'docs-test-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const read = (path: string): string => readFileSync(join(DOCS, path), 'utf8');
const markdownFiles = (readdirSync(DOCS, { recursive: true }) as string[]).filter((f) => f.endsWith('.md')).sort();
const allOf = (folder: string): string =>
  markdownFiles
    .filter((f) => f.startsWith(`${folder}/`))
    .map(read)
    .join('\n');

/** Markdown outside fenced code blocks (headings and links inside code are not headings or links). */
function prose(markdown: string): string {
  return markdown.replace(/^```[\s\S]*?^```$/gm, '');
}

/** GitHub's heading anchors (github-slugger): lower case, punctuation dropped, spaces to dashes, repeats numbered. */
function headingAnchors(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const [, text] of prose(markdown).matchAll(/^#{1,6} (.+)$/gm)) {
    const base = text!
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\p{M} _-]/gu, '')
      .replace(/ /g, '-');
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    anchors.add(n === 0 ? base : `${base}-${n}`);
  }
  return anchors;
}

/** A page's section under `heading`, up to the next heading of the same or a higher level. */
function sectionOf(page: string, heading: string): string {
  const level = heading.indexOf(' ');
  const start = page.indexOf(`\n${heading}\n`);
  expect(start, heading).toBeGreaterThanOrEqual(0);
  const rest = page.slice(start + heading.length + 2);
  const end = rest.search(new RegExp(`^#{1,${level}} `, 'm'));
  return end < 0 ? rest : rest.slice(0, end);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A reason as a Markdown table cell holds it. */
function cellText(text: string): string {
  return text
    .replace(/\s*\n\s*/g, ' ')
    .replace(/\|/g, '\\|')
    .trim();
}

/** The semantic types a version's published document marks (`x-semantic-type`): what its values are. */
function semanticTypesPublished(versionId: string): Set<string> {
  const document = readFileSync(join(GENERATED_DIR, 'openapi', `${versionId}.json`), 'utf8');
  return new Set([...document.matchAll(/"x-semantic-type": *"([^"]+)"/g)].map((m) => m[1]!));
}

describe('the Markdown reference', () => {
  it.each(views.map((v) => [v.id, v] as const))('%s: every endpoint has a section with its method, path, scope and errors', (id, view) => {
    const pages = allOf(id);
    for (const op of view.operations) {
      expect(pages, op.id).toContain(`### ${op.id}\n`);
      expect(pages, op.id).toContain(`**\`${op.method} ${op.fullPath}\`**`);
      if (op.scope) expect(pages, op.id).toContain(`Scope: [\`${op.scope.name}\`]`);
      for (const response of op.responses) expect(pages, `${op.id} ${response.status}`).toContain(`| \`${response.status}\` |`);
    }
  });

  it.each(views.map((v) => [v.id, v] as const))('%s: every field of every resource is on its resource page', (id, view) => {
    const pages = allOf(id);
    for (const schema of view.schemas.filter((s) => s.role === 'resource')) {
      const fields = schema.type.kind === 'object' ? schema.type.fields : [];
      for (const field of fields) expect(pages, `${schema.name}.${field.name}`).toMatch(new RegExp(`^\\| \`${field.name}\` \\|`, 'm'));
    }
  });

  it.each(views.map((v) => [v.id, v] as const))('%s: every response body with declared fields has a table of them in its endpoint section', (id, view) => {
    const pages = allOf(id);
    const fieldNames = (fields: readonly WireField[], prefix = ''): string[] =>
      fields.flatMap((f) => [`${prefix}${f.name}`, ...(f.type.kind === 'object' ? fieldNames(f.type.fields, `${prefix}${f.name}.`) : [])]);
    let tables = 0;
    for (const op of view.operations) {
      const section = pages.slice(pages.indexOf(`### ${op.id}\n`)).split(/\n### /)[0]!;
      for (const response of op.responses) {
        for (const content of response.content) {
          if (content.type.kind !== 'object' || content.type.fields.length === 0) continue;
          const table = section.slice(section.indexOf(`#### Response body of ${op.id} (${response.status}`)).split(/\n#### /)[0]!;
          expect(table, `${op.id} ${response.status}`).toMatch(/^#### Response body of /);
          for (const name of fieldNames(content.type.fields))
            expect(table, `${op.id} ${response.status} ${name}`).toMatch(new RegExp(`^\\| \`${name}\` \\|`, 'm'));
          tables++;
        }
      }
    }
    expect(tables).toBeGreaterThan(0);
  });

  it('shows where a field appears when a resource has list and single shapes', () => {
    const job = read('v3/resources/job.md');
    expect(job).toMatch(/^\| `bafo_submission_deadline` \|.*\| list only \|/m);
    expect(job).toMatch(/^\| `fee_methodology` \|.*\| single only \|/m);
    expect(job).toMatch(/^\| `title` \|.*\| list and single \|/m);
  });

  it('lists every scope of the OAuth version, grouped, with the endpoints that need it', () => {
    const oauth = views.find((v) => v.auth.kind === 'oauth2')!;
    const page = read(`${oauth.id}/scopes.md`);
    expect(page).toContain(`declares ${resolved.scopes.length} scopes`);
    for (const scope of resolved.scopes) expect(page, scope.name).toContain(`### \`${scope.name}\`\n`);
    for (const op of oauth.operations.filter((o) => o.scope)) {
      const section = page.slice(page.indexOf(`### \`${op.scope!.name}\``)).split('\n### ')[0]!;
      expect(section, op.id).toContain(`[\`${op.id}\`]`);
    }
    for (const heading of ['## Read scopes', '## Read and write scopes', '## Special scopes']) expect(page).toContain(heading);
  });

  it('the error reference has the envelope, every status with its action, every code, OAuth errors, Tenant Unknown and every actionable code', () => {
    const envelope = views.find((v) => v.usesErrorEnvelope)!;
    const page = read(`${envelope.id}/errors.md`);
    for (const name of Object.keys(resolved.errors.envelope!.fields)) expect(page).toContain(`| \`${name}\` |`);
    for (const row of envelope.statusTable) expect(page).toContain(`| ${row.action.replace(/\|/g, '\\|')} |`);
    // Each code's row, with its status, in the codes table itself (the status table names codes too).
    const codesTable = sectionOf(page, '## Error codes');
    const codeRows = [...codesTable.matchAll(/^\| `([^`]+)` \| `(\d+)` \|/gm)].map((m) => [m[1], Number(m[2])]);
    expect(codeRows).toEqual(Object.entries(resolved.errors.codes).map(([code, spec]) => [code, spec.status]));
    for (const status of resolved.errors.oauth!.statuses) expect(page).toContain(`| \`${status.status}\` | ${status.meaning} |`);
    expect(page).toContain(`\`${resolved.errors.tenantUnknown!.body}\``);
    for (const actionable of envelope.errorFacts.resumable) {
      expect(page).toContain(`### \`${actionable.code}\``);
      expect(page).toContain(`\`${actionable.resend.field}\` filled`);
    }
    for (const view of views) expect(read(`${view.id}/errors.md`)).toContain('## Tenant Unknown');
  });

  it('a version whose error bodies are not shown says so instead of inventing them', () => {
    const silent = views.find((v) => v.errorBodiesUnspecified !== undefined)!;
    const page = read(`${silent.id}/errors.md`);
    expect(page).toContain(`**Unspecified:** ${silent.errorBodiesUnspecified}`);
    expect(page).not.toContain('## The error envelope');
  });

  it('each overview has the addresses, the tenant header rules, the authentication steps, and a Mermaid diagram when a resource has fields', () => {
    for (const view of views) {
      const page = read(`${view.id}/README.md`);
      for (const server of view.servers) expect(page).toContain(`\`${server.url}\``);
      for (const rule of view.tenantHeader!.rules) expect(page).toContain(rule.text);
      for (const step of view.auth.steps) expect(page).toContain(step.text);
      const resources = view.schemas.filter((s) => s.role === 'resource');
      const drawable = resources.some((s) => s.type.kind === 'object' && s.type.fields.length > 0);
      expect(page.includes('```mermaid\nclassDiagram\n'), view.id).toBe(drawable);
      if (drawable) for (const schema of resources) expect(page).toContain(`class ${schema.name}`);
    }
    expect(views.some((v) => v.schemas.some((s) => s.role === 'resource' && s.type.kind === 'object' && s.type.fields.length === 0))).toBe(true);
  });

  it('each overview lists the formats its version’s published document uses, and only those', () => {
    for (const view of views) {
      const semanticTypes = semanticTypesPublished(view.id);
      const table = read(`${view.id}/README.md`).split('### Formats\n')[1]!.split('\n#')[0]!;
      const listed = [...table.matchAll(/^\| `([^`]+)` \|/gm)].map((m) => m[1]);
      expect(listed, view.id).toEqual(Object.keys(resolved.conventions.formats).filter((name) => semanticTypes.has(name)));
    }
  });

  it('each overview counts the endpoints of each resource, singular and plural', () => {
    for (const view of views) {
      const page = read(`${view.id}/README.md`);
      const counts = [...page.matchAll(/^- \[([^\]]+)\]\(resources\/[^)]+\) \((\d+) (endpoints?)\)$/gm)];
      expect(counts.length, view.id).toBeGreaterThan(0);
      for (const [, title, count, noun] of counts) {
        expect(Number(count), title).toBe(view.operations.filter((op) => op.tag === title).length);
        expect(noun, title).toBe(count === '1' ? 'endpoint' : 'endpoints');
      }
    }
  });

  it('warns at the top of the overview, from the format’s own description, where a format sends a literal `+`', () => {
    const plusFormats = Object.entries(resolved.conventions.formats).filter(([, f]) => f.shape.includes('+'));
    expect(plusFormats.length).toBeGreaterThan(0);
    for (const view of views) {
      const page = read(`${view.id}/README.md`);
      const intro = page.split('\n## ')[0]!;
      const semanticTypes = semanticTypesPublished(view.id);
      for (const [name, format] of plusFormats) {
        const uses = semanticTypes.has(name);
        expect(intro.includes(`> **The literal \`+\` in \`${format.shape}\`:** ${format.description}`), `${view.id} ${name}`).toBe(uses);
      }
    }
  });
});

describe('the migration guide and the open questions', () => {
  it('has every change, every mapping row with a request example for each side, and every path without an equivalent', () => {
    const page = read('migration.md');
    const op = (id: string) => views.flatMap((v) => v.operations).find((o) => o.id === id)!;
    const pathCell = (id: string) => `[\`${op(id).method} ${op(id).fullPath}\`]`;
    for (const change of resolved.migration!.changes) expect(page).toContain(`| ${change.title} |`);
    for (const mapping of resolved.migration!.mappings) {
      expect(page, mapping.from).toContain(`| ${pathCell(mapping.from)}`);
      expect(page, mapping.from).toContain(`client.${mapping.from}(`);
      if (mapping.to) {
        expect(page, mapping.to).toMatch(new RegExp(`^\\| \\[\`[A-Z]+ [^|]+ \\| ${pathCell(mapping.to).replace(/[[\]{}]/g, '\\$&')}`, 'm'));
        expect(page, mapping.to).toContain(`client.${mapping.to}(`);
      }
      expect(page, mapping.from).toMatch(new RegExp(`^### \`${mapping.from}\``, 'm'));
    }
    for (const group of resolved.migration!.fromOnly) for (const path of group.paths) expect(page).toContain(`\`${path}\``);
  });

  it('translates list queries, money and changed path parameters between the versions, and says where the token comes from', () => {
    const page = read('migration.md');
    const { conventions } = resolved;
    const migration = resolved.migration!;
    const view = (id: string) => views.find((v) => v.id === id)!;
    const from = view(migration.from);
    const to = view(migration.to);
    const op = (v: typeof from, id: string | null) => v.operations.find((o) => o.id === id);
    const queries = sectionOf(page, '## Translating list queries');
    let ranges = 0;
    for (const mapping of migration.mappings) {
      const fromOp = op(from, mapping.from)!;
      const toOp = op(to, mapping.to);
      if (!toOp) continue;
      for (const p of fromOp.query.filter((q) => q.type.semantic === 'dateRange')) {
        const attribute = migration.attributes!.find((a) => a.from === p.name)!;
        expect(queries, p.name).toContain(
          `| \`${p.name}=<start>${from.listFormats.dateRangeSeparator}<end>\` | \`filter[${attribute.to}][${attribute.rangeStart}]=`,
        );
        ranges++;
      }
      if (fromOp.resource !== toOp.resource)
        for (const p of fromOp.pathParams) {
          const counterpart = toOp.pathParams.find((q) => q.name === p.name)!;
          expect(sectionOf(page, '## Path parameters that change meaning'), fromOp.id).toMatch(
            new RegExp(
              `^\\| \`\\{${p.name}\\}\` \\| \`${fromOp.id}\` \\| [^|]*${escapeRegExp(p.description)} \\| \`${toOp.id}\` \\| [^|]*${escapeRegExp(counterpart.description)} \\|$`,
              'm',
            ),
          );
        }
    }
    expect(ranges).toBeGreaterThan(0);
    for (const attribute of migration.attributes!) expect(queries).toContain(`| \`sort[${attribute.to}]=<direction>\` |`);
    // Money: the example scaled by the minor-unit digits, as each version's wire type writes it.
    const money = migration.money!;
    const minor = String(Math.round(Number(money.example) * 10 ** money.minorUnitDigits));
    const written = (v: typeof from, text: string) => (v.wireRules.find((w) => w.semantic === 'money')?.json === 'string' ? `"${text}"` : text);
    expect(sectionOf(page, '## Translating values')).toContain(`| \`${written(from, money.example)}\` | \`${written(to, minor)}\` |`);
    // The token the `to` version's examples carry, and the literal `+` of the `from` version's date ranges.
    if (to.auth.kind === 'oauth2') expect(page).toContain(`\`\${TOKEN}\`: the \`access_token\` of the token request ([\`${to.auth.tokenOperationId}\`]`);
    expect(page.split('\n## ')[0]).toContain(
      `> **The literal \`+\` in \`${conventions.formats.dateRange!.shape}\`:** ${conventions.formats.dateRange!.description}`,
    );
  });

  it('asks each open question once, as a question, with every place and the operations depending on it, most consequential first', async () => {
    // The provenance list as the CLI gives it: one question per distinct reason, but one per
    // state machine for the parts of its transitions the model leaves open (a theme of its own).
    const cli = await exec(process.execPath, [join(REPO, 'scripts', 'cli.mjs'), 'provenance', '--json'], { cwd: REPO });
    const items = JSON.parse(cli.stdout) as { reason: string; subject: string; location: { file: string; line: number } }[];
    const machineOf = (item: { subject: string }) => /^stateMachines\.([^.]+)/.exec(item.subject)?.[1];
    const themes = new Set(items.map((item) => (machineOf(item) !== undefined ? `machine ${machineOf(item)}` : item.reason)));
    const page = read('open-questions.md');
    // Number, question, kind, operations, places, the sandbox's choice: cells split where the page does not escape a bar.
    const rows = prose(page)
      .split('\n')
      .filter((line) => /^\| \d+ \| /.test(line))
      .map((line) => line.slice(2, -2).split(/ (?<!\\)\| /));
    expect(rows).toHaveLength(themes.size);
    expect(page).toContain(`${themes.size} questions from ${items.length} places`);
    expect(read('README.md')).toContain(`${themes.size} questions, from ${items.length} places`);
    const questions = rows.map((row) => row[1]!);
    expect(new Set(questions).size).toBe(questions.length);
    for (const question of questions) expect(question).toMatch(/\?$/);
    for (const theme of themes) {
      const asked = theme.startsWith('machine ')
        ? questions.filter((q) => q.includes(`\`${theme.slice('machine '.length)}\` moves between statuses`))
        : questions.filter((q) => q.startsWith(cellText(theme)));
      expect(asked, theme).toHaveLength(1);
    }
    // Every place once, in the row of its reason (or its machine's, where the question holds the reason).
    for (const item of items) {
      const place = `(\`${item.location.file}:${item.location.line}\`)`;
      const holding = rows.filter((row) => row[4]!.includes(place));
      expect(holding, place).toHaveLength(1);
      const question = holding[0]![1]!;
      expect(machineOf(item) !== undefined ? question.includes(cellText(item.reason)) : question.startsWith(cellText(item.reason)), place).toBe(true);
    }
    // Ranked: operations, then places, never increasing.
    const weight = (row: string[]) => [row[3] === '–' ? 0 : Number(row[3]), row[4]!.split('`), `').length] as const;
    for (let i = 1; i < rows.length; i++) {
      const [ops, places] = weight(rows[i]!);
      const [prevOps, prevPlaces] = weight(rows[i - 1]!);
      expect(ops <= prevOps && (ops < prevOps || places <= prevPlaces), `row ${rows[i]![0]}`).toBe(true);
    }
    // A reason stated on operations is depended on by at least those operations.
    for (const row of rows) {
      const named = new Set([...row[4]!.matchAll(/`operation (\w+)/g)].map((m) => m[1]));
      expect(row[3] === '–' ? 0 : Number(row[3]), row[0]).toBeGreaterThanOrEqual(named.size);
    }
  });
});

describe('Markdown quality', () => {
  it('passes markdownlint-cli2 with the project settings', async () => {
    const bin = join(REPO, 'node_modules', 'markdownlint-cli2', 'markdownlint-cli2-bin.mjs');
    const result = await exec(process.execPath, [bin, '--config', join(REPO, '.markdownlint-cli2.jsonc'), 'generated/docs/**/*.md'], { cwd: REPO }).catch(
      (e: { stdout: string; stderr: string }) => e,
    );
    expect(`${result.stdout}${result.stderr}`).toContain('Summary: 0 error(s)');
  });

  it('every internal link resolves to a file, and every fragment to a heading of that file', () => {
    const broken: string[] = [];
    let checked = 0;
    for (const file of markdownFiles) {
      for (const [, href] of prose(read(file)).matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^[a-z]+:/i.test(href!)) continue;
        const [path, fragment] = href!.split('#') as [string, string | undefined];
        const target = path === '' ? join(DOCS, file) : resolve(dirname(join(DOCS, file)), path);
        checked++;
        if (!existsSync(target)) broken.push(`${file}: ${href} (no file)`);
        else if (fragment && !headingAnchors(readFileSync(target, 'utf8')).has(fragment)) broken.push(`${file}: ${href} (no heading)`);
      }
    }
    expect(checked).toBeGreaterThan(200);
    expect(broken).toEqual([]);
  });

  it('the client snippets of each version compile against the generated client under --strict', async () => {
    const dir = join(REPO, 'test', 'artifacts', 'docs-snippets');
    mkdirSync(dir, { recursive: true });
    const client = relative(dir, join(GENERATED_DIR, 'client', 'dist', 'index.js'));
    const files = views.map((view) => {
      const snippets = [...allOf(view.id).matchAll(/^```ts\n([\s\S]*?)^```$/gm)].map((m) => m[1]!);
      const [setup, ...calls] = snippets;
      expect(calls.length).toBeGreaterThanOrEqual(view.operations.length);
      const source = [
        setup!.replace(/from '[^']+'/, `from '${client}'`),
        '// `request` stands for a request body in the docs.',
        'declare const request: never;',
        'export async function examples(): Promise<void> {',
        ...calls.map((call) => `  {\n    ${call.trim()}\n    void response;\n  }`),
        '}',
      ].join('\n');
      const file = join(dir, `${view.id}.ts`);
      writeFileSync(file, source);
      return file;
    });
    expect(await strictTypeErrors(files, ['--types', 'node'], REPO)).toBe('');
  });
});

describe('templates', () => {
  it('a syntax error is a template-error diagnostic located in templates/', () => {
    const templates = join(work, 'templates');
    mkdirSync(join(templates, 'partials'), { recursive: true });
    writeFileSync(join(templates, 'page.md.hbs'), '# Title\n\n{{#each items}}\n- {{this}}\n');
    try {
      loadTemplates(templates);
      expect.unreachable('the broken template loaded');
    } catch (error) {
      expect(error).toBeInstanceOf(ModelError);
      const [diagnostic] = (error as ModelError).diagnostics;
      expect(diagnostic).toMatchObject({ code: 'template-error', file: relative(REPO, join(templates, 'page.md.hbs')) });
      expect(diagnostic!.line).toBeGreaterThan(1);
    }
  });

  it('a field the page context does not have is an error, not an empty string', () => {
    const templates = join(work, 'strict');
    mkdirSync(join(templates, 'partials'), { recursive: true });
    writeFileSync(join(templates, 'page.md.hbs'), '# {{title}}\n\n{{summry}}\n');
    const { render } = loadTemplates(templates);
    expect(() => render('page.md', { title: 'T', summary: 'S' })).toThrow(ModelError);
    expect(render('page.md', { title: 'T', summry: 'S' })).toBe('# T\n\nS\n');
  });

  it("the templates' fingerprint (a key of --watch's reuse) changes with a partial's text, and only then", () => {
    const templates = join(work, 'fingerprint');
    mkdirSync(join(templates, 'partials'), { recursive: true });
    writeFileSync(join(templates, 'page.md.hbs'), '# {{title}}\n\n{{> part}}\n');
    writeFileSync(join(templates, 'partials', 'part.hbs'), '{{title}}\n');
    const first = loadTemplates(templates);
    expect(loadTemplates(templates).fingerprint).toBe(first.fingerprint);
    writeFileSync(join(templates, 'partials', 'part.hbs'), '{{title}}!\n');
    const edited = loadTemplates(templates);
    expect(edited.render('page.md', { title: 'T' })).not.toBe(first.render('page.md', { title: 'T' }));
    expect(edited.fingerprint).not.toBe(first.fingerprint);
  });
});
