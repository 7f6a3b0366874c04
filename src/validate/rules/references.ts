import { paramMessage } from '../../diagnostics/message.ts';
import { defineRule, knownList } from '../rule.ts';

/** Every name that points at another element (enum, resource, version, parameter, error code, envelope field, server) resolves. */
export const referencesResolve = defineRule({
  name: 'referencesResolve',
  codes: {
    // Also reported by the rules that check a name among candidates of their own (they take it from here).
    'unknown-reference': {
      severity: 'error',
      message: paramMessage`Unknown ${'kind'} \`${'name'}\`.`,
      hint: paramMessage`Declare it, or correct the name; known ${'kind'}s: ${'known'}.`,
    },
  },
  check({ model, fields, report }) {
    const enums = new Set(Object.keys(model.enums ?? {}));
    const resources = new Set(Object.keys(model.resources ?? {}));
    const versions = new Set(Object.keys(model.versions ?? {}));
    const parameters = new Set(Object.keys(model.parameters ?? {}));
    const codes = new Set(Object.keys(model.errors?.codes ?? {}));
    const check = (name: string, known: ReadonlySet<string>, kind: string, path: (string | number)[]) => {
      if (!known.has(name)) report('unknown-reference', path, { name, kind, known: knownList(known) });
    };

    for (const { spec, path } of fields) {
      if (spec.enum !== undefined) check(spec.enum, enums, 'enum', [...path, 'enum']);
      if (spec.to !== undefined) check(spec.to, resources, 'resource', [...path, 'to']);
      if (spec.of !== undefined) check(spec.of, resources, 'resource', [...path, 'of']);
    }
    for (const [id, op] of Object.entries(model.operations ?? {})) {
      check(op.version, versions, 'version', ['operations', id, 'version']);
      check(op.resource, resources, 'resource', ['operations', id, 'resource']);
      (op.query ?? []).forEach((q, i) => {
        if (typeof q === 'string') check(q, parameters, 'parameter', ['operations', id, 'query', i]);
        else if ('use' in q) check(q.use, parameters, 'parameter', ['operations', id, 'query', i, 'use']);
      });
      (op.errors ?? []).forEach((code, i) => check(code, codes, 'error code', ['operations', id, 'errors', i]));
      for (const [status, response] of Object.entries(op.responses)) {
        if (response.error !== undefined) check(response.error, new Set(['oauth']), 'error body', ['operations', id, 'responses', status, 'error']);
      }
    }
    const envelopeFields = new Set(Object.keys(model.errors?.envelope?.fields ?? {}));
    for (const [code, spec] of Object.entries(model.errors?.codes ?? {})) {
      (spec.carries ?? []).forEach((field, i) => check(field, envelopeFields, 'envelope field', ['errors', 'codes', code, 'carries', i]));
      for (const role of ['required', 'provided'] as const) {
        if (spec.scopeFields) check(spec.scopeFields[role], envelopeFields, 'envelope field', ['errors', 'codes', code, 'scopeFields', role]);
      }
    }
    const rejectedClient = model.errors?.oauth?.rejectedClient;
    if (rejectedClient) check(rejectedClient.code, codes, 'error code', ['errors', 'oauth', 'rejectedClient', 'code']);
    (model.errors?.statuses ?? []).forEach((row, i) =>
      (row.codes ?? []).forEach((code, j) => check(code, codes, 'error code', ['errors', 'statuses', i, 'codes', j])),
    );
    const conventions = model.conventions;
    if (conventions?.tokenServer !== undefined)
      check(conventions.tokenServer, new Set(Object.keys(conventions.servers)), 'server', ['conventions', 'tokenServer']);
  },
});
