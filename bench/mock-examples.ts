/**
 * The examples of the published documents as partners meet them: how many operations, bodies,
 * error statuses and path parameters carry one, and Prism's static mock (`prism mock`, the first
 * thing many partners run) of each document, every operation asked with its example request and
 * each answer checked against the published schema (test/support/prism-mock.ts), side by side
 * with the same documents generated without demo data beside the model (so without examples).
 * Run alone with `npm run bench -- --only examples`.
 */
import { cpSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { shown } from '../src/demo/examples/fill.ts';
import { analyse } from '../src/pipeline/compile.ts';
import type { VersionView } from '../src/views/version-view.ts';
import type { PublishedOperation, PublishedPaths } from '../test/support/example-requests.ts';
import { prismMockRun, type MockRun } from '../test/support/prism-mock.ts';
import { prismVersion } from '../test/support/prism.ts';
import { CLI, nodeCommand, ownErrorLines, ROOT, runChild, type Section } from './measure.ts';

type Published = { paths: PublishedPaths; components: { parameters: Record<string, { example?: string }> } };

const GENERATE_TIMEOUT_MS = 120_000;

/** Counts of what carries an example, of what could (the model shows it), and what does not. */
interface Coverage {
  operations: [number, number];
  success: [number, number];
  requestBodies: [number, number];
  errorStatuses: [number, number];
  pathParameters: [number, number];
  without: string[];
}

function coverage(view: VersionView, document: Published): Coverage {
  const own = new Map(view.schemas.map((s) => [s.name, s.type]));
  const components = (name: string) => own.get(name);
  const count: Coverage = { operations: [0, 0], success: [0, 0], requestBodies: [0, 0], errorStatuses: [0, 0], pathParameters: [0, 0], without: [] };
  const tally = (key: Exclude<keyof Coverage, 'without'>, has: boolean, what?: string) => {
    count[key][1] += 1;
    if (has) count[key][0] += 1;
    else if (what !== undefined) count.without.push(what);
  };
  for (const op of view.operations) {
    const published: PublishedOperation = document.paths[op.path]![op.method.toLowerCase()]!;
    const hasExamples = (status: string, mediaType: string) => published.responses[status]?.content?.[mediaType]?.examples !== undefined;
    let any = false;
    for (const response of op.responses) {
      const shownContent = response.content.filter((c) => shown(c.type, components));
      if (shownContent.length === 0) continue;
      const has = shownContent.every((c) => hasExamples(response.status, c.mediaType));
      any ||= has;
      tally(response.isError ? 'errorStatuses' : 'success', has, `\`${op.id}\` ${response.status}`);
    }
    if (op.body && shown(op.body.type, components))
      tally('requestBodies', published.requestBody?.content[op.body.mediaType]?.example !== undefined, `\`${op.id}\`'s request body`);
    for (const p of published.parameters ?? []) if (p.in === 'path') tally('pathParameters', p.example !== undefined, `\`${op.id}\` ${String(p.name)}`);
    tally('operations', any);
  }
  return count;
}

const ratio = ([has, of]: [number, number]) => `${has} / ${of}`;

/** The documents `generate` writes for the model copied where no demo data is beside it. */
async function documentsWithoutExamples(tmpRoot: string): Promise<string> {
  const root = join(tmpRoot, 'without-demo-data');
  mkdirSync(root, { recursive: true });
  cpSync(join(ROOT, 'spec'), join(root, 'spec'), { recursive: true });
  const [command, args] = nodeCommand([CLI, 'generate', '--spec', join(root, 'spec'), '--out', join(root, 'out')]);
  const child = await runChild(command, args, { timeoutMs: GENERATE_TIMEOUT_MS });
  if (child.timedOut || child.code !== 0) throw new Error(`generate without demo data failed: ${ownErrorLines(child.stderr)}`);
  return join(root, 'out', 'openapi');
}

const describeRun = (view: VersionView, run: MockRun) => {
  const writes = [...run.violating].filter((id) => view.operations.find((o) => o.id === id)?.method !== 'GET').length;
  return `${run.violations.length} in ${run.violating.size} of ${run.operations} operations (reads ${run.violating.size - writes}, writes ${writes})`;
};

export async function mockExampleFigures(tmpRoot: string): Promise<Section> {
  const analysed = analyse(join(ROOT, 'spec'));
  if (!analysed.ok) throw new Error('the seed model does not compile');
  const published = join(ROOT, 'generated', 'openapi');
  const unexampled = await documentsWithoutExamples(tmpRoot);
  const coverageRows: string[] = [];
  const without: string[] = [];
  const mockRows: string[] = [];
  let before = 0;
  let after = 0;
  for (const view of analysed.views) {
    const document = JSON.parse(readFileSync(join(published, `${view.id}.json`), 'utf8')) as Published;
    const tenant = Object.values(document.components.parameters).find((p) => p.example !== undefined)?.example ?? '';
    const c = coverage(view, document);
    without.push(...c.without.map((what) => `${view.id} ${what}`));
    coverageRows.push(
      `| ${view.id} | ${ratio(c.operations)} | ${ratio(c.success)} | ${ratio(c.requestBodies)} | ${ratio(c.errorStatuses)} | ${ratio(c.pathParameters)} |`,
    );
    for (const file of [`${view.id}.json`, `${view.id}.openapi-3.0.json`]) {
      const withoutRun = await prismMockRun(join(unexampled, file), view, document.paths, tenant);
      const publishedRun = await prismMockRun(join(published, file), view, document.paths, tenant);
      before += withoutRun.violations.length;
      after += publishedRun.violations.length;
      mockRows.push(`| \`${file}\` | ${describeRun(view, withoutRun)} | ${describeRun(view, publishedRun)} |`);
    }
  }
  const markdown = [
    '## Examples: what carries one, and Prism’s static mock',
    '',
    "The published documents' examples, made by `generate` from the demo data beside the model. Counted of what the model shows a payload of (an operation counts when one of its responses has an example; a status, when each of its media types the model shows has one):",
    '',
    '| Version | Operations with a response example | Success responses | Request bodies | Error statuses | Path parameters |',
    '|---|---:|---:|---:|---:|---:|',
    ...coverageRows,
    '',
    without.length > 0
      ? `Without an example, where the demo data cannot fill a required part without inventing it (a part whose shape the model does not show, or a value the demo data does not hold): ${without.join(', ')}.`
      : 'Everything the model shows has an example.',
    '',
    `Prism's static mock (\`prism mock <document>\`, \`@stoplight/prism-cli\` ${prismVersion()}) of each document, every operation (reads and writes) asked once with its example request (the tenant header, a placeholder credential, the examples of its parameters and body), each answer validated with Ajv against the published 3.1 document: schema violations. Beside the documents as published, the same documents generated from the model without demo data beside it (no examples: Prism makes every body from the schemas, and its generator ignores \`pattern\`).`,
    '',
    '| Document | Without examples | As published |',
    '|---|---|---|',
    ...mockRows,
    '',
  ].join('\n');
  return {
    markdown,
    summary: [
      {
        figure: "Prism's static mock of the four published documents, schema violations over every operation (documents without examples → as published)",
        measured: `${before} → ${after}`,
        target: '0',
        met: after === 0,
      },
    ],
  };
}
