/**
 * Every diagnostic the compiler can report: one table of stable codes, each with its severity,
 * a typed message (src/diagnostics/message.ts) and a hint that says how to fix it. One code
 * names one condition. Hints that describe a table (facets, sections, failure statuses) are
 * built from that table, so they cannot drift from what the rules check. Codes are part of the
 * public interface (CI scripts grep for them): never rename one, only add.
 */
import { ALLOWED_FACETS, describeFacetTable, FACETS_NEEDING_OF, REQUIRED_FACETS } from '../model/facets.ts';
import { describeHttpStatuses } from '../model/failures.ts';
import { SHAPES, SINGLE_SECTIONS } from '../model/schema.ts';
import { SCOPE_GROUPS } from '../model/scopes.ts';
import { REQUIRED_FORMATS, REQUIRED_SECTIONS } from '../model/sections.ts';
import { paramMessage, type Message, type MessageParams } from './message.ts';

/** An error stops the compile; a warning (accepted, but probably a mistake) is printed and fails only under --strict. */
export type Severity = 'error' | 'warning';

interface DiagnosticDefinition {
  severity: Severity;
  message: Message;
  hint: Message;
}

/** `a, b or c`, for hints that list a table's entries. */
function either(items: readonly string[]): string {
  return items.length > 1 ? `${items.slice(0, -1).join(', ')} or ${items.at(-1)}` : (items[0] ?? '');
}

const SPEC_FOLDER_HINT = 'Run from the repository root, or pass --spec <dir> pointing at the folder of spec/*.yaml files.';
const SCHEMA_HINT = 'the model schema (generated/schema/model.schema.json)';

export const DIAGNOSTICS = {
  // ── Loading ─────────────────────────────────────────────────────────────────────────
  'spec-dir-missing': {
    severity: 'error',
    message: paramMessage`No model found: cannot read the folder ${'folder'}/.`,
    hint: SPEC_FOLDER_HINT,
  },
  'spec-dir-empty': {
    severity: 'error',
    message: paramMessage`No model found: the folder ${'folder'}/ holds no .yaml files.`,
    hint: SPEC_FOLDER_HINT,
  },
  'file-too-large': {
    severity: 'error',
    message: paramMessage`The file is ${'size'} bytes; the limit is ${'limit'} bytes.`,
    hint: 'Split the model into several spec/*.yaml files; a hand-written model file should never be this large.',
  },
  'yaml-syntax': {
    severity: 'error',
    message: paramMessage`YAML syntax error: ${'problem'}`,
    hint: 'Fix the YAML at this position (indentation, an unclosed bracket or quote, a stray tab, an alias without its anchor).',
  },
  'yaml-duplicate-key': {
    severity: 'error',
    message: paramMessage`Duplicate key: \`${'key'}\` is already a key of this mapping.`,
    hint: 'Each key may appear once in a mapping; merge the two entries or rename one.',
  },
  'yaml-alias-limit': {
    severity: 'error',
    message: paramMessage`Too many YAML aliases or alias expansions: ${'problem'}`,
    hint: 'The model refuses alias bombs; write the repeated content out, or use fewer anchors.',
  },
  'yaml-too-deep': {
    severity: 'error',
    message: paramMessage`Values are nested too deeply: ${'problem'}.`,
    hint: 'The model needs only a few levels; flatten the structure (declare an embedded object and refer to it with `of`), or remove the runaway nesting.',
  },
  'yaml-alias-cycle': {
    severity: 'error',
    message: paramMessage`Alias *${'alias'} refers to a node that contains it.`,
    hint: 'An alias may repeat a node written earlier, not the node it sits in (that would nest without end); write the content out.',
  },
  'yaml-not-mapping': {
    severity: 'error',
    message: paramMessage`The file must be a mapping of model sections, found ${'found'}.`,
    hint: 'Start the file with a section such as `resources:` or `operations:`.',
  },

  // ── Structure (the model's JSON Schema) ─────────────────────────────────────────────
  'schema-unknown-key': {
    severity: 'error',
    message: paramMessage`Unknown key \`${'key'}\`.`,
    hint: `Check the spelling against ${SCHEMA_HINT}; your editor completes keys when the file starts with the yaml-language-server comment.`,
  },
  'schema-missing-key': {
    severity: 'error',
    message: paramMessage`Missing required key \`${'key'}\` in ${'parent'}.`,
    hint: `Add the key; ${SCHEMA_HINT} lists what this element needs.`,
  },
  'schema-wrong-type': {
    severity: 'error',
    message: paramMessage`Wrong shape at ${'at'}: expected ${'expected'}.`,
    hint: `Compare with a neighbouring element of the same kind; ${SCHEMA_HINT} gives the expected shape.`,
  },
  'schema-invalid-value': {
    severity: 'error',
    message: paramMessage`Invalid value: \`${'key'}\` must be one of ${'allowed'}.`,
    hint: 'Use one of the allowed values.',
  },
  'schema-constraint': {
    severity: 'error',
    message: paramMessage`Invalid value: \`${'key'}\` ${'problem'}.`,
    hint: `Change the value to meet the constraint ${SCHEMA_HINT} states for it (a pattern, a length, a range, a fixed value).`,
  },

  // ── Merging files ───────────────────────────────────────────────────────────────────
  'duplicate-section': {
    severity: 'error',
    message: paramMessage`Section \`${'section'}\` is also defined in ${'file'}.`,
    hint: `A single-object section (${SINGLE_SECTIONS.join(', ')}) lives in exactly one file.`,
  },
  'duplicate-entry': {
    severity: 'error',
    message: paramMessage`\`${'entry'}\` is also defined in ${'file'}.`,
    hint: 'Names are global across spec files; rename one of the two entries.',
  },

  // ── Semantic rules (src/validate/rules/) ────────────────────────────────────────────
  'missing-section': {
    severity: 'error',
    message: paramMessage`No spec file defines the \`${'section'}\` section.`,
    hint: `Every model needs ${either(REQUIRED_SECTIONS)}.`,
  },
  'missing-format': {
    severity: 'error',
    message: paramMessage`conventions.formats has no \`${'format'}\` entry.`,
    hint: `conventions.formats describes ${either(REQUIRED_FORMATS)}: the client and the docs render list values with them.`,
  },
  'invalid-sort-shape': {
    severity: 'error',
    message: paramMessage`The sort shape \`${'shape'}\` does not read \`field<separator>direction<separator>...\`.`,
    hint: 'Write the shape of one sort entry and its repetition, such as `field:direction,...`: the client splits on the separators it reads there.',
  },
  'invalid-date-range-shape': {
    severity: 'error',
    message: paramMessage`The date-range shape \`${'shape'}\` is not two dates (\`${'date'}\`) around one separator.`,
    hint: 'Write the date shape, a separator, then the date shape again, such as `YYYY-MM-DD+TO+YYYY-MM-DD`.',
  },
  'unknown-reference': {
    severity: 'error',
    message: paramMessage`Unknown ${'kind'} \`${'name'}\`.`,
    hint: paramMessage`Declare it, or correct the name; known ${'kind'}s: ${'known'}.`,
  },
  'undeclared-scope': {
    severity: 'error',
    message: paramMessage`Scope \`${'scope'}\` is not declared in the scopes section.`,
    hint: `Declare it under ${either(SCOPE_GROUPS.map((group) => `scopes.${group}`))}, or correct the name.`,
  },
  'missing-scope': {
    severity: 'error',
    message: paramMessage`Operation \`${'operation'}\` of a scoped version names no scope.`,
    hint: 'Add `scope:`; mark it `inferred` with a reason when the specification does not state it.',
  },
  'unexpected-scope': {
    severity: 'error',
    message: paramMessage`Operation \`${'operation'}\` names a scope, but its version does not use OAuth scopes.`,
    hint: 'Remove `scope:`; only OAuth 2.0 versions have scopes.',
  },
  'path-parameter-mismatch': {
    severity: 'error',
    message: paramMessage`Path parameter \`${'name'}\` is in the path but not in pathParams.`,
    hint: 'Every `{name}` in the path needs an entry in pathParams: add it, or correct the placeholder.',
  },
  'unused-path-parameter': {
    severity: 'error',
    message: paramMessage`Path parameter \`${'name'}\` is declared but not in the path.`,
    hint: 'Every pathParams entry needs its `{name}` in the path: remove the entry, or add the placeholder.',
  },
  'duplicate-route': {
    severity: 'error',
    message: paramMessage`${'method'} ${'path'} (${'version'}) is also defined by operation \`${'operation'}\`.`,
    hint: 'Each method and path may be defined once per version (placeholder names do not make paths differ).',
  },
  'provenance-conflict': {
    severity: 'error',
    message: 'An element cannot be both inferred and unspecified.',
    hint: 'Keep `unspecified` when the specification says "not shown"; keep `inferred` when the model assumes a value.',
  },
  'unnamed-parameter': {
    severity: 'error',
    message: 'A parameter without a name must say why with `unspecified`.',
    hint: 'Add `name:`, or `unspecified: The name of ... is not shown.`',
  },
  'type-facet-mismatch': {
    severity: 'error',
    message: paramMessage`Type \`${'type'}\` does not take \`${'facet'}\`.`,
    hint: `Each semantic type takes only its own keys (${describeFacetTable(ALLOWED_FACETS)}); other types take none.`,
  },
  'missing-type-facet': {
    severity: 'error',
    message: paramMessage`Type \`${'type'}\` needs \`${'facet'}\`.`,
    hint: `These types need their key: ${describeFacetTable(REQUIRED_FACETS)}.`,
  },
  'object-definition': {
    severity: 'error',
    message: paramMessage`Type \`object\` needs exactly one of \`of\` (a named object) or \`fields\` (an inline object); this one has ${'found'}.`,
    hint: 'Refer to a declared object with `of`, or list the fields inline with `fields`.',
  },
  'facet-without-of': {
    severity: 'error',
    message: paramMessage`\`${'facet'}\` applies only to a named object (\`of\`).`,
    hint: `${FACETS_NEEDING_OF.map((facet) => `\`${facet}\``).join(' and ')} select from the object \`of\` names: add \`of\`, or remove the key.`,
  },
  'money-currency-mismatch': {
    severity: 'error',
    message: paramMessage`The currency \`${'currency'}\` of this money field is not a sibling field of type \`currency\`.`,
    hint: '`currency` names the field beside the amount that holds its currency code (type `currency`).',
  },
  'filter-outside-query': {
    severity: 'error',
    message: 'Type `filter` describes the `filter[<attribute>][<operator>]` query parameter; it cannot be used here.',
    hint: "Use `filter` only as a query parameter's schema (or the items of one); a filterable attribute, field or payload takes the type of the value it compares.",
  },
  'invalid-pattern': {
    severity: 'error',
    message: paramMessage`Pattern \`${'pattern'}\` is not a valid regular expression: ${'problem'}.`,
    hint: 'Patterns are ECMAScript regular expressions (with the `u` flag), anchored with ^ and $.',
  },
  'unknown-field': {
    severity: 'error',
    message: paramMessage`\`${'field'}\` is not a field of ${'object'}.`,
    hint: 'Pick only fields the named object declares.',
  },
  'unknown-shape': {
    severity: 'error',
    message: paramMessage`Resource \`${'resource'}\` has no shape variants.`,
    hint: `Only resources that declare \`shapes: [${SHAPES.join(', ')}]\` can be referred to by shape or mark fields with \`shapes\`.`,
  },
  'mapping-version-mismatch': {
    severity: 'error',
    message: paramMessage`Mapping entry \`${'operation'}\` should name a ${'version'} operation.`,
    hint: "A mapping row's `from` names an operation of the migration's `from` version, its `to` one of the `to` version (or null).",
  },
  'token-operation': {
    severity: 'error',
    message: paramMessage`Token operation \`${'operation'}\` must be a ${'version'} operation with \`authenticated: false\`.`,
    hint: 'auth.tokenOperation names the operation that issues tokens: one of the same version, which needs no token itself.',
  },
  'help-target': {
    severity: 'error',
    message: paramMessage`Help operation \`${'operation'}\` describes \`${'list'}\`, which is not a GET operation of ${'version'}.`,
    hint: '`describes` names the list operation whose `filterable` attributes the help operation answers with: a GET of the same version.',
  },
  'area-scope': {
    severity: 'error',
    message: paramMessage`Area \`${'area'}\` names undeclared scope \`${'scope'}\`.`,
    hint: 'Declare the scope, or correct the name.',
  },
  'shared-failure-status': {
    severity: 'error',
    message: paramMessage`Status ${'status'} answers both \`appliesTo: ${'first'}\` and \`appliesTo: ${'second'}\`.`,
    hint: `Each kind of failure needs its own status: clients tell failures apart by status (a kind without a row answers HTTP's own status: ${describeHttpStatuses()}). Give this row the status the specification states for it.`,
  },
  'missing-envelope-error': {
    severity: 'error',
    message: 'The error envelope has no `error` field.',
    hint: 'The envelope needs `error` (presence: always): clients branch on it.',
  },
  'cyclic-pick': {
    severity: 'error',
    message: paramMessage`Field \`${'field'}\` picks itself (through ${'through'}).`,
    hint: 'A `pick` is expanded inline; refer to the object with `of` and no `pick` to break the cycle.',
  },
  'server-variable-mismatch': {
    severity: 'error',
    message: paramMessage`Server variable \`${'name'}\` is in the URL but not in variables.`,
    hint: 'Every `{name}` in a server URL needs an entry in variables: add it, or correct the placeholder.',
  },
  'unused-server-variable': {
    severity: 'error',
    message: paramMessage`Server variable \`${'name'}\` is declared but not in the URL.`,
    hint: 'Every variable needs its `{name}` in the server URL: remove the variable, or add the placeholder.',
  },
  'duplicate-name': {
    severity: 'error',
    message: paramMessage`The ${'version'} type name \`${'name'}\` is also used by resource \`${'other'}\`.`,
    hint: 'Resources need distinct names in every version (their schemas are named after them); rename one.',
  },
  'duplicate-title': {
    severity: 'error',
    message: paramMessage`The title \`${'title'}\` is also used by resource \`${'other'}\`.`,
    hint: 'Resources need distinct titles (the documents tag their operations with them); rename one.',
  },
  'invalid-date': {
    severity: 'error',
    message: paramMessage`\`${'value'}\` is not a calendar date (YYYY-MM-DD).`,
    hint: 'Write deprecation dates as YYYY-MM-DD, a day that exists (2026-01-31, not 2026-02-30).',
  },
  'sunset-before-since': {
    severity: 'error',
    message: paramMessage`The sunset ${'sunset'} is before the deprecation date ${'since'}.`,
    hint: 'An element stops working (its sunset) on or after the day it is deprecated (`since`): correct one of the dates.',
  },
  'unknown-replacement': {
    severity: 'error',
    message: paramMessage`The replacement \`${'replacement'}\` is not ${'kind'} (known: ${'known'}).`,
    hint: 'A replacement names an element of the same kind: an operationId for an operation, a sibling field for a field, a parameter of the same operation for a parameter, a sibling filter attribute, another value of the same enum.',
  },
  'unknown-enum-value': {
    severity: 'error',
    message: paramMessage`\`${'value'}\` is not a value of enum \`${'enum'}\`.`,
    hint: "`deprecatedValues` lists values of the enum's `values`: correct the name, or add the value.",
  },
  'deprecation-not-on-field': {
    severity: 'error',
    message: 'Only a field of an object can be deprecated; this schema is not one.',
    hint: 'Deprecate the element that holds this schema instead (its operation, parameter or filter attribute has its own `deprecated`), or a field of the object.',
  },
  'unused-declaration': {
    severity: 'warning',
    message: paramMessage`${'kind'} \`${'name'}\` is declared, but nothing in the model refers to it.`,
    hint: 'Refer to it where it applies, or remove it: an unused declaration is usually a leftover, or the target of a reference that names something else.',
  },
  'model-element-unrendered': {
    severity: 'warning',
    message: paramMessage`${'element'} is in the model, but no generated artefact shows it.`,
    hint: 'Nothing the compiler generates renders this element, so every artefact would drop it: remove it, or state it where it applies (an error code is listed by an operation of a version with the error envelope; a field by a resource a version shows). If the model is right, the compiler lacks a rendering for it: report it.',
  },

  // ── Beside the model ────────────────────────────────────────────────────────────────
  'template-error': {
    severity: 'error',
    message: paramMessage`Documentation template error: ${'problem'}`,
    hint: 'Fix the Handlebars template at this position; every `{{name}}` must be a field of the page context (see src/emit/docs/pages/).',
  },
  'resume-choices-field': {
    severity: 'error',
    message: paramMessage`Error code \`${'code'}\` resumes with choices from \`${'field'}\`, which is not an array field of its body.`,
    hint: "`resume.choices` names one of the code's own `fields`, of type `array`: the list the client chooses from.",
  },
  'resume-resend-field': {
    severity: 'error',
    message: paramMessage`Operation \`${'operation'}\` lists error code \`${'code'}\`, which is re-sent with body field \`${'field'}\`, but its body has no such field.`,
    hint: 'Every operation listing a code with `resume` needs a body whose `fields` include the `resume.resend` field, or the client could not re-send the choice.',
  },

  // ── Revisions and the changelog ──────────────────────────────────────────────────────
  'changelog-order': {
    severity: 'error',
    message: paramMessage`Release ${'revision'} of ${'version'} is listed below release ${'previous'}, but is not lower.`,
    hint: 'List the releases of a version newest first, each with a lower revision than the one above it.',
  },
  'changelog-not-current': {
    severity: 'warning',
    message: paramMessage`The newest release in the changelog of ${'version'} is ${'release'}, but the version's revision is ${'revision'}.`,
    hint: 'Add a release for the current revision at the top of the list (`npm run diff -- <base> --changelog` drafts it), or correct versions.<id>.revision.',
  },
} as const satisfies Record<string, DiagnosticDefinition>;

export type DiagnosticCode = keyof typeof DIAGNOSTICS;

type ParamsOfCode<C extends DiagnosticCode> = MessageParams<(typeof DIAGNOSTICS)[C]['message']> | MessageParams<(typeof DIAGNOSTICS)[C]['hint']>;

/**
 * The values a code's message and hint need, each exactly once; a code without parameters
 * takes `{}`. A missing or misspelt parameter is a compile error.
 */
export type DiagnosticParams<C extends DiagnosticCode> = [ParamsOfCode<C>] extends [never]
  ? Record<string, never>
  : Readonly<Record<ParamsOfCode<C>, string | number>>;
