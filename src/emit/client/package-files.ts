/** The package around the generated code: package.json, index modules, README, tsconfig. */
import { examplesOrigin } from '../../contract/openapi/examples.ts';
import { GENERATED_HEADER } from '../shared/artefact.ts';
import type { DocumentExamples } from '../../contract/openapi/examples.ts';
import type { OperationView, VersionView } from '../../views/version-view.ts';
import { answerExample, clientCallExample } from '../shared/call-example.ts';
import { CHANGELOG_TEMPLATE, changelogContext } from '../shared/changelog.ts';
import { toJson } from '../shared/json-text.ts';
import { clientFactoryName } from '../shared/names.ts';
import type { EmitInput } from '../input.ts';
import { clientOptionsExample } from '../shared/client-example.ts';
import { Store } from '../../demo/store.ts';

export function versionIndex(): string {
  return [
    GENERATED_HEADER,
    `export * from './types.js';`,
    `export * from './operations.js';`,
    `export * from './client.js';`,
    `export { decode, type WireTypes, type ValueTypes } from './decode.js';`,
    '',
  ].join('\n');
}

export function rootIndex(views: readonly VersionView[]): string {
  return [
    GENERATED_HEADER,
    ...views.map((v) => `export * as ${v.id} from './${v.id}/index.js';`),
    ...views.map((v) => `export { ${clientFactoryName(v)} } from './${v.id}/client.js';`),
    `export * from './errors.js';`,
    `export type { CallOptions, Logger, LogEvent, RedirectResult, RetryPolicy } from './runtime/transport.js';`,
    `export type { DateRange, SortKey } from './runtime/query.js';`,
    `export type { CommonClientOptions } from './runtime/create.js';`,
    '',
  ].join('\n');
}

function entry(path: string) {
  return { types: `./dist/${path}.d.ts`, default: `./dist/${path}.js` };
}

export function packageJson({ model, views, clientPackageVersion }: EmitInput): string {
  const { publication } = model;
  return toJson({
    name: publication.clientPackage,
    version: clientPackageVersion,
    description: `Typed client for ${model.title} (${views.map((v) => v.id).join(', ')}), generated from the API model.`,
    license: 'UNLICENSED',
    type: 'module',
    sideEffects: false,
    engines: { node: '>=20' },
    main: './dist/index.js',
    types: './dist/index.d.ts',
    exports: {
      '.': entry('index'),
      './errors': entry('errors'),
      ...Object.fromEntries(views.map((v) => [`./${v.id}`, entry(`${v.id}/index`)])),
      './package.json': './package.json',
    },
    files: ['dist', 'src', 'README.md', 'CHANGELOG.md'],
  });
}

export function tsconfigJson(): string {
  return toJson({
    compilerOptions: {
      target: 'ES2022',
      module: 'NodeNext',
      moduleResolution: 'NodeNext',
      lib: ['ES2022', 'DOM'],
      strict: true,
      noUncheckedIndexedAccess: true,
      isolatedDeclarations: true,
      declaration: true,
      outDir: 'dist',
      rootDir: 'src',
      skipLibCheck: false,
    },
    include: ['src'],
  });
}

/**
 * The operation the README calls: an authenticated read, preferably of one record by its id
 * (its answer is short), with an example answer where the version has examples.
 */
function readmeOperation(view: VersionView, examples: DocumentExamples | undefined): OperationView | undefined {
  const reads = view.operations.filter((o) => o.method === 'GET' && o.authenticated);
  const answered = reads.filter((o) => answerExample(o, examples?.operations[o.id]) !== undefined);
  return answered.find((o) => o.pathParams.length > 0) ?? answered[0] ?? reads.find((o) => o.pathParams.length === 0) ?? view.operations[0];
}

/** The answer of the README's call, from the examples: said where it comes from, as JSON. */
function readmeAnswer(op: OperationView, examples: DocumentExamples | undefined): string[] {
  const answer = examples && answerExample(op, examples.operations[op.id]);
  if (!examples || !answer) return [];
  return [`\`result\` is then, from ${examplesOrigin(examples)}:`, '', '```json', JSON.stringify(answer.value, null, 2), '```', ''];
}

/** The package's README: each version's client made and called, its example values from the demo data beside the model, where there is one. */
export function readme({ model, views, demoData, examples }: EmitInput): string {
  const name = model.publication.clientPackage;
  const demo = demoData && Store.fromText(demoData.text, demoData.path);
  // The error classes a caller narrows on that this API can raise (its tenants, its scopes), and one every API can.
  const errorClasses = [
    ...(views.some((v) => v.auth.kind === 'oauth2' && v.auth.scopes.length > 0) ? ['InsufficientScopeError'] : []),
    ...(views.some((v) => v.tenantHeader) ? ['TenantUnknownError'] : []),
    'NotFoundError',
  ].slice(0, 2);
  const lines = [
    `# ${name}`,
    '',
    `Typed client for ${model.title}, generated from the API model: do not edit.`,
    'Zero runtime dependencies; Node ≥ 20 or any browser with `fetch`.',
    '',
    ...views.flatMap((v) => {
      const options = clientOptionsExample(v, demo);
      // A version may have no operations yet: its client is then shown without a call.
      const first = readmeOperation(v, examples(v));
      return [
        `## ${v.title}`,
        '',
        '```ts',
        `import { ${clientFactoryName(v)} } from '${name}/${v.id}';`,
        '',
        `const client = ${clientFactoryName(v)}(${options});`,
        ...(first ? [clientCallExample(first, examples(v)?.operations[first.id], 'result')] : []),
        '```',
        '',
        ...(first ? readmeAnswer(first, examples(v)) : []),
      ];
    }),
    `Errors are classes that narrow (${errorClasses.map((c) => `\`${c}\``).join(', ')}, …), exported from`,
    `\`${name}/errors\`; each version's \`isApiError(error)\` also narrows \`error.code\` to that version's codes.`,
    '`client.withResponse.<operation>(…)` resolves with `{ data, response }` (status, headers such as',
    '`x-request-id`); an error carries the same `response`.',
    '',
  ];
  return lines.join('\n');
}

/** The package's CHANGELOG.md: the releases of every version it covers, laid out as the docs' changelog page. */
export function changelog({ model, views, clientPackageVersion, render }: EmitInput): string {
  const name = model.publication.clientPackage;
  const intro = `Version ${clientPackageVersion} of ${name} covers ${views.map((v) => `${v.title} ${v.revision}`).join(' and ')}; its version is derived from theirs. Each version's releases, newest first:`;
  return render(CHANGELOG_TEMPLATE, changelogContext(model, views, `${name}: changelog`, intro));
}
