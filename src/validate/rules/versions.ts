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

/** Mapping rows name operations of the version of their column. */
export const mappingsMatchVersions: Rule = ({ model, report }) => {
  const ops = model.operations ?? {};
  (model.migration?.mappings ?? []).forEach((row, i) => {
    for (const column of ['v3', 'v4'] as const) {
      const id = row[column];
      if (id === null) continue;
      const op = ops[id];
      const path = ['migration', 'mappings', i, column];
      if (!op) report('unknown-reference', path, { name: id, kind: 'operation', known: knownList(Object.keys(ops)) });
      else if (op.version !== column) report('mapping-version-mismatch', path, { operation: id, version: column });
    }
  });
};
