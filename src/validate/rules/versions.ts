import { SEMANTIC_TYPES } from '../../model/schema.ts';
import { knownList, type Rule } from '../rule.ts';

/** An OAuth version names its token operation: same version, not authenticated. */
export const tokenOperationExists: Rule = ({ model, report }) => {
  for (const [v, version] of Object.entries(model.versions ?? {})) {
    if (version.auth.kind !== 'oauth2ClientCredentials') continue;
    const id = version.auth.tokenOperation;
    const op = model.operations?.[id];
    const path = ['versions', v, 'auth', 'tokenOperation'];
    if (!op) report('unknown-reference', path, { name: id, kind: 'operation', known: knownList(Object.keys(model.operations ?? {})) });
    else if (op.version !== v || op.authenticated !== false) report('token-operation', path, { operation: id, version: v });
  }
};

/** Wire tables only name semantic types that exist. */
export const wireTypesKnown: Rule = ({ model, report }) => {
  for (const [v, version] of Object.entries(model.versions ?? {})) {
    for (const type of Object.keys(version.wire)) {
      if (!(SEMANTIC_TYPES as readonly string[]).includes(type)) {
        report('unknown-reference', ['versions', v, 'wire', type], { name: type, kind: 'semantic type', known: knownList(SEMANTIC_TYPES) }, true);
      }
    }
  }
};

/**
 * The migration names two declared versions, and each mapping row an operation of the version
 * of its column (`from` or `to`). Per-version error messages name declared versions too.
 */
export const migrationNamesVersions: Rule = ({ model, report }) => {
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
};
