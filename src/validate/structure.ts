/**
 * Structural validation: each file against the model's JSON Schema, with Ajv errors turned
 * into located diagnostics. Ajv reports one error per failed `anyOf` branch; only the branch
 * that got furthest is kept, so a typo yields one message, not five.
 */
import type { ErrorObject, ValidateFunction } from 'ajv';
import type { CodeTable } from '../diagnostics/code-table.ts';
import { diagnosticCreator, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { paramMessage } from '../diagnostics/message.ts';
import type { LoadedFile } from '../load/load-spec.ts';
import { positionOf } from '../load/source-file.ts';
import type { ModelPath } from '../model/path.ts';
import type { ModelFile } from '../model/schema.ts';
import { loadModelValidator } from './model-validator.ts';
import { cutAtComma, isEmptyValue } from './yaml-slips.ts';

const SCHEMA_HINT = 'the model schema (generated/schema/model.schema.json)';

export const STRUCTURE_CODES = {
  'schema-unknown-key': {
    severity: 'error',
    message: paramMessage`Unknown key \`${'key'}\`.`,
    hint: `Check the spelling against ${SCHEMA_HINT}; your editor completes keys when the file starts with the yaml-language-server comment.`,
  },
  'schema-value-cut-at-comma': {
    severity: 'error',
    message: paramMessage`Unknown key \`${'key'}\`: an unquoted comma inside \`{ … }\` ended the value of \`${'previous'}\` there, and the rest was read as a key.`,
    hint: paramMessage`Quote the value: \`${'previous'}: '${'meant'}'\` (inside \`{ … }\`, a comma separates entries).`,
  },
  'schema-empty-value': {
    severity: 'error',
    message: paramMessage`\`${'key'}\` is empty: nothing is written after it, and ${'expected'} is expected.`,
    hint: paramMessage`Write ${'example'} under it, indented, or remove the key when nothing belongs there.`,
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
} as const satisfies CodeTable;

const makeDiagnostic = diagnosticCreator(STRUCTURE_CODES);

/** What an empty key is missing, by the JSON type the schema expects there. */
const EMPTY_VALUE_EXAMPLES: Readonly<Record<string, string>> = {
  object: 'its entries (`<name>: …`, one a line)',
  array: 'its items (`- …`, one a line)',
};

/** Once per process, on first use: from the sources, loading it means compiling the schema (~0.3 s). */
let validator: ValidateFunction | undefined;

function pointerToPath(pointer: string): string[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** Drops the errors of every `anyOf` branch except the one that matched deepest. */
function keepBestBranches(errors: ErrorObject[]): ErrorObject[] {
  let result = errors;
  for (const anyOf of errors.filter((e) => e.keyword === 'anyOf')) {
    const prefix = `${anyOf.schemaPath}/`;
    const byBranch = new Map<string, ErrorObject[]>();
    for (const e of result) {
      if (!e.schemaPath.startsWith(prefix)) continue;
      const branch = e.schemaPath.slice(prefix.length).split('/')[0]!;
      byBranch.set(branch, [...(byBranch.get(branch) ?? []), e]);
    }
    const depth = (list: ErrorObject[]) => Math.max(...list.map((e) => e.instancePath.split('/').length));
    const best = [...byBranch.values()].sort((a, b) => depth(b) - depth(a) || a.length - b.length)[0] ?? [];
    result = result.filter((e) => e !== anyOf && (!e.schemaPath.startsWith(prefix) || best.includes(e)));
  }
  return result;
}

function toDiagnostic(file: LoadedFile, error: ErrorObject): Diagnostic {
  const path: ModelPath = pointerToPath(error.instancePath);
  const params = error.params as Record<string, unknown>;
  const at = path.length > 0 ? path.join('.') : 'the top level';
  switch (error.keyword) {
    case 'additionalProperties': {
      const key = String(params.additionalProperty);
      const at = positionOf(file.source, [...path, key], true);
      const cut = cutAtComma(file, path, key);
      return cut ? makeDiagnostic('schema-value-cut-at-comma', at, { key, ...cut }) : makeDiagnostic('schema-unknown-key', at, { key });
    }
    case 'required':
      return makeDiagnostic('schema-missing-key', positionOf(file.source, path, true), { key: String(params.missingProperty), parent: at });
    case 'type':
      if (isEmptyValue(file, path)) {
        const expected = String(params.type);
        return makeDiagnostic('schema-empty-value', positionOf(file.source, path, true), {
          key: String(path.at(-1)),
          expected: expected === 'object' ? 'a mapping' : expected === 'array' ? 'a list' : `a ${expected}`,
          example: EMPTY_VALUE_EXAMPLES[expected] ?? 'its value',
        });
      }
      return makeDiagnostic('schema-wrong-type', positionOf(file.source, path), { at, expected: String(params.type) });
    case 'enum':
      return makeDiagnostic('schema-invalid-value', positionOf(file.source, path), {
        key: path.at(-1) ?? 'value',
        allowed: (params.allowedValues as unknown[]).join(', '),
      });
    case 'anyOf':
      return makeDiagnostic('schema-wrong-type', positionOf(file.source, path), { at, expected: 'one of the shapes the model schema allows here' });
    default:
      return makeDiagnostic('schema-constraint', positionOf(file.source, path), {
        key: path.at(-1) ?? 'value',
        problem: error.message ?? 'is invalid',
      });
  }
}

export function validateStructure(file: LoadedFile): { model?: ModelFile; diagnostics: Diagnostic[] } {
  validator ??= loadModelValidator();
  const validate = validator;
  if (validate(file.data)) return { model: file.data as ModelFile, diagnostics: [] };
  const errors = keepBestBranches(validate.errors ?? []);
  return { diagnostics: errors.map((e) => toDiagnostic(file, e)) };
}
