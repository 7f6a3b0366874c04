/**
 * Every diagnostic the compiler can report: one typed table of stable codes, each with its
 * message template and a hint that says how to fix it. Codes are part of the public
 * interface (CI scripts grep for them): never rename one, only add.
 */
export const DIAGNOSTICS = {
  'spec-dir-missing': {
    message: 'No model found: {detail}',
    hint: 'Run from the repository root, or pass --spec <dir> pointing at the folder of spec/*.yaml files.',
  },
  'file-too-large': {
    message: 'The file is {detail}; the limit is {limit}.',
    hint: 'Split the model into several spec/*.yaml files; a hand-written model file should never be this large.',
  },
  'yaml-syntax': {
    message: 'YAML syntax error: {detail}',
    hint: 'Fix the YAML at this position (indentation, an unclosed bracket or quote, a stray tab).',
  },
  'yaml-duplicate-key': {
    message: 'Duplicate key: {detail}',
    hint: 'Each key may appear once in a mapping; merge the two entries or rename one.',
  },
  'yaml-alias-limit': {
    message: 'Too many YAML alias expansions: {detail}',
    hint: 'The model refuses alias bombs; write the repeated content out, or use fewer anchors.',
  },
  'yaml-too-deep': {
    message: 'Values are nested too deeply: {detail}.',
    hint: 'The model needs only a few levels; flatten the structure (declare an embedded object and refer to it with `of`), or remove the runaway nesting.',
  },
  'yaml-alias-cycle': {
    message: 'Alias *{detail} refers to a node that contains it.',
    hint: 'An alias may repeat a node written earlier, not the node it sits in (that would nest without end); write the content out.',
  },
  'yaml-not-mapping': {
    message: 'The file must be a mapping of model sections, found {detail}.',
    hint: 'Start the file with a section such as `resources:` or `operations:`.',
  },
  'schema-unknown-key': {
    message: 'Unknown key `{detail}`.',
    hint: 'Check the spelling against the model schema (generated/schema/model.schema.json); your editor completes keys when the file starts with the yaml-language-server comment.',
  },
  'schema-missing-key': {
    message: 'Missing required key `{detail}`.',
    hint: 'Add the key; the model schema lists what this element needs.',
  },
  'schema-wrong-type': {
    message: 'Wrong shape: {detail}.',
    hint: 'Compare with a neighbouring element of the same kind; the model schema gives the expected shape.',
  },
  'schema-invalid-value': {
    message: 'Invalid value: {detail}.',
    hint: 'Use one of the allowed values listed in the model schema.',
  },
  'duplicate-section': {
    message: 'Section `{detail}` is also defined in {other}.',
    hint: 'A single-object section (conventions, scopes, errors, migration) lives in exactly one file.',
  },
  'duplicate-entry': {
    message: '`{detail}` is also defined in {other}.',
    hint: 'Names are global across spec files; rename one of the two entries.',
  },
  'missing-section': {
    message: 'No spec file defines the `{detail}` section.',
    hint: 'Every model needs conventions, versions, resources, operations, scopes, errors and migration.',
  },
  'unknown-reference': {
    message: 'Unknown {kind} `{detail}`.',
    hint: 'Declare it, or correct the name; known {kind}s: {known}.',
  },
  'undeclared-scope': {
    message: 'Scope `{detail}` is not declared in the scopes section.',
    hint: 'Declare it under scopes.read, scopes.readWrite or scopes.special, or correct the name.',
  },
  'missing-scope': {
    message: 'Operation `{detail}` of a scoped version names no scope.',
    hint: 'Add `scope:`; mark it `inferred` with a reason when the specification does not state it.',
  },
  'unexpected-scope': {
    message: 'Operation `{detail}` names a scope, but its version does not use OAuth scopes.',
    hint: 'Remove `scope:`; only OAuth 2.0 versions have scopes.',
  },
  'path-parameter-mismatch': {
    message: 'Path parameter `{detail}` {problem}.',
    hint: 'Every `{name}` in the path needs an entry in pathParams, and every pathParams entry a `{name}` in the path.',
  },
  'duplicate-route': {
    message: '{detail} is also defined by operation `{other}`.',
    hint: 'Each method and path may be defined once per version.',
  },
  'provenance-conflict': {
    message: 'An element cannot be both inferred and unspecified.',
    hint: 'Keep `unspecified` when the specification says "not shown"; keep `inferred` when the model assumes a value.',
  },
  'unnamed-parameter': {
    message: 'A parameter without a name must say why with `unspecified`.',
    hint: 'Add `name:`, or `unspecified: The name of ... is not shown.`',
  },
  'type-facet-mismatch': {
    message: '{detail}',
    hint: 'Each semantic type takes its own keys: enum → enum, reference → to, object → of or fields, array → items, map → values, money → currency.',
  },
  'filter-outside-query': {
    message: 'Type `filter` describes the `filter[<attribute>][<operator>]` query parameter; it cannot be used here.',
    hint: 'Use `filter` only as a query parameter\'s schema (or the items of one); a filterable attribute, field or payload takes the type of the value it compares.',
  },
  'invalid-pattern': {
    message: 'Pattern `{detail}` is not a valid regular expression: {problem}.',
    hint: 'Patterns are ECMAScript regular expressions, anchored with ^ and $.',
  },
  'unknown-field': {
    message: '`{detail}` is not a field of {other}.',
    hint: 'Pick only fields the named object declares.',
  },
  'unknown-shape': {
    message: '{detail} has no shape variants.',
    hint: 'Only resources that declare `shapes: [list, single]` can be referred to by shape or mark fields with `shapes`.',
  },
  'mapping-version-mismatch': {
    message: 'Mapping entry `{detail}` should name a {kind} operation.',
    hint: 'A mapping row\'s `from` names an operation of the migration\'s `from` version, its `to` one of the `to` version (or null).',
  },
  'token-operation': {
    message: '{detail}',
    hint: 'auth.tokenOperation names an operation of the same version with `authenticated: false`.',
  },
  'area-scope': {
    message: 'Area `{detail}` names undeclared scope `{other}`.',
    hint: 'Declare the scope, or correct the name.',
  },
  'shared-failure-status': {
    message: 'Status {detail} answers both `appliesTo: {other}` and `appliesTo: {kind}`.',
    hint: 'Each kind of failure needs its own status: clients tell failures apart by status (a kind without a row answers HTTP\'s own status: 400, 401, 403, 404, 405, 422). Give this row the status the specification states for it.',
  },
  'missing-envelope-error': {
    message: 'The error envelope has no `error` field.',
    hint: 'The envelope needs `error` (presence: always): clients branch on it.',
  },
  'cyclic-pick': {
    message: 'Field `{detail}` picks itself (through {other}).',
    hint: 'A `pick` is expanded inline; refer to the object with `of` and no `pick` to break the cycle.',
  },
  'server-variable-mismatch': {
    message: 'Server variable `{detail}` {problem}.',
    hint: 'Every `{name}` in a server URL needs an entry in variables, and every variable a `{name}` in the URL.',
  },
  'duplicate-name': {
    message: 'The {detail} is also used by resource `{other}`.',
    hint: 'Resources need distinct names in every version (their schemas and tags are named after them); rename one.',
  },
  'template-error': {
    message: 'Documentation template error: {detail}',
    hint: 'Fix the Handlebars template at this position; every `{{name}}` must be a field of the page context (see src/emit/docs/pages/).',
  },
  'resume-choices-field': {
    message: 'Error code `{detail}` resumes with choices from `{other}`, which is not an array field of its body.',
    hint: '`resume.choices` names one of the code\'s own `fields`, of type `array`: the list the client chooses from.',
  },
  'resume-resend-field': {
    message: 'Operation `{detail}` lists error code `{other}`, which is re-sent with body field `{kind}`, but its body has no such field.',
    hint: 'Every operation listing a code with `resume` needs a body whose `fields` include the `resume.resend` field, or the client could not re-send the choice.',
  },
} as const satisfies Record<string, { message: string; hint: string }>;

export type DiagnosticCode = keyof typeof DIAGNOSTICS;
