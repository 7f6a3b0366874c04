import { paramMessage } from '../../diagnostics/message.ts';
import { SEMANTIC_TYPES, type ModelFile } from '../../model/schema.ts';
import { defineRule, knownList, type RuleContext } from '../rule.ts';
import { declaredParameter } from '../../model/parameters.ts';
import { referencesResolve } from './references.ts';

/** An OAuth version names its token operation: same version, not authenticated. */
export const tokenOperationExists = defineRule({
  name: 'tokenOperationExists',
  codes: {
    'unknown-reference': referencesResolve.codes['unknown-reference'],
    'token-operation': {
      severity: 'error',
      message: paramMessage`Token operation \`${'operation'}\` must be a ${'version'} operation with \`authenticated: false\`.`,
      hint: 'auth.tokenOperation names the operation that issues tokens: one of the same version, which needs no token itself.',
    },
  },
  check({ model, report }) {
    for (const [v, version] of Object.entries(model.versions ?? {})) {
      if (version.auth.kind !== 'oauth2ClientCredentials') continue;
      const id = version.auth.tokenOperation;
      const op = model.operations?.[id];
      const path = ['versions', v, 'auth', 'tokenOperation'];
      if (!op) report('unknown-reference', path, { name: id, kind: 'operation', known: knownList(Object.keys(model.operations ?? {})) });
      else if (op.version !== v || op.authenticated !== false) report('token-operation', path, { operation: id, version: v });
    }
  },
});

/** Wire tables only name semantic types that exist. */
export const wireTypesKnown = defineRule({
  name: 'wireTypesKnown',
  codes: { 'unknown-reference': referencesResolve.codes['unknown-reference'] },
  check({ model, report }) {
    for (const [v, version] of Object.entries(model.versions ?? {})) {
      for (const type of Object.keys(version.wire ?? {})) {
        if (!(SEMANTIC_TYPES as readonly string[]).includes(type)) {
          report('unknown-reference', ['versions', v, 'wire', type], { name: type, kind: 'semantic type', known: knownList(SEMANTIC_TYPES) }, true);
        }
      }
    }
  },
});

/**
 * The migration names two declared versions, and each mapping row an operation of the version
 * of its column (`from` or `to`). Per-version error messages name declared versions too.
 */
export const migrationNamesVersions = defineRule({
  name: 'migrationNamesVersions',
  codes: {
    'unknown-reference': referencesResolve.codes['unknown-reference'],
    'mapping-version-mismatch': {
      severity: 'error',
      message: paramMessage`Mapping entry \`${'operation'}\` should name a ${'version'} operation.`,
      hint: "A mapping row's `from` names an operation of the migration's `from` version, its `to` one of the `to` version (or null).",
    },
  },
  check({ model, report }) {
    const versions = Object.keys(model.versions ?? {});
    const unknownVersion = (id: string, path: (string | number)[]) => {
      if (versions.includes(id)) return false;
      report('unknown-reference', path, { name: id, kind: 'version', known: knownList(versions) });
      return true;
    };
    for (const id of Object.keys(model.errors?.messages ?? {})) unknownVersion(id, ['errors', 'messages', id]);
    const migration = model.migration;
    if (!migration) return;
    const fromUnknown = unknownVersion(migration.from, ['migration', 'from']);
    const toUnknown = unknownVersion(migration.to, ['migration', 'to']);
    if (fromUnknown || toUnknown) return; // every row would repeat the same error
    const ops = model.operations ?? {};
    migration.mappings.forEach((row, i) => {
      for (const column of ['from', 'to'] as const) {
        const id = row[column];
        if (id === null) continue;
        const op = ops[id];
        const path = ['migration', 'mappings', i, column];
        if (!op) report('unknown-reference', path, { name: id, kind: 'operation', known: knownList(Object.keys(ops)) });
        else if (op.version !== migration[column]) report('mapping-version-mismatch', path, { operation: id, version: migration[column] });
      }
    });
    attributesResolve(model, report);
  },
});

/** The list parameter names and sort fields the `from` version's operations take. */
function listNames(model: ModelFile, version: string): Set<string> {
  const names = new Set<string>();
  for (const op of Object.values(model.operations ?? {}).filter((o) => o.version === version)) {
    for (const use of op.query ?? []) {
      const declared = declaredParameter(model, use);
      if (declared?.name) names.add(declared.name);
      for (const field of [...(declared?.schema.sortFields ?? []), ...(typeof use === 'object' && 'use' in use ? (use.sortFields ?? []) : [])])
        names.add(field);
    }
  }
  return names;
}

/**
 * Each migration attribute names a list parameter or sort field of the `from` version and a
 * filterable attribute of the `to` version, and its `rangeStart` one of that attribute's operators:
 * the guide's translations would otherwise say "none documented" for a typo.
 */
function attributesResolve(model: ModelFile, report: RuleContext<typeof migrationNamesVersions.codes>['report']): void {
  const migration = model.migration!;
  const fromNames = listNames(model, migration.from);
  const filterable = Object.values(model.operations ?? {})
    .filter((o) => o.version === migration.to)
    .flatMap((o) => Object.entries(o.filterable ?? {}));
  (migration.attributes ?? []).forEach((row, i) => {
    const path = ['migration', 'attributes', i];
    if (!fromNames.has(row.from)) report('unknown-reference', [...path, 'from'], { name: row.from, kind: 'list query name', known: knownList([...fromNames]) });
    const operators = filterable.filter(([name]) => name === row.to).flatMap(([, spec]) => spec.operators);
    if (operators.length === 0) {
      report('unknown-reference', [...path, 'to'], {
        name: row.to,
        kind: 'filter attribute',
        known: knownList([...new Set(filterable.map(([name]) => name))]),
      });
    } else if (row.rangeStart !== undefined && !operators.includes(row.rangeStart)) {
      report('unknown-reference', [...path, 'rangeStart'], { name: row.rangeStart, kind: 'operator', known: knownList([...new Set(operators)]) });
    }
  });
}

/**
 * Versions are served side by side (the sandbox, a server of the route stubs), each below its
 * root: a root may not be another's, nor lie below it, or one version's paths would be the other's.
 */
export const versionRootsDistinct = defineRule({
  name: 'versionRootsDistinct',
  codes: {
    'version-roots-overlap': {
      severity: 'error',
      message: paramMessage`The root \`${'root'}\` of version \`${'version'}\` is, or lies below, the root \`${'other'}\` of version \`${'otherVersion'}\`.`,
      hint: 'Give each version a root of its own that no other root starts (`/v1` and `/v2`, not `/v1` and `/v1/beta` or an empty root beside another).',
    },
  },
  check({ model, report }) {
    const versions = Object.entries(model.versions ?? {});
    versions.forEach(([id, version], i) => {
      for (const [otherId, other] of versions.slice(0, i)) {
        const [outer, inner] = version.root.length <= other.root.length ? [version.root, other.root] : [other.root, version.root];
        if (inner === outer || inner.startsWith(`${outer}/`))
          report('version-roots-overlap', ['versions', id, 'root'], { root: version.root, version: id, other: other.root, otherVersion: otherId });
      }
    });
  },
});
