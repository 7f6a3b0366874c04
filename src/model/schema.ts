/**
 * The structure of the hand-written model in `spec/`, declared once.
 *
 * TypeBox gives both the JSON Schema (checked by Ajv at load time, and written to
 * `generated/schema/model.schema.json` so editors complete and check the YAML) and the
 * TypeScript types of the raw model, so the two can never disagree.
 *
 * Provenance: every element that can carry a fact accepts `inferred: <reason>`,
 * `unspecified: <reason>` or `observed: { server, date, question, seen }`; an element with none
 * is stated by the specification.
 */
import { Type, type Static, type TSchema } from '@sinclair/typebox';

const closed = { additionalProperties: false } as const;

/**
 * A map whose keys follow a pattern. TypeBox writes key patterns as `patternProperties`, which
 * alone would let any other key through unchecked; `additionalProperties: false` makes a
 * badly named key an error (`schema-unknown-key`) instead of a silent pass.
 */
function Dict<K extends TSchema, V extends TSchema>(key: K, value: V, options: { description?: string } = {}) {
  return Type.Record(key, value, { ...options, additionalProperties: false });
}

/** A string enum as a plain JSON Schema `enum`: one clear error instead of one per `anyOf` branch. */
function StringEnum<const T extends readonly string[]>(values: T, options: { description?: string } = {}) {
  return Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...options });
}

const provenance = {
  inferred: Type.Optional(Type.String({ minLength: 1, description: 'Not stated by the specification: why the model assumes it.' })),
  unspecified: Type.Optional(Type.String({ minLength: 1, description: 'What the specification does not show about this element.' })),
  observed: Type.Optional(
    Type.Object(
      {
        server: Type.String({ minLength: 1, description: 'The server it was observed on (its base URL).' }),
        date: Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$', description: 'The day it was observed (YYYY-MM-DD).' }),
        question: Type.String({ minLength: 1, description: 'The open question it answers (the `unspecified` or `inferred` reason it replaces).' }),
        seen: Type.Array(Type.String({ minLength: 1 }), { minItems: 1, description: 'What the server was seen to do.' }),
      },
      {
        ...closed,
        description: 'Not stated by the specification: seen on a running server (`verify --suggest` writes it), to be confirmed by the API owners.',
      },
    ),
  ),
};

const Description = Type.String({ minLength: 1 });
/** `MAJOR.MINOR.PATCH` (semver 2.0.0, without pre-release or build parts). */
export const REVISION_PATTERN = '^(0|[1-9][0-9]*)\\.(0|[1-9][0-9]*)\\.(0|[1-9][0-9]*)$';
const Identifier = Type.String({ pattern: '^[a-z][a-z0-9_]*$', description: 'snake_case name' });
const OperationId = Type.String({ pattern: '^[a-z][A-Za-z0-9]*$', description: 'camelCase operationId' });
const ScopeName = Type.String({ pattern: '^[a-z_]+(:(read|write))?$' });
const StatusKey = Type.String({ pattern: '^([1-5][0-9][0-9]|[1-5]XX|default)$' });
const Example = Type.Union([Type.String(), Type.Number(), Type.Boolean()]);

/**
 * An element's deprecation: since when it is deprecated, when it stops working (its sunset),
 * and what replaces it. Dates are checked by rule (a calendar date, the sunset not before
 * `since`), and the replacement must name an element of the same kind.
 */
export const DeprecationSpec = Type.Object(
  {
    since: Type.String({ minLength: 1, description: 'The date (YYYY-MM-DD) from which the element is deprecated.' }),
    sunset: Type.Optional(Type.String({ minLength: 1, description: 'The date (YYYY-MM-DD) after which the element may stop working.' })),
    replacement: Type.Optional(
      Type.String({
        minLength: 1,
        description:
          'What to use instead: an operationId, a sibling field, a parameter of the same operation (a shared one by its key, as in `query:`), a sibling filter attribute or a value of the same enum.',
      }),
    ),
    note: Type.Optional(Description),
  },
  { ...closed, description: 'Marks the element deprecated.' },
);
export type DeprecationSpecT = Static<typeof DeprecationSpec>;

export const SEMANTIC_TYPES = [
  'string',
  'id',
  'boolean',
  'integer',
  'decimal',
  'money',
  'currency',
  'timestamp',
  'date',
  'enum',
  'reference',
  'object',
  'array',
  'map',
  'dateRange',
  'sort',
  'filter',
  'unknown',
] as const;
export type SemanticType = (typeof SEMANTIC_TYPES)[number];

export const SHAPES = ['list', 'single'] as const;
export const APPLIES_TO = ['every', 'authenticated', 'scoped', 'record', 'writes', 'path'] as const;
export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
const Shape = StringEnum(SHAPES);

/** A field, parameter value or payload, described by its semantic type (recursive). */
export const FieldSpecSchema = Type.Recursive(
  (Self) =>
    Type.Object(
      {
        type: StringEnum(SEMANTIC_TYPES),
        description: Type.Optional(Description),
        example: Type.Optional(Example),
        enum: Type.Optional(Identifier),
        to: Type.Optional(Identifier),
        of: Type.Optional(Identifier),
        pick: Type.Optional(Type.Array(Identifier, { minItems: 1 })),
        shape: Type.Optional(Shape),
        fields: Type.Optional(Dict(Type.String({ pattern: '^[a-z][a-z0-9_]*$' }), Self)),
        items: Type.Optional(Self),
        values: Type.Optional(Self),
        currency: Type.Optional(Identifier),
        shapes: Type.Optional(Type.Array(Shape, { minItems: 1, uniqueItems: true })),
        sortFields: Type.Optional(Type.Array(Identifier, { minItems: 1 })),
        minimum: Type.Optional(Type.Integer({ description: 'The least value an integer takes (published where the integer travels as a JSON number).' })),
        wire: Type.Optional(
          Type.Literal('native', { description: 'Rendered as a JSON number/boolean even in a version whose wire table renders scalars as strings.' }),
        ),
        required: Type.Optional(Type.Boolean()),
        deprecated: Type.Optional(DeprecationSpec),
        ...provenance,
      },
      closed,
    ),
  { $id: 'FieldSpec' },
);
export type FieldSpec = Static<typeof FieldSpecSchema>;
/** Everywhere else refers to FieldSpec by $ref, so the schema holds one definition. */
const FieldSpecRef = Type.Ref(FieldSpecSchema);

const WireSchema = Type.Object(
  {
    type: StringEnum(['string', 'integer', 'number', 'boolean'] as const),
    pattern: Type.Optional(Type.String()),
    format: Type.Optional(Type.String()),
    enum: Type.Optional(Type.Array(Type.String())),
    description: Type.Optional(Description),
    ...provenance,
  },
  closed,
);

const ServerSpec = Type.Object(
  {
    title: Description,
    url: Type.String({ description: 'URL template; {variable} parts are described in variables.' }),
    variables: Dict(Identifier, Type.Object({ default: Type.String(), description: Description, ...provenance }, closed)),
    tenantHeader: Type.Optional(
      Type.Boolean({
        description:
          'Whether requests to this server must carry the tenant header; stated on every server of a model with a tenant header, left out of one without.',
      }),
    ),
    description: Type.Optional(Description),
    ...provenance,
  },
  closed,
);

/** A model path written with dots (`behaviour.stateMachines.project_status.transitions.submitProject`), list items by index. */
const ModelPointer = Type.String({
  pattern: '^[a-zA-Z][A-Za-z0-9_]*(\\.[^.\\s]+)*$',
  description: 'A model path, its keys joined with dots; a list item by its index.',
});

/**
 * A rule the specification states, in its words. `data` names where the model holds it as data
 * (what the artefacts, the sandbox and `verify` read); a rule no server or client shows says why
 * in `proseOnly` instead. The generated rules page traces each one.
 */
const Rule = Type.Object(
  {
    id: Identifier,
    text: Description,
    data: Type.Optional(
      Type.Array(ModelPointer, {
        minItems: 1,
        uniqueItems: true,
        description: 'The model elements that hold this rule as data, by their model paths.',
      }),
    ),
    proseOnly: Type.Optional(
      Type.String({ minLength: 1, description: 'Why the rule is text only: no server answer or client behaviour shows it (who issues credentials).' }),
    ),
    ...provenance,
  },
  closed,
);

const ConventionsSpec = Type.Object(
  {
    title: Description,
    description: Description,
    brand: Type.Optional(Type.String({ pattern: '^[a-z][a-z0-9-]*$', description: 'The tenant header is `<brand><suffix>`.' })),
    tenantHeader: Type.Optional(
      Type.Object(
        {
          suffix: Type.String(),
          description: Description,
          value: FieldSpecRef,
          readBeforeAuthentication: Type.Optional(
            Type.Boolean({
              description:
                'Whether the header is read before the credentials: a missing or unknown tenant is then answered without examining them (`Tenant Unknown` before any 401). Left out: not stated.',
            }),
          ),
          rules: Type.Array(Rule, { minItems: 1 }),
        },
        {
          ...closed,
          description: 'The header naming the tenant (the organisation) of a request; left out for an API without tenants.',
        },
      ),
    ),
    servers: Dict(Identifier, ServerSpec),
    tokenServer: Type.Optional(Identifier),
    formats: Type.Optional(
      Dict(
        Type.String({ pattern: '^[a-z][A-Za-z]*$', description: 'A semantic type name (timestamp, date, dateRange, sort).' }),
        Type.Object({ shape: Type.String(), pattern: Type.String(), description: Description, ...provenance }, closed),
        { description: 'The shape of each date, timestamp, date-range and sort value the model uses.' },
      ),
    ),
    defaultOrder: Type.Optional(
      Type.Object(
        { field: Identifier, direction: StringEnum(['asc', 'desc'] as const), ...provenance },
        { ...closed, description: 'The order of a list call that asks for none. Left out: not stated.' },
      ),
    ),
    listFields: Type.Optional(
      Dict(Identifier, Type.Object({ field: Identifier, ...provenance }, closed), {
        description:
          'A name a list call sorts or filters by (a sort field, a date-range parameter, the default order) that stands for a record field of another name (`created` for `created_at`): that field. A name not listed stands for the record field of the same name.',
      }),
    ),
    rules: Type.Optional(Dict(Identifier, Type.Array(Rule, { minItems: 1 }))),
    publication: Type.Object(
      {
        license: Type.Object({ name: Description, url: Type.String({ pattern: '^https://' }) }, closed),
        contact: Type.Object({ name: Description, url: Type.String(), email: Type.String() }, closed),
        internal: Type.Boolean({ description: 'Whether the documented servers are internal (x-internal); partner-facing documents say false.' }),
        clientPackage: Type.String({ pattern: '^(@[a-z0-9-]+/)?[a-z0-9-]+$', description: 'npm name of the generated client package.' }),
        ...provenance,
      },
      { ...closed, description: 'Metadata of the published OpenAPI documents (not an API fact).' },
    ),
  },
  closed,
);

const ApiKeyAuth = Type.Object(
  {
    kind: Type.Literal('apiKey'),
    header: Type.String(),
    description: Description,
    steps: Type.Array(Rule, { minItems: 1 }),
  },
  closed,
);
const BearerAuth = Type.Object(
  {
    kind: Type.Literal('bearer'),
    description: Description,
    steps: Type.Array(Rule, { minItems: 1 }),
  },
  {
    ...closed,
    description: 'A bearer token (`Authorization: Bearer <token>`) issued outside the API: the API has no token operation.',
  },
);
const OAuthAuth = Type.Object(
  {
    kind: Type.Literal('oauth2ClientCredentials'),
    tokenOperation: OperationId,
    description: Description,
    grantedScope: Type.Optional(
      StringEnum(['intersection'] as const, {
        description:
          'What a token is granted: `intersection`, the scopes both requested and held by the client (a scope it does not hold, or that does not exist, is left out, never refused); all it holds when it asks for none. Left out: not stated.',
      }),
    ),
    refreshToken: Type.Optional(
      Type.Literal(false, {
        description: '`false`: there is no refresh token; when a token expires, a new one is requested the same way. Left out: not stated.',
      }),
    ),
    clientCache: Type.Optional(
      StringEnum(['refreshEarly'] as const, {
        description:
          'What a client does with a token: `refreshEarly`, keep it for its lifetime and request the next one slightly before it expires. Left out: not stated (the generated client still keeps a token for its lifetime).',
      }),
    ),
    steps: Type.Array(Rule, { minItems: 1 }),
  },
  closed,
);

/** How errors answer: the error envelope, or `unspecified` with why their bodies are not shown. */
const ErrorBodiesRule = Type.Union([Type.Literal('envelope'), Type.Object({ unspecified: Description }, closed)]);

const VersionSpec = Type.Object(
  {
    title: Description,
    description: Description,
    root: Type.String({
      pattern: '^(/[A-Za-z0-9._~-]+)*$',
      description: 'The path every operation of the version is below (`/api/v2`, `/library/v1`); empty for a version at the root of its servers.',
    }),
    auth: Type.Union([ApiKeyAuth, OAuthAuth, BearerAuth]),
    wire: Type.Optional(
      Dict(Type.String(), WireSchema, {
        description: 'How each semantic type is rendered on the wire in this version; missing types (or a version without `wire`) use the native rendering.',
      }),
    ),
    resourceFields: Type.Optional(
      Type.Object({ unspecified: Description }, { ...closed, description: 'Set when this version does not show resource fields.' }),
    ),
    errorBodies: ErrorBodiesRule,
    listSyntax: Type.Optional(Type.Array(Rule)),
  },
  closed,
);

const EnumSpec = Type.Object(
  {
    description: Description,
    values: Type.Array(Type.String(), { minItems: 1, uniqueItems: true }),
    deprecatedValues: Type.Optional(Dict(Type.String(), DeprecationSpec, { description: 'Values of `values` that are deprecated.' })),
    ...provenance,
  },
  closed,
);

/** Whether a resource's fields are shown: `stated`, or `unspecified` with what is not shown. */
const ResourceFieldsRule = Type.Union([Type.Literal('stated'), Type.Object({ unspecified: Description }, closed)]);

/** A resource's exceptions to the version-wide rules (`versions.<id>.resourceFields`, `.errorBodies`), which are only defaults. */
const ResourceOverrides = Type.Object(
  {
    resourceFields: Type.Optional(ResourceFieldsRule),
    errorBodies: Type.Optional(ErrorBodiesRule),
  },
  { ...closed, description: "Overrides of the version-wide rules for this resource's payloads." },
);
export type ResourceOverridesT = Static<typeof ResourceOverrides>;

const ResourceSpec = Type.Object(
  {
    title: Description,
    description: Description,
    kind: StringEnum(['resource', 'embedded'] as const),
    names: Type.Optional(
      Dict(Identifier, Type.Object({ singular: Identifier, plural: Identifier }, closed), {
        description: 'Wire names of a top-level resource per version id, where a version names it differently from its key.',
      }),
    ),
    shapes: Type.Optional(Type.Array(Shape, { minItems: 2, uniqueItems: true })),
    fields: Dict(Type.String({ pattern: '^[a-z][a-z0-9_]*$' }), FieldSpecRef),
    overrides: Type.Optional(ResourceOverrides),
    overridesIn: Type.Optional(Dict(Identifier, ResourceOverrides, { description: 'Overrides in one version, by version id; they win over `overrides`.' })),
    ...provenance,
  },
  closed,
);

const ParameterSpec = Type.Object(
  {
    name: Type.Optional(Type.String({ minLength: 1 })),
    description: Description,
    schema: FieldSpecRef,
    required: Type.Optional(Type.Boolean()),
    style: Type.Optional(StringEnum(['form', 'deepObject'] as const)),
    allowReserved: Type.Optional(Type.Boolean()),
    paging: Type.Optional(
      StringEnum(['size', 'number'] as const, {
        description: 'On a list: `size`, the parameter sets how many records a page holds; `number`, which page is answered (from 1).',
      }),
    ),
    matches: Type.Optional(
      Type.String({
        pattern: '^[a-z][a-z0-9_]*$',
        description: 'On a list: the record field the parameter filters on; the list answers the records whose field equals its value.',
      }),
    ),
    deprecated: Type.Optional(DeprecationSpec),
    ...provenance,
  },
  closed,
);
export type ParameterSpec = Static<typeof ParameterSpec>;

const ParameterUse = Type.Object(
  {
    use: Identifier,
    description: Type.Optional(Description),
    sortFields: Type.Optional(Type.Array(Identifier, { minItems: 1 })),
  },
  closed,
);
export type ParameterUse = Static<typeof ParameterUse>;

const BodySpec = Type.Object(
  {
    mediaType: Type.String({ pattern: '^[a-z]+/[a-z0-9.+-]+$' }),
    description: Description,
    schema: FieldSpecRef,
    required: Type.Optional(Type.Boolean()),
    ...provenance,
  },
  closed,
);

const ResponseSpec = Type.Object(
  {
    description: Description,
    mediaType: Type.Optional(Type.String({ pattern: '^[a-z]+/[a-z0-9.+-]+$' })),
    body: Type.Optional(FieldSpecRef),
    headers: Type.Optional(Dict(Type.String(), Type.Object({ description: Description, schema: FieldSpecRef, ...provenance }, closed))),
    error: Type.Optional(Type.String({ description: 'Uses the body of this error (oauth) instead of a payload.' })),
    ...provenance,
  },
  closed,
);

const ScopeRef = Type.Union([ScopeName, Type.Object({ name: ScopeName, ...provenance }, closed)]);

const OperationSpec = Type.Object(
  {
    version: Identifier,
    resource: Identifier,
    method: StringEnum(HTTP_METHODS),
    path: Type.String({ pattern: '^/[A-Za-z0-9_{}/.-]*$' }),
    summary: Description,
    description: Type.Optional(Description),
    pathParams: Type.Optional(Dict(Identifier, ParameterSpec)),
    query: Type.Optional(Type.Array(Type.Union([Identifier, ParameterUse, ParameterSpec]))),
    body: Type.Optional(BodySpec),
    responses: Dict(StatusKey, ResponseSpec),
    scope: Type.Optional(ScopeRef),
    authenticated: Type.Optional(Type.Boolean({ description: 'false for the token request.' })),
    errors: Type.Optional(Type.Array(Identifier, { description: 'Named error codes this operation can return.' })),
    deprecated: Type.Optional(DeprecationSpec),
    describes: Type.Optional(
      Type.String({
        pattern: '^[A-Za-z][A-Za-z0-9_]*$',
        description: 'For a `/help` operation: the list operation (of the same version) whose filterable attributes it answers with.',
      }),
    ),
    filterable: Type.Optional(
      Dict(
        Identifier,
        Type.Object(
          {
            schema: FieldSpecRef,
            operators: Type.Array(Identifier, { minItems: 1 }),
            deprecated: Type.Optional(DeprecationSpec),
            ...provenance,
          },
          closed,
        ),
      ),
    ),
    ...provenance,
  },
  closed,
);
export type OperationSpec = Static<typeof OperationSpec>;

const ScopesSpec = Type.Object(
  {
    description: Description,
    read: Dict(Identifier, Type.Object({ description: Type.Optional(Description), required: Type.Optional(Type.Boolean()) }, closed)),
    readWrite: Dict(Identifier, Type.Object({ write: Description }, closed)),
    special: Dict(Identifier, Type.Object({ description: Description, ...provenance }, closed)),
    advice: Type.Array(Rule),
  },
  closed,
);

const EnvelopeField = Type.Object(
  {
    presence: StringEnum(['always', 'usual', 'some', 'on403'] as const),
    description: Description,
    schema: FieldSpecRef,
  },
  closed,
);

/**
 * How a client resumes after an actionable error: the body lists choices, and the same request
 * is sent again with the chosen values in one of its body fields.
 */
const ResumeSpec = Type.Object(
  {
    choices: Type.String({ pattern: '^[a-z][a-z0-9_]*$', description: "The field of this code's `fields` that lists the choices." }),
    resend: Type.String({
      pattern: '^[a-z][a-z0-9_]*$',
      description: 'The request body field, on every operation that lists this code, that carries the chosen values when the request is sent again.',
    }),
    ...provenance,
  },
  { ...closed, description: 'Makes the code actionable: the generated client raises a class of its own that can re-send the request.' },
);

const ErrorsSpec = Type.Object(
  {
    envelope: Type.Optional(
      Type.Object(
        { description: Description, fields: Dict(Identifier, EnvelopeField) },
        { ...closed, description: 'The JSON body of every error of a version whose `errorBodies` is `envelope`.' },
      ),
    ),
    statuses: Type.Optional(
      Type.Array(
        Type.Object(
          {
            status: Type.Integer({ minimum: 400, maximum: 599 }),
            codes: Type.Optional(Type.Array(Identifier)),
            condition: Description,
            action: Description,
            appliesTo: StringEnum(APPLIES_TO),
            tenantUnknown: Type.Optional(Type.Boolean()),
            ...provenance,
          },
          closed,
        ),
        { minItems: 1 },
      ),
    ),
    codes: Type.Optional(
      Dict(
        Identifier,
        Type.Object(
          {
            status: Type.Integer({ minimum: 400, maximum: 599 }),
            description: Description,
            fields: Type.Optional(Dict(Identifier, FieldSpecRef)),
            carries: Type.Optional(
              Type.Array(Identifier, {
                minItems: 1,
                uniqueItems: true,
                description: 'Envelope fields this code always carries (their presence is conditional elsewhere): required in its body.',
              }),
            ),
            resume: Type.Optional(ResumeSpec),
            scopeFields: Type.Optional(
              Type.Object(
                {
                  required: Type.String({ pattern: '^[a-z][a-z0-9_]*$', description: 'The envelope field naming the scope the operation needs.' }),
                  provided: Type.String({ pattern: '^[a-z][a-z0-9_]*$', description: 'The envelope field listing the scopes the token holds.' }),
                },
                { ...closed, description: 'For the code answering a missing scope: which envelope fields say what is needed and what is held.' },
              ),
            ),
            ...provenance,
          },
          closed,
        ),
      ),
    ),
    tenantUnknown: Type.Optional(
      Type.Object(
        { status: Type.Literal(404), mediaType: Type.Literal('text/plain'), body: Type.String(), description: Description },
        { ...closed, description: 'The answer to a missing or unknown tenant header (a model with a tenant header has one).' },
      ),
    ),
    oauth: Type.Optional(
      Type.Object(
        {
          description: Description,
          fields: Dict(Identifier, FieldSpecRef),
          statuses: Type.Array(Type.Object({ status: Type.Integer(), meaning: Description, conditions: Type.Array(Description), ...provenance }, closed)),
          rejectedClient: Type.Optional(
            Type.Object(
              { code: Identifier, ...provenance },
              {
                ...closed,
                description: 'The `error` code (one of `codes`) the token endpoint answers when client credentials fail; without it, the invalid-request code.',
              },
            ),
          ),
        },
        { ...closed, description: 'The error body of the OAuth token endpoint (a model with an OAuth version has one).' },
      ),
    ),
    messages: Type.Optional(
      Dict(
        Identifier,
        Type.Union([
          Description,
          Type.Object(
            {
              text: Description,
              data: Type.Array(ModelPointer, {
                minItems: 1,
                uniqueItems: true,
                description: 'The responses whose bodies are these messages, by their model paths.',
              }),
            },
            closed,
          ),
        ]),
        {
          description:
            "Per version id: what the specification says of that version's `message` bodies, where it shows no error envelope; with `data`, the responses that carry them.",
        },
      ),
    ),
  },
  closed,
);

/** Moving from one version to another: the versions are named by id, so the model may hold any. */
const MigrationSpec = Type.Object(
  {
    from: Type.String({ pattern: '^[a-z][a-z0-9_]*$', description: 'The id of the version clients move from.' }),
    to: Type.String({ pattern: '^[a-z][a-z0-9_]*$', description: 'The id of the version clients move to.' }),
    description: Description,
    changes: Type.Array(
      Type.Object(
        {
          topic: Identifier,
          title: Description,
          before: Type.String({ minLength: 1, description: 'How the `from` version does it.' }),
          after: Type.String({ minLength: 1, description: 'How the `to` version does it.' }),
          ...provenance,
        },
        closed,
      ),
    ),
    mappings: Type.Array(
      Type.Object(
        {
          from: Type.String({ pattern: '^[a-z][A-Za-z0-9]*$', description: 'An operationId of the `from` version.' }),
          to: Type.Union([OperationId, Type.Null()], { description: 'Its counterpart in the `to` version, or null when it has none.' }),
          note: Type.Optional(Description),
          ...provenance,
        },
        closed,
      ),
    ),
    fromOnly: Type.Array(
      Type.Object(
        { paths: Type.Array(Type.String(), { minItems: 1 }), note: Type.Optional(Description) },
        { ...closed, description: 'Paths of the `from` version with no equivalent in the `to` version.' },
      ),
    ),
    attributes: Type.Optional(
      Type.Array(
        Type.Object(
          {
            from: Identifier,
            to: Identifier,
            rangeStart: Type.Optional(Identifier),
            ...provenance,
          },
          {
            ...closed,
            description:
              "A list parameter or sort field of the `from` version and the filter and sort attribute of the `to` version that stands for the same value; `rangeStart` is the filter operator a date range's start becomes.",
          },
        ),
      ),
    ),
    money: Type.Optional(
      Type.Object(
        {
          minorUnitDigits: Type.Integer({
            minimum: 0,
            // A bound of the tool, not a fact of the API: an amount in minor units beyond 18 digits no longer fits a 64-bit integer.
            maximum: 18,
            description: 'Digits after the decimal point that one minor unit stands for (at most 18).',
          }),
          example: Type.String({ pattern: '^-?[0-9]+\\.[0-9]+$', description: 'An amount in the `from` version, to show the translation with.' }),
          ...provenance,
        },
        { ...closed, description: 'How a money amount of the `from` version reads in the minor units of the `to` version.' },
      ),
    ),
  },
  closed,
);

const AreaSpec = Type.Object(
  {
    title: Description,
    description: Description,
    scopes: Type.Array(ScopeName),
    ...provenance,
  },
  closed,
);

const GapSpec = Type.Object({ area: Description, unspecified: Description }, closed);

/** One release of a version: its revision, its date, and what changed (drafted by `diff --changelog`). */
const ReleaseSpec = Type.Object(
  {
    revision: Type.String({
      pattern: REVISION_PATTERN,
      description:
        "The release's revision (semver). The newest release's is the version's revision, published as `info.version` of its documents: a breaking change needs a new major, an addition a new minor, a description a new patch (`diff --check-revision`).",
    }),
    date: Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$', description: 'YYYY-MM-DD' }),
    entries: Type.Array(
      Type.Object(
        {
          text: Description,
          kind: Type.Optional(Type.String({ pattern: '^[a-z]+(-[a-z]+)*$', description: 'The change kind of the change report.' })),
          breaking: Type.Optional(Type.Boolean()),
        },
        closed,
      ),
      { minItems: 1 },
    ),
  },
  closed,
);

/**
 * What happens to a record's status field: the operations that move it, from which statuses each
 * is accepted and where it leads, and the answer to one sent in a status it is not accepted from.
 * Each part the specification does not show is left out, with the element's `unspecified` (or
 * `inferred`) saying what is open; the sandbox chooses for itself where it must, in its data.
 */
const TransitionSpec = Type.Object(
  {
    from: Type.Optional(
      Type.Array(Type.String({ minLength: 1 }), { minItems: 1, uniqueItems: true, description: 'The statuses the operation is accepted from.' }),
    ),
    to: Type.Optional(Type.String({ minLength: 1, description: 'The status the operation leads to.' })),
    ...provenance,
  },
  { ...closed, description: 'One operation of the state machine; a part left out is not shown, and its provenance says so.' },
);

const StateMachineSpec = Type.Object(
  {
    resource: Identifier,
    field: Type.String({ pattern: '^[a-z][a-z0-9_]*$', description: "The resource's field holding the status: an `enum` field, whose values are the states." }),
    description: Description,
    wrongState: Type.Object(
      {
        status: Type.Integer({ minimum: 400, maximum: 599 }),
        code: Type.String({ pattern: '^[a-z][a-z0-9_]*$', description: 'The error code of the answer (one of `errors.codes`, of that status).' }),
        ...provenance,
      },
      { ...closed, description: 'The answer to an operation sent in a status it is not accepted from.' },
    ),
    transitions: Dict(OperationId, TransitionSpec, { description: 'By operationId: the operations that move the status.' }),
    ...provenance,
  },
  closed,
);

const PreconditionSpec = Type.Object(
  {
    operation: OperationId,
    description: Description,
    error: Type.String({ pattern: '^[a-z][a-z0-9_]*$', description: 'The error code answering a request that does not meet it (one of `errors.codes`).' }),
    ...provenance,
  },
  { ...closed, description: 'A condition an operation checks beyond the status, and the error that answers it.' },
);

const MethodNotTakenSpec = Type.Object(
  {
    version: Identifier,
    path: Type.String({ pattern: '^/[A-Za-z0-9_{}/.-]*$', description: 'A path of the version, as its operations write it.' }),
    method: StringEnum(HTTP_METHODS),
    description: Description,
    ...provenance,
  },
  { ...closed, description: 'A method the specification says a path does not take.' },
);

const BehaviourSpec = Type.Object(
  {
    stateMachines: Type.Optional(Dict(Identifier, StateMachineSpec)),
    preconditions: Type.Optional(Dict(Identifier, PreconditionSpec)),
    methods: Type.Optional(
      Type.Object(
        {
          notListed: Type.Object(
            { description: Description, ...provenance },
            {
              ...closed,
              description:
                "The methods of `HTTP_METHODS` the model lists for no operation of a path: answered with the status table's `path` row and an `Allow` header; its provenance says how far the model's list of paths is complete.",
            },
          ),
          notTaken: Type.Optional(Type.Array(MethodNotTakenSpec)),
        },
        closed,
      ),
    ),
  },
  { ...closed, description: 'What the API does beyond its shapes: state machines, preconditions, the methods a path does not take.' },
);

/** One spec file: every section is optional; sections from all files are merged. */
export const ModelFileSchema = Type.Object(
  {
    conventions: Type.Optional(ConventionsSpec),
    versions: Type.Optional(Dict(Identifier, VersionSpec)),
    enums: Type.Optional(Dict(Identifier, EnumSpec)),
    resources: Type.Optional(Dict(Identifier, ResourceSpec)),
    parameters: Type.Optional(Dict(Identifier, ParameterSpec)),
    operations: Type.Optional(Dict(OperationId, OperationSpec)),
    scopes: Type.Optional(ScopesSpec),
    errors: Type.Optional(ErrorsSpec),
    migration: Type.Optional(MigrationSpec),
    areas: Type.Optional(Dict(Identifier, AreaSpec)),
    gaps: Type.Optional(Dict(Identifier, GapSpec)),
    behaviour: Type.Optional(BehaviourSpec),
    changelog: Type.Optional(
      Dict(Identifier, Type.Array(ReleaseSpec, { minItems: 1 }), {
        description: 'Per version id: its releases, newest first; every version has one at least.',
      }),
    ),
  },
  {
    ...closed,
    $id: 'https://sourcing-api-contract.invalid/model.schema.json',
    title: 'Sourcing Platform API model file',
    $defs: { FieldSpec: FieldSpecSchema },
  },
);

export type ModelFile = Static<typeof ModelFileSchema>;
export type ConventionsSpecT = Static<typeof ConventionsSpec>;
export type VersionSpecT = Static<typeof VersionSpec>;
export type ResourceSpecT = Static<typeof ResourceSpec>;
export type EnumSpecT = Static<typeof EnumSpec>;
export type ScopesSpecT = Static<typeof ScopesSpec>;
export type ErrorsSpecT = Static<typeof ErrorsSpec>;
export type MessagesSpecT = NonNullable<ErrorsSpecT['messages']>[string];

/** The text of a version's message statement, with or without the responses it names. */
export const messageText = (messages: MessagesSpecT | undefined): string =>
  messages === undefined ? '' : typeof messages === 'string' ? messages : messages.text;
export type MigrationSpecT = Static<typeof MigrationSpec>;
export type AreaSpecT = Static<typeof AreaSpec>;
export type GapSpecT = Static<typeof GapSpec>;
export type ReleaseSpecT = Static<typeof ReleaseSpec>;
export type WireSchemaT = Static<typeof WireSchema>;
export type ServerSpecT = Static<typeof ServerSpec>;
export type RuleT = Static<typeof Rule>;
export type BehaviourSpecT = Static<typeof BehaviourSpec>;
export type StateMachineSpecT = Static<typeof StateMachineSpec>;
export type TransitionSpecT = Static<typeof TransitionSpec>;
export type PreconditionSpecT = Static<typeof PreconditionSpec>;

/** Sections that hold one object (must appear in exactly one file) vs keyed maps (merged across files). */
export const SINGLE_SECTIONS = ['conventions', 'scopes', 'errors', 'migration', 'behaviour'] as const;
export const MAP_SECTIONS = ['versions', 'enums', 'resources', 'parameters', 'operations', 'areas', 'gaps', 'changelog'] as const;

/** The JSON Schema as written for editors (yaml-language-server). */
export function modelJsonSchema(): TSchema {
  return ModelFileSchema;
}
