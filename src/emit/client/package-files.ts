/** The package around the generated code: package.json, index modules, README, tsconfig. */
import { GENERATED_HEADER } from '../artefact.ts';
import type { ResolvedModel } from '../../resolve/resolve.ts';
import type { VersionView } from '../../views/version-view.ts';
import { CHANGELOG_TEMPLATE, changelogContext } from '../changelog.ts';
import { loadTemplates } from '../docs/templates.ts';
import { toJson } from '../json-text.ts';
import { clientFactoryName } from './names.ts';

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

/**
 * The client package's version, derived from the versions' revisions: each part is the sum of
 * that part over the versions. A version's major bump raises the sum of majors (whatever its
 * minor and patch fall back to), a minor bump the sum of minors with the majors unchanged, and
 * so on: the package changes at the level of the strongest change of any version it covers.
 */
export function clientPackageVersion(views: readonly VersionView[]): string {
  const parts = [0, 1, 2].map((i) => views.reduce((sum, v) => sum + Number(v.revision.split('.')[i]), 0));
  return parts.join('.');
}

export function packageJson(resolved: ResolvedModel, views: readonly VersionView[]): string {
  const { publication } = resolved.conventions;
  return toJson({
    name: publication.clientPackage,
    version: clientPackageVersion(views),
    description: `Typed client for ${resolved.conventions.title} (${views.map((v) => v.id).join(', ')}), generated from the API model.`,
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

export function readme(resolved: ResolvedModel, views: readonly VersionView[]): string {
  const name = resolved.conventions.publication.clientPackage;
  const lines = [
    `# ${name}`,
    '',
    `Typed client for ${resolved.conventions.title}, generated from the API model: do not edit.`,
    'Zero runtime dependencies; Node ≥ 20 or any browser with `fetch`.',
    '',
    ...views.flatMap((v) => {
      const region = JSON.stringify(v.servers.find((s) => s.tenantHeader)?.id ?? '');
      const options =
        v.auth.kind === 'apiKey'
          ? `{ region: ${region}, tenant: 'acme', apiKey: process.env.API_KEY! }`
          : `{ region: ${region}, tenant: 'acme', clientId: 'my-client', clientSecret: process.env.CLIENT_SECRET! }`;
      // A version may have no operations yet: its client is then shown without a call.
      const first = v.operations.find((o) => o.method === 'GET' && o.authenticated && o.pathParams.length === 0) ?? v.operations[0];
      return [
        `## ${v.title}`,
        '',
        '```ts',
        `import { ${clientFactoryName(v)} } from '${name}/${v.id}';`,
        '',
        `const client = ${clientFactoryName(v)}(${options});`,
        ...(first ? [`const result = await client.${first.id}();`] : []),
        '```',
        '',
      ];
    }),
    'Errors are classes that narrow (`InsufficientScopeError`, `TenantUnknownError`, …), exported from',
    `\`${name}/errors\`; each version's \`isApiError(error)\` also narrows \`error.code\` to that version's codes.`,
    '`client.withResponse.<operation>(…)` resolves with `{ data, response }` (status, headers such as',
    '`x-request-id`); an error carries the same `response`.',
    '',
  ];
  return lines.join('\n');
}

/** The package's CHANGELOG.md: the releases of every version it covers, laid out as the docs' changelog page. */
export function changelog(resolved: ResolvedModel, views: readonly VersionView[]): string {
  const name = resolved.conventions.publication.clientPackage;
  const intro = `Version ${clientPackageVersion(views)} of ${name} covers ${views.map((v) => `${v.title} ${v.revision}`).join(' and ')}; its version is derived from theirs. Each version's releases, newest first:`;
  return loadTemplates()(CHANGELOG_TEMPLATE, changelogContext(resolved, views, `${name}: changelog`, intro));
}
