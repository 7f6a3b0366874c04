/**
 * Example bodies of an operation's error responses, derived from what each response says, never
 * from a list of statuses: one example per error code it lists (its envelope as the route stubs
 * write it, src/server-runtime/replies.ts, with the model's description of the code and the
 * fields the code carries: the scope the operation needs, the scopes a demo client holds without
 * it); a body without codes (the OAuth error) from the model's example of its fields; a body
 * that is one stated text (`Tenant Unknown`) that text. A body the model does not show (a version's
 * errors without an envelope) gets none, nor a code whose own fields the demo data cannot give.
 */
import type { NamedExample } from '../../contract/openapi/examples.ts';
import type { ResolvedErrors } from '../../resolve/resolve.ts';
import { problemBody } from '../../server-runtime/replies.ts';
import { errorSchemaName, type ResponseView } from '../../views/errors-view.ts';
import type { OperationView, VersionView } from '../../views/version-view.ts';
import type { WireType } from '../../views/wire-type.ts';
import type { ClientFixture } from '../store.ts';
import { fill, shown, type Components } from './fill.ts';

export interface ErrorContext {
  view: VersionView;
  errors: ResolvedErrors;
  components: Components;
  /** The clients of the tenant the examples are of. */
  clients: readonly ClientFixture[];
}

/**
 * The examples of a version's error responses: most operations list the same statuses with the
 * same bodies, so each response alike (status, codes, scope, description and bodies) is made once
 * and its examples shared.
 */
export class ErrorExamples {
  /** The names of the codes' own schemas. */
  readonly #owned: ReadonlySet<string>;
  readonly #made = new Map<string, Record<string, Record<string, NamedExample>>>();

  constructor(readonly context: ErrorContext) {
    this.#owned = new Set(Object.keys(context.errors.codes).map(errorSchemaName));
  }

  of(op: OperationView, response: ResponseView): Record<string, Record<string, NamedExample>> {
    const bodies = response.content.map((c) => `${c.mediaType} ${typeKey(c.type)}`);
    // A body given inline (no named schema) is made for its operation alone.
    if (bodies.some((b) => b.endsWith(' '))) return errorExamples(this.context, this.#owned, op, response);
    const key = [response.status, response.description, op.scope?.name ?? '', ...response.errorCodes, ...bodies].join('\0');
    let made = this.#made.get(key);
    if (made === undefined) this.#made.set(key, (made = errorExamples(this.context, this.#owned, op, response)));
    return made;
  }
}

/** The named schemas a body is made of (empty for a body given inline). */
function typeKey(type: WireType): string {
  if (type.kind === 'ref') return type.name;
  if (type.kind === 'union' && type.variants.every((v) => v.kind === 'ref')) return type.variants.map(typeKey).join('|');
  return type.kind === 'unknown' ? 'unknown' : '';
}

/** The scopes of the first demo client that lacks `scope` (none when every client holds it). */
function scopesWithout(context: ErrorContext, scope: string): string[] {
  const all = context.view.auth.kind === 'oauth2' ? context.view.auth.scopes.map((s) => s.name) : [];
  const held = context.clients.map((c) => (c.scopes === 'all' ? all : c.scopes)).find((scopes) => !scopes.includes(scope));
  return held ? [...held] : [];
}

/** The fields a code carries beyond the envelope, with the values an answer to `op` has (the scope fields). */
function carried(context: ErrorContext, op: OperationView): Record<string, unknown> {
  const fields = context.view.errorFacts.scopeFields;
  if (!fields || !op.scope) return {};
  return { [fields.required]: op.scope.name, [fields.provided]: scopesWithout(context, op.scope.name) };
}

/** The variants a body of `code` may be: the code's own schema where it has one, else every variant that is no code's own (`owned`). */
function variantsOf(type: WireType, code: string | undefined, owned: ReadonlySet<string>): WireType[] {
  const variants = type.kind === 'union' ? type.variants : [type];
  const own = variants.find((v) => v.kind === 'ref' && code !== undefined && v.name === errorSchemaName(code));
  if (own) return [own];
  return variants.filter((v) => v.kind !== 'ref' || !owned.has(v.name));
}

/** One example body of `response` for `code` (undefined: a body that names no code), or none. */
function exampleOf(
  context: ErrorContext,
  owned: ReadonlySet<string>,
  op: OperationView,
  response: ResponseView,
  type: WireType,
  code: string | undefined,
): unknown {
  const description = (code !== undefined ? context.errors.codes[code]?.description : undefined) ?? response.description;
  const body = problemBody({ status: Number(response.status), error: code ?? '', description, extra: carried(context, op) }, 'envelope');
  // Without a code, the body's code field takes the model's example of it.
  const source = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== ''));
  for (const variant of variantsOf(type, code, owned)) {
    const filled = fill(variant, [source], context.components);
    if (filled) return filled.value;
  }
  return undefined;
}

/** The examples of an error response, by media type and then by code (a body that names none: by its schema's name). */
function errorExamples(
  context: ErrorContext,
  owned: ReadonlySet<string>,
  op: OperationView,
  response: ResponseView,
): Record<string, Record<string, NamedExample>> {
  const out: Record<string, Record<string, NamedExample>> = {};
  for (const { mediaType, type } of response.content) {
    if (!shown(type, context.components)) continue;
    // The codes are those of an envelope: a text body (`Tenant Unknown`) beside it names none.
    const bodies = (type.kind === 'union' ? type.variants : [type]).map((v) => (v.kind === 'ref' ? context.components(v.name) : v));
    const coded = response.errorCodes.length > 0 && bodies.some((body) => body?.kind === 'object');
    const named: Record<string, NamedExample> = {};
    for (const code of coded ? response.errorCodes : [undefined]) {
      const value = exampleOf(context, owned, op, response, type, code);
      const name = code ?? (type.kind === 'ref' ? type.name : 'example');
      if (value !== undefined) named[name] = { summary: code !== undefined ? `\`${code}\`` : name, value };
    }
    if (Object.keys(named).length > 0) out[mediaType] = named;
  }
  return out;
}
