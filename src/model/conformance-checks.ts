/**
 * The conformance checks of `verify`, as rows (after Schemathesis's checks list and oasdiff's
 * `checker/` rules): each with its stable id, the rule it tests in one sentence, and the model
 * elements it derives its requests and expectations from (`tests`: model pointers, `*` for any one
 * key). `verify` runs the checks of this table (src/verify/checks/, a family per id prefix); the
 * generated rules page lists, for each of the model's rule sentences, the checks whose `tests`
 * meet the elements the rule points at. A check id is public: never renamed.
 */

export interface ConformanceCheck {
  id: string;
  rule: string;
  /** The model elements whose data the check reads (a pointer covers what is below it). */
  tests: readonly string[];
}

export const CONFORMANCE_CHECKS = [
  {
    id: 'tenant.missing',
    rule: 'A request without the tenant header gets the Tenant Unknown answer before credentials are examined.',
    tests: [
      'errors.tenantUnknown',
      'errors.statuses.*[tenantUnknown=true]',
      'conventions.tenantHeader.readBeforeAuthentication',
      'conventions.servers.*.tenantHeader',
      'operations.*.authenticated',
    ],
  },
  {
    id: 'tenant.unknown',
    rule: 'A request naming an unknown tenant gets the Tenant Unknown answer before credentials are examined.',
    tests: ['errors.tenantUnknown', 'errors.statuses.*[tenantUnknown=true]', 'conventions.tenantHeader.readBeforeAuthentication', 'operations.*.authenticated'],
  },
  {
    id: 'tenant.own-domain',
    rule: 'A request sent to an organisation’s own domain without the tenant header is answered as the same request with the header.',
    tests: ['conventions.servers.*[tenantHeader=false]'],
  },
  {
    id: 'auth.none',
    rule: 'An authenticated operation refuses a request without credentials with the version’s invalid-credential answer.',
    tests: ['versions.*.auth.kind', 'versions.*.auth.header', 'errors.statuses.*[appliesTo=authenticated]'],
  },
  {
    id: 'auth.wrong',
    rule: 'An authenticated operation refuses a wrong credential with the version’s invalid-credential answer.',
    tests: ['versions.*.auth.kind', 'versions.*.auth.header', 'errors.statuses.*[appliesTo=authenticated]'],
  },
  {
    id: 'auth.other-version',
    rule: 'An authenticated operation refuses the credential of another version (API key vs. bearer token).',
    tests: ['versions.*.auth.kind', 'migration.changes'],
  },
  {
    id: 'auth.token-client',
    rule: 'The token operation refuses a wrong client secret with the model’s status and OAuth error code.',
    tests: ['errors.oauth.statuses', 'errors.oauth.rejectedClient', 'versions.*.auth.tokenOperation'],
  },
  {
    id: 'auth.token-grant',
    rule: 'The token operation refuses a grant type other than the model’s with its invalid-request status.',
    tests: ['errors.oauth.statuses', 'versions.*.auth.tokenOperation'],
  },
  {
    id: 'auth.scope-intersection',
    rule: 'A token asked for a scope the client holds and one it does not is granted the held one only (never refused), and the unheld one’s operation answers it as lacking the scope.',
    tests: ['versions.*.auth.grantedScope', 'operations.*.responses.*.body.fields.scope'],
  },
  {
    id: 'auth.no-refresh-token',
    rule: 'A token answer carries no refresh token.',
    tests: ['versions.*.auth.refreshToken'],
  },
  {
    id: 'scope.insufficient',
    rule: 'A token lacking the operation’s scope gets the insufficient-scope answer naming the scope.',
    tests: ['operations.*.scope', 'scopes.read.*', 'errors.codes.*.carries', 'errors.codes.*.scopeFields', 'errors.statuses.*[appliesTo=scoped]'],
  },
  {
    id: 'scope.sufficient',
    rule: 'A token holding exactly the operation’s scope is not refused for scope or credentials.',
    tests: ['operations.*.scope', 'scopes.read.*', 'operations.*.body.schema.fields.scope'],
  },
  {
    id: 'list.filter',
    rule: 'Every record a filtered list answers satisfies the filter, and a filter some listed record satisfies answers records.',
    tests: ['operations.*.filterable', 'parameters.*[schema.type=filter]', 'versions.*.wire.money'],
  },
  {
    id: 'list.date-range',
    rule: 'Every record a list answers for a date range lies within it (both ends taken as inclusive), and a record strictly inside it is answered.',
    tests: ['conventions.formats.dateRange', 'parameters.*[schema.type=dateRange]', 'operations.*.query'],
  },
  {
    id: 'list.or',
    rule: 'A list with `or[]` groups answers only records satisfying one of the groups, and records of each group.',
    tests: ['parameters.*[schema.items.type=filter]'],
  },
  {
    id: 'list.sort',
    rule: 'A sorted list answers its records in the order asked, ascending and descending.',
    tests: ['conventions.formats.sort', 'parameters.*[schema.type=sort]', 'parameters.*[schema.type=map]', 'operations.*.query'],
  },
  {
    id: 'list.multi-sort',
    rule: 'A list sorted by a comma-separated list of `field:direction` pairs answers its records ordered by the first pair, then the next.',
    tests: ['conventions.formats.sort', 'parameters.*[schema.type=sort]'],
  },
  {
    id: 'list.default-order',
    rule: 'A list called without a sort answers its records in the default order (created, descending).',
    tests: ['conventions.defaultOrder'],
  },
  { id: 'list.limit', rule: 'A list called with `limit` answers at most that many records.', tests: ['parameters.*[name=limit]'] },
  {
    id: 'list.pages',
    rule: 'Consecutive pages neither repeat a record nor skip one the list holds.',
    tests: ['parameters.*[name=page]', 'parameters.*[name=limit]'],
  },
  { id: 'record.read-back', rule: 'A record a list answers reads back by its id, with the same id.', tests: ['operations.*.pathParams'] },
  { id: 'record.absent', rule: 'A record that does not exist gets the version’s not-found answer.', tests: ['errors.statuses.*[appliesTo=record]'] },
  {
    id: 'record.given',
    rule: 'A record the credentials file gives is answered by every operation that reads it by id: the record itself, or the answer the model shows (a redirect, or its message).',
    tests: ['operations.*[method=GET].pathParams', 'operations.*[method=GET].responses'],
  },
  {
    id: 'method.not-allowed',
    rule: 'A method a path does not take, sent at a record that does not exist, is answered 405 with an `Allow` header naming the methods the path takes.',
    tests: ['behaviour.methods', 'errors.statuses.*[appliesTo=path]'],
  },
  {
    id: 'help.content',
    rule: 'A `/help` operation lists exactly the filterable attributes of the list it describes, with their operators and enum values.',
    tests: ['operations.*.describes', 'operations.*.filterable'],
  },
  {
    id: 'isolation.read',
    rule: 'A record of one tenant read by id as another is answered exactly as a record that does not exist.',
    tests: ['errors.statuses.*[appliesTo=record]'],
  },
  { id: 'isolation.list', rule: 'A tenant’s lists never hold another tenant’s records.', tests: ['errors.statuses.*[appliesTo=record]'] },
  {
    id: 'isolation.write',
    rule: 'Another tenant’s change or delete of a record is answered exactly as one of a record that does not exist, and changes nothing.',
    tests: ['errors.statuses.*[appliesTo=record]'],
  },
  {
    id: 'robust.malformed-json',
    rule: 'A body that is not JSON, sent as JSON, gets a 4xx answer, never a 5xx.',
    tests: ['errors.statuses.*[appliesTo=every]', 'errors.oauth.statuses'],
  },
  {
    id: 'robust.media-type',
    rule: 'A body of a media type the operation does not take gets a 4xx answer, never a 5xx.',
    tests: ['errors.statuses.*[appliesTo=every]', 'errors.oauth.statuses', 'operations.*.body.mediaType'],
  },
  { id: 'robust.oversized', rule: 'An oversized path or query value gets a 4xx answer, never a 5xx.', tests: ['errors.statuses.*[appliesTo=every]'] },
  {
    id: 'robust.unknown-operation',
    rule: 'A path no operation has gets the version’s not-found answer, never a 5xx.',
    tests: ['errors.statuses.*[appliesTo=record]', 'versions.*.root'],
  },
  { id: 'write.create', rule: 'A create answers the record it made, with an id and the value sent.', tests: ['operations.*[method=POST].body'] },
  { id: 'write.read-back', rule: 'A created record reads back by its id with the value sent.', tests: ['operations.*[method=POST].body'] },
  {
    id: 'write.delete',
    rule: 'A created record can be deleted by its id (the run removes what it created).',
    tests: ['operations.*[method=DELETE].responses'],
  },
  {
    id: 'write.gone',
    rule: 'A deleted record is gone: asked for again, it gets the answer of a record that does not exist.',
    tests: ['errors.statuses.*[appliesTo=record]'],
  },
  {
    id: 'write.given',
    rule: 'With `--allow-writes`, an operation that changes a record the credentials file gives (a PATCH or PUT answering a body of its own fields, never a delete) succeeds.',
    tests: ['operations.*[method=PATCH]', 'operations.*[method=PUT]'],
  },
  {
    id: 'workflow.precondition',
    rule: 'A workflow operation sent for a record in a status it is not accepted from gets the wrong-state answer (status and code) and changes nothing.',
    tests: ['behaviour.stateMachines.*.transitions.*.from', 'behaviour.stateMachines.*.wrongState', 'errors.statuses.*[appliesTo=writes]'],
  },
  {
    id: 'workflow.transition',
    rule: 'A workflow operation sent for a record in a status it is accepted from succeeds and moves the record, read back, to the status it leads to.',
    tests: ['behaviour.stateMachines.*.transitions', 'behaviour.stateMachines.*.field', 'behaviour.preconditions.*'],
  },
  {
    id: 'precondition.actionable',
    rule: 'An actionable refusal carries its status, code and non-empty list of choices, and the same request sent again with the choices filled in succeeds.',
    tests: ['errors.codes.*[resume]'],
  },
  {
    id: 'response.valid',
    rule: 'Every answer is valid against the published document: status, media type, headers and body.',
    tests: [
      'operations.*.responses',
      'versions.*.wire',
      'versions.*.errorBodies',
      'errors.envelope',
      'errors.codes.*',
      'errors.oauth',
      'errors.tenantUnknown',
      'conventions.formats.timestamp',
      'conventions.formats.date',
      'resources.*',
    ],
  },
  {
    id: 'response.error-code',
    rule: 'An error envelope carries a code its operation lists for that status.',
    tests: ['errors.statuses.*', 'errors.codes.*', 'errors.envelope'],
  },
  {
    id: 'deprecation.headers',
    rule: 'Deprecation (RFC 9745) and Sunset (RFC 8594) headers are sent, in their standard forms, on exactly the deprecated operations.',
    tests: ['operations.*.deprecated'],
  },
] as const satisfies readonly ConformanceCheck[];

export type ConformanceCheckId = (typeof CONFORMANCE_CHECKS)[number]['id'];

/** The rows of the checks whose ids start with `family.` (`tenant`, `auth`, …), in the table's order. */
export function checksOf(family: string): ConformanceCheck[] {
  return CONFORMANCE_CHECKS.filter((c) => c.id.startsWith(`${family}.`));
}

/** One key of a pattern: a key or `*`, and a condition on the element it names (`*[schema.type=sort]`, or `*[resume]`: it has one). */
interface PatternKey {
  key: string;
  where?: { path: string[]; value?: string };
}

function patternKeys(pattern: string): PatternKey[] {
  // A condition's path holds dots of its own: split only outside brackets.
  return (pattern.match(/[^.[]+(\[[^\]]*\])?/g) ?? []).map((part) => {
    const condition = /^([^[]+)\[([^=\]]+)(?:=([^\]]*))?\]$/.exec(part);
    if (!condition) return { key: part };
    return { key: condition[1]!, where: { path: condition[2]!.split('.'), ...(condition[3] !== undefined ? { value: condition[3] } : {}) } };
  });
}

function valueAt(root: unknown, keys: readonly string[]): unknown {
  let at = root;
  for (const key of keys) at = typeof at === 'object' && at !== null ? (at as Record<string, unknown>)[key] : undefined;
  return at;
}

/** A condition's value: equal to the one given (as text), or present where none is given. */
const holds = (value: unknown, expected: string | undefined): boolean => (expected === undefined ? value !== undefined : String(value) === expected);

/**
 * Whether a check's pattern covers a rule's pointer: the pattern is as long as the pointer or
 * shorter, each key equal or `*`, and each condition holds of the element it names in `model`.
 * So a check covers what is below what it reads, never the whole of a larger element.
 */
export function patternCovers(pattern: string, pointer: string, model: unknown): boolean {
  const keys = patternKeys(pattern);
  const target = pointer.split('.');
  if (keys.length > target.length) return false;
  return keys.every(
    (k, i) => (k.key === '*' || k.key === target[i]) && (!k.where || holds(valueAt(valueAt(model, target.slice(0, i + 1)), k.where.path), k.where.value)),
  );
}

/** The checks that read what `pointers` hold in `model`, in the table's order. */
export function checksTesting(pointers: readonly string[], model: unknown): ConformanceCheck[] {
  return CONFORMANCE_CHECKS.filter((check) => check.tests.some((pattern) => pointers.some((pointer) => patternCovers(pattern, pointer, model))));
}
