/**
 * A value checked against a schema of the route table, by reading the schema rather than
 * compiling it. The route-stub runtime validates with Ajv, which compiles each schema into code
 * first (about 10 ms a response schema): right for a server that checks every answer, too slow
 * for the pipeline, which checks each demo record once per compile (the demo data's check was
 * half of a `generate`). The schemas hold only the keywords `SchemaWriter` writes
 * (validation-schema.ts), so this reads exactly those, and refuses a schema with any other: a
 * test holds it to Ajv's answer on every schema of the model's route tables.
 */
import type { JsonSchema } from './validation-schema.ts';

export interface ValueProblem {
  /** JSON pointer to the value at fault, as Ajv's `instancePath` (`/settings/payment_terms_in_days`). */
  instancePath: string;
  /** Ajv's words for the same fault (`must be integer`). */
  message: string;
}

const KNOWN = new Set(['$id', 'type', 'pattern', 'enum', 'minimum', 'properties', 'additionalProperties', 'required', 'items', '$ref', 'anyOf']);

function typeMatches(type: string, value: unknown): boolean {
  switch (type) {
    case 'string':
      return typeof value === 'string';
    case 'boolean':
      return typeof value === 'boolean';
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'integer':
      return typeof value === 'number' && Number.isInteger(value);
    case 'null':
      return value === null;
    case 'array':
      return Array.isArray(value);
    case 'object':
      return typeof value === 'object' && value !== null && !Array.isArray(value);
    default:
      throw new Error(`schema type ${type} is not one SchemaWriter writes`);
  }
}

const pointer = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * Every problem of `value` against `schema`; `shared` resolves a `$ref` to a shared schema's `$id`.
 * Like Ajv with `allErrors`: a failed type stops that schema's other keywords, nothing else does.
 */
export function checkValue(schema: JsonSchema, value: unknown, shared: (id: string) => JsonSchema | undefined, path = ''): ValueProblem[] {
  const unknown = Object.keys(schema).filter((keyword) => !KNOWN.has(keyword));
  if (unknown.length > 0) throw new Error(`schema keyword ${unknown.join(', ')} is not one SchemaWriter writes`);
  if (typeof schema.$ref === 'string') {
    const target = shared(schema.$ref);
    if (!target) throw new Error(`no shared schema ${schema.$ref}`);
    return checkValue(target, value, shared, path);
  }
  const problem = (message: string, at = path): ValueProblem[] => [{ instancePath: at, message }];
  if (typeof schema.type === 'string' && !typeMatches(schema.type, value)) return problem(`must be ${schema.type}`);
  const problems: ValueProblem[] = [];
  if (Array.isArray(schema.anyOf) && !(schema.anyOf as JsonSchema[]).some((variant) => checkValue(variant, value, shared, path).length === 0)) {
    problems.push(...problem('must match a schema in anyOf'));
  }
  if (typeof schema.pattern === 'string' && typeof value === 'string' && !new RegExp(schema.pattern, 'u').test(value)) {
    problems.push(...problem(`must match pattern "${schema.pattern}"`));
  }
  if (Array.isArray(schema.enum) && !schema.enum.some((allowed) => allowed === value)) problems.push(...problem('must be equal to one of the allowed values'));
  if (typeof schema.minimum === 'number' && typeof value === 'number' && value < schema.minimum) problems.push(...problem(`must be >= ${schema.minimum}`));
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    const record = value as Record<string, unknown>;
    for (const name of (schema.required as string[] | undefined) ?? []) {
      if (!(name in record)) problems.push(...problem(`must have required property '${name}'`));
    }
    const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
    const rest = schema.additionalProperties;
    for (const [name, item] of Object.entries(record)) {
      const property = properties[name] ?? (typeof rest === 'object' && rest !== null ? (rest as JsonSchema) : undefined);
      if (property) problems.push(...checkValue(property, item, shared, `${path}/${pointer(name)}`));
    }
  }
  if (Array.isArray(value) && typeof schema.items === 'object' && schema.items !== null) {
    value.forEach((item, index) => problems.push(...checkValue(schema.items as JsonSchema, item, shared, `${path}/${index}`)));
  }
  return problems;
}
