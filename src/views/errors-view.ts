/**
 * Error responses of one version, derived from the model's status table: which statuses an
 * operation can answer (its `appliesTo` rule), with which body. A version whose error bodies
 * are not shown gets only what the specification states for every request: `Tenant Unknown`.
 */
import type { FieldSpec } from '../model/schema.ts';
import type { ResolvedErrors, ResolvedOperation } from '../resolve/resolve.ts';
import { provenanceOf } from '../model/provenance.ts';
import { pascalCase } from '../model/naming.ts';
import { renderField, type RenderContext } from './render-field.ts';
import { STATED, type NamedSchema, type WireField, type WireType } from './wire-type.ts';

export interface ResponseContent {
  mediaType: string;
  type: WireType;
}

export interface ResponseView {
  status: string;
  description: string;
  provenance: import('../model/provenance.ts').Provenance;
  content: ResponseContent[];
  headers: { name: string; description: string; type: WireType }[];
  /** Error codes (`error` values) this response can carry; empty for success. */
  errorCodes: string[];
  /** Client action from the status table, for docs and clients. */
  action?: string;
  isError: boolean;
}

export const ENVELOPE_SCHEMA = 'ErrorEnvelope';
export const OAUTH_ERROR_SCHEMA = 'OAuthError';
export const TENANT_UNKNOWN_SCHEMA = 'TenantUnknown';

export function errorSchemaName(code: string): string {
  return `${pascalCase(code)}Error`;
}

/**
 * The envelope's fields in a body: those not tied to a status (`on403` ones appear only where a
 * code declares it `carries` them), and the carried fields, which its body requires.
 */
function envelopeFields(errors: ResolvedErrors, ctx: RenderContext, carried: readonly string[] = []): WireField[] {
  return Object.entries(errors.envelope!.fields)
    .filter(([name, f]) => f.presence !== 'on403' || carried.includes(name))
    .map(([name, f]) => ({
      name,
      type: { ...renderField(f.schema, ctx), description: f.description },
      required: f.presence === 'always' || carried.includes(name),
    }));
}

/** A code whose body differs from the plain envelope gets a schema of its own. */
function hasOwnSchema(code: ResolvedErrors['codes'][string] | undefined): boolean {
  return code?.fields !== undefined || code?.carries !== undefined;
}

/** What of the error sections a version answers with: the envelope, the token endpoint's OAuth body. */
export interface ErrorBodiesUsed {
  envelope: boolean;
  oauth: boolean;
}

/**
 * Named error schemas of the version: the envelope and code-specific envelopes where its
 * operations answer with the envelope, the OAuth body where one answers with it, and Tenant
 * Unknown where the model has a tenant header.
 */
export function errorSchemas(errors: ResolvedErrors, ctx: RenderContext, used: ErrorBodiesUsed): NamedSchema[] {
  const tenantUnknown: NamedSchema[] =
    ctx.resolved.tenantHeader && errors.tenantUnknown
      ? [
          {
            name: TENANT_UNKNOWN_SCHEMA,
            role: 'error',
            type: { kind: 'scalar', json: 'string', enum: [errors.tenantUnknown.body], description: errors.tenantUnknown.description, provenance: STATED },
          },
        ]
      : [];
  const oauth: NamedSchema[] = used.oauth && errors.oauth ? [oauthSchema(errors.oauth, ctx)] : [];
  if (!used.envelope) return [...oauth, ...tenantUnknown];
  ctx.resolved.consumption.record(['errors', 'envelope']);
  const envelope: NamedSchema = {
    name: ENVELOPE_SCHEMA,
    role: 'error',
    type: { kind: 'object', fields: envelopeFields(errors, ctx), description: errors.envelope!.description, provenance: STATED },
  };
  const coded = Object.entries(errors.codes)
    .filter(([, c]) => hasOwnSchema(c))
    .map(([code, c]): NamedSchema => {
      ctx.resolved.consumption.record(['errors', 'codes', code]);
      const extra = Object.entries(c.fields ?? {}).map(([name, spec]: [string, FieldSpec]) => ({
        name,
        type: renderField(spec, ctx),
        required: spec.required === true,
      }));
      const fields = [...envelopeFields(errors, ctx, c.carries), ...extra];
      const errorField = fields.find((f) => f.name === 'error')!;
      errorField.type = { kind: 'scalar', json: 'string', enum: [code], description: c.description, provenance: STATED };
      return { name: errorSchemaName(code), role: 'error', type: { kind: 'object', fields, description: c.description, provenance: provenanceOf(c) } };
    });
  return [envelope, ...coded, ...oauth, ...tenantUnknown];
}

function oauthSchema(oauth: NonNullable<ResolvedErrors['oauth']>, ctx: RenderContext): NamedSchema {
  ctx.resolved.consumption.record(['errors', 'oauth', 'fields']);
  return {
    name: OAUTH_ERROR_SCHEMA,
    role: 'error',
    type: {
      kind: 'object',
      description: oauth.description,
      provenance: STATED,
      fields: Object.entries(oauth.fields).map(([name, spec]) => ({ name, type: renderField(spec, ctx), required: spec.required === true })),
    },
  };
}

function applies(rule: ResolvedErrors['statuses'][number]['appliesTo'], op: ResolvedOperation): boolean {
  switch (rule) {
    case 'every':
      return true;
    case 'authenticated':
      return op.authenticated !== false;
    case 'scoped':
      return op.scope !== undefined;
    case 'record':
      return Object.keys(op.pathParams ?? {}).length > 0;
    case 'writes':
      return op.method !== 'GET';
    case 'path':
      return false; // 405 belongs to a path, not to an operation that exists.
  }
}

const ref = (name: string): WireType => ({ kind: 'ref', name, provenance: STATED });

/** The texts that are there (not empty), joined by `separator`: the rows of the status table that share a status, one after another. */
function joinPresent(first: string | undefined, second: string | undefined, separator: string): string {
  if (!first) return second || '';
  return second ? `${first}${separator}${second}` : first;
}

/** The body of a response carrying `codes`: the plain envelope, a code's own schema, or a union of both kinds. */
function bodyOfCodes(errors: ResolvedErrors, codes: readonly string[]): WireType {
  const own = codes.filter((code) => hasOwnSchema(errors.codes[code]));
  const variants = [...(own.length < codes.length ? [ref(ENVELOPE_SCHEMA)] : []), ...own.map((code) => ref(errorSchemaName(code)))];
  return variants.length === 1 ? variants[0]! : { kind: 'union', variants, provenance: STATED };
}

/**
 * The codes an operation lists (`errors:`) that no row of the status table attached: a code of a
 * status the table has no row for (410, 409, 429, …), or of a row that does not apply to this
 * operation. Each gets the response of its own status, with its body, beside whatever that
 * status already carries (the plain-text Tenant Unknown 404); a status the operation declares
 * itself is left to it.
 */
function attachListedCodes(errors: ResolvedErrors, op: ResolvedOperation, own: ReadonlySet<string>, byStatus: Map<string, ResponseView>): void {
  const attached = new Set<string>();
  for (const view of byStatus.values()) for (const code of view.errorCodes) attached.add(code);
  const byCodeStatus = new Map<string, string[]>();
  for (const code of op.errors ?? []) {
    const spec = errors.codes[code];
    if (!spec || attached.has(code) || own.has(String(spec.status))) continue;
    byCodeStatus.set(String(spec.status), [...(byCodeStatus.get(String(spec.status)) ?? []), code]);
  }
  for (const [status, codes] of byCodeStatus) {
    const first = errors.codes[codes[0]!]!;
    const view = byStatus.get(status) ?? { status, description: '', provenance: provenanceOf(first), content: [], headers: [], errorCodes: [], isError: true };
    view.content.unshift({ mediaType: 'application/json', type: bodyOfCodes(errors, codes) });
    view.errorCodes.push(...codes);
    view.description = [view.description, ...codes.map((code) => errors.codes[code]!.description)].filter(Boolean).join(' Or: ');
    byStatus.set(status, view);
  }
}

/** How an operation's errors answer. */
export interface ErrorAnswering {
  usesEnvelope: boolean;
  /** Why the version's error bodies are not shown, where they are not. */
  unspecifiedErrors?: string | undefined;
  /** Whether requests carry a tenant header (and so may meet `Tenant Unknown`). */
  tenancy: boolean;
  /** The codes operations list (`errors:`): each is meant for the operations that list it (src/model/failures.ts). */
  operationCodes: ReadonlySet<string>;
}

/**
 * The codes of a status-table row that `op` can answer: a code an operation lists (`errors:`) is
 * meant for the operations that list it, never for another's failures; undefined when the row
 * has codes and none of them is this operation's to answer.
 */
function rowCodes(codes: readonly string[], op: ResolvedOperation, operationCodes: ReadonlySet<string>): string[] | undefined {
  const answered = codes.filter((code) => !operationCodes.has(code) || op.errors?.includes(code) === true);
  return codes.length > 0 && answered.length === 0 ? undefined : answered;
}

/**
 * The error responses of one operation; statuses the operation declares itself are left to it.
 * A version whose error bodies are not shown (`unspecifiedErrors`) gets one `4XX` with an open
 * body, marked unspecified: clients know errors come, and nothing about them is invented.
 */
export function errorResponses(errors: ResolvedErrors, op: ResolvedOperation, answering: ErrorAnswering): ResponseView[] {
  const { usesEnvelope, unspecifiedErrors, tenancy, operationCodes } = answering;
  const own = new Set(Object.keys(op.responses));
  const byStatus = new Map<string, ResponseView>();
  // An unauthenticated operation (the token request) declares its own error bodies; of the
  // status table only `Tenant Unknown` applies to it, as to every request.
  const rows = errors.statuses.filter(
    (row) =>
      (row.tenantUnknown ? tenancy : usesEnvelope && op.authenticated !== false && rowCodes(row.codes ?? [], op, operationCodes) !== undefined) &&
      applies(row.appliesTo, op),
  );
  for (const row of rows) {
    const status = String(row.status);
    if (own.has(status) && !row.tenantUnknown) continue;
    const view = byStatus.get(status) ?? {
      status,
      description: '',
      provenance: provenanceOf(row),
      content: [],
      headers: [],
      errorCodes: [],
      isError: true,
    };
    if (row.tenantUnknown) {
      view.content.push({ mediaType: errors.tenantUnknown!.mediaType, type: ref(TENANT_UNKNOWN_SCHEMA) });
    } else {
      const tableCodes = rowCodes(row.codes ?? [], op, operationCodes)!;
      const named: string[] = [];
      for (const code of op.errors ?? []) if (errors.codes[code]?.status === row.status && !tableCodes.includes(code)) named.push(code);
      const codedSchemas: string[] = [];
      for (const codes of [tableCodes, named]) for (const code of codes) if (hasOwnSchema(errors.codes[code])) codedSchemas.push(code);
      // A row whose every code has its own schema answers one of them (`oneOf`: a client reads
      // each code's fields); otherwise the plain envelope is among the answers too.
      const everyOwn = codedSchemas.length > 0 && codedSchemas.length === tableCodes.length && named.length === 0;
      const variants = everyOwn ? [] : [ref(ENVELOPE_SCHEMA)];
      for (const code of codedSchemas) variants.push(ref(errorSchemaName(code)));
      const type: WireType = variants.length === 1 ? variants[0]! : { kind: 'union', variants, provenance: STATED };
      view.content.unshift({ mediaType: 'application/json', type });
      view.errorCodes.push(...tableCodes, ...named);
    }
    view.description = joinPresent(view.description, row.condition, ' Or: ');
    view.action = joinPresent(view.action, row.action, ' / ');
    byStatus.set(status, view);
  }
  if (usesEnvelope && op.authenticated !== false) attachListedCodes(errors, op, own, byStatus);
  const notFound = byStatus.get('404');
  if (unspecifiedErrors !== undefined && notFound) {
    // A missing record is surely a 404 too, but its body is not shown: an open JSON body beside Tenant Unknown.
    notFound.content.push({ mediaType: 'application/json', type: { kind: 'unknown', provenance: { status: 'unspecified', reason: unspecifiedErrors } } });
  }
  if (unspecifiedErrors !== undefined && !('4XX' in op.responses)) {
    byStatus.set('4XX', {
      status: '4XX',
      description: 'Other client errors.',
      provenance: { status: 'unspecified', reason: unspecifiedErrors },
      content: [{ mediaType: 'application/json', type: { kind: 'unknown', provenance: { status: 'unspecified', reason: unspecifiedErrors } } }],
      headers: [],
      errorCodes: [],
      isError: true,
    });
  }
  return [...byStatus.values()];
}
