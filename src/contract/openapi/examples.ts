/**
 * Examples in a published document. What they are made of is handed in as data
 * (`DocumentExamples`): the pipeline makes them from the demo data beside the model
 * (src/demo/examples/), a stage after this one; here they are only placed. Each operation gets
 * its parameters' `example`, its request body's `example` and, per response and media type, named
 * `examples`; every scalar schema of a semantic type (money, currency, dates, ids, …) the version
 * has a value of gets it as a schema-level example, where the value fits the schema, so a tool
 * that makes data from schemas makes valid data. A document without examples is left as it is.
 */
import { sameData } from '../../model/plain-data.ts';
import type { Reuse } from '../../model/reuse.ts';
import { TENANT_PARAMETER } from './names.ts';
import type { OpenAPIV3 } from 'openapi-types';
import type { Operation, Parameter, ParameterOrRef, PathItem, PublishedDocument, Response, Schema } from './types.ts';

/** One named example of a response body. */
export interface NamedExample {
  summary: string;
  value: unknown;
}

export interface ResponseExamples {
  /** By media type: the examples of its body, by name. */
  content: Record<string, Record<string, NamedExample>>;
  /** By header name: an example value. */
  headers: Record<string, unknown>;
}

export interface OperationExamples {
  /** Path parameters by name. */
  path: Record<string, unknown>;
  /** Query parameters by name. */
  query: Record<string, unknown>;
  /** The request body, where its schema is shown and the demo data gives a value. */
  body?: unknown;
  /** By status. */
  responses: Record<string, ResponseExamples>;
}

/** A version's examples, as plain data (`--watch` compares them with the last compile's). */
export interface DocumentExamples {
  /** The demo data they come from, as the document names it (`sandbox/demo.yaml`). */
  source: string;
  /** The tenant the examples are of (the tenant header's example); none for an API without tenants, whose demo data is one data set. */
  tenant?: string;
  /** Per semantic type, a value in the version's wire form. */
  semanticTypes: Record<string, unknown>;
  /** By operation id. */
  operations: Record<string, OperationExamples>;
}

/** Where the examples come from, in a sentence's words: `the sandbox's demo data (\`sandbox/demo.yaml\`, tenant \`acme\`)`. */
export function examplesOrigin(examples: DocumentExamples): string {
  return `the sandbox's demo data (\`${examples.source}\`${examples.tenant === undefined ? '' : `, tenant \`${examples.tenant}\``})`;
}

type Json = Record<string, unknown>;

/** Keys under which a schema holds other schemas (a schema's `examples` and `example` hold data, not schemas). */
const SUBSCHEMAS = ['items', 'additionalProperties'] as const;
const SCHEMA_LISTS = ['anyOf', 'oneOf', 'allOf'] as const;

/** Whether `value` is valid for the scalar schema `schema` (its type, enum, pattern and minimum). */
function fits(schema: Json, value: unknown): boolean {
  const type = schema.type;
  if (type === 'string' && typeof value !== 'string') return false;
  if (type === 'integer' && !Number.isInteger(value)) return false;
  if (type === 'number' && typeof value !== 'number') return false;
  if (type === 'boolean' && typeof value !== 'boolean') return false;
  if (typeof schema.pattern === 'string' && (typeof value !== 'string' || !new RegExp(schema.pattern, 'u').test(value))) return false;
  if (typeof schema.minimum === 'number' && (typeof value !== 'number' || value < schema.minimum)) return false;
  return true;
}

/**
 * `schema` with a schema-level example on every scalar of a semantic type in `values` that has
 * none (nor an enum, which lists its values already) and that the value fits; the schema itself
 * where nothing changes.
 */
function withSemanticExamples(schema: Schema, values: Record<string, unknown>): Schema {
  const node = schema as Json;
  let out: Json | undefined;
  const semantic = node['x-semantic-type'];
  if (typeof semantic === 'string' && semantic in values && node.examples === undefined && node.enum === undefined && node.$ref === undefined) {
    const value = values[semantic];
    if (typeof node.type === 'string' && node.type !== 'object' && node.type !== 'array' && fits(node, value)) out = { ...node, examples: [value] };
  }
  const set = (key: string, value: unknown) => ((out ??= { ...node })[key] = value);
  if (node.properties !== undefined) {
    const properties = node.properties as Record<string, Schema>;
    let copy: Record<string, Schema> | undefined;
    for (const [name, property] of Object.entries(properties)) {
      const made = withSemanticExamples(property, values);
      if (made !== property) (copy ??= { ...properties })[name] = made;
    }
    if (copy) set('properties', copy);
  }
  for (const key of SUBSCHEMAS) {
    const inner = node[key];
    if (inner === null || typeof inner !== 'object') continue;
    const made = withSemanticExamples(inner as Schema, values);
    if (made !== inner) set(key, made);
  }
  for (const key of SCHEMA_LISTS) {
    const list = node[key];
    if (!Array.isArray(list)) continue;
    const made = list.map((item: Schema) => withSemanticExamples(item, values));
    if (made.some((item, i) => item !== list[i])) set(key, made);
  }
  return (out ?? node) as Schema;
}

function parameterWithExample(parameter: ParameterOrRef, examples: OperationExamples | undefined, values: Record<string, unknown>): ParameterOrRef {
  if ('$ref' in parameter) return parameter;
  const given = parameter.in === 'path' ? examples?.path : parameter.in === 'query' ? examples?.query : undefined;
  const example = given?.[parameter.name];
  // A parameter with an example of its own needs no other in its schema (an id of another resource would only confuse).
  if (example !== undefined) return { ...parameter, example } satisfies Parameter;
  const schema = withSemanticExamples(parameter.schema, values);
  return schema === parameter.schema ? parameter : { ...parameter, schema };
}

function responseWithExamples(response: Response, examples: ResponseExamples | undefined, values: Record<string, unknown>): Response {
  const content = response.content
    ? Object.fromEntries(
        Object.entries(response.content).map(([mediaType, media]) => {
          const named = examples?.content[mediaType];
          const schema = media.schema === undefined ? undefined : withSemanticExamples(media.schema as Schema, values);
          return [mediaType, { ...media, ...(schema !== undefined ? { schema } : {}), ...(named ? { examples: named } : {}) }];
        }),
      )
    : undefined;
  const headers = response.headers
    ? Object.fromEntries(
        Object.entries(response.headers).map(([name, header]) => {
          const example = examples?.headers[name];
          return [name, { ...header, ...(example !== undefined ? { example } : {}), schema: withSemanticExamples(header.schema, values) }];
        }),
      )
    : undefined;
  return { ...response, ...(headers ? { headers } : {}), ...(content ? { content } : {}) };
}

function operationWithExamples(operation: Operation, examples: OperationExamples | undefined, values: Record<string, unknown>): Operation {
  const body = operation.requestBody;
  const requestBody =
    body && 'content' in body
      ? {
          ...body,
          content: Object.fromEntries(
            Object.entries(body.content).map(([mediaType, media]) => [
              mediaType,
              {
                ...media,
                ...(media.schema !== undefined ? { schema: withSemanticExamples(media.schema as Schema, values) } : {}),
                ...(examples?.body !== undefined ? { example: examples.body } : {}),
              },
            ]),
          ),
        }
      : body;
  return {
    ...operation,
    parameters: operation.parameters.map((p) => parameterWithExample(p, examples, values)),
    ...(requestBody ? { requestBody } : {}),
    responses: Object.fromEntries(
      Object.entries(operation.responses).map(([status, response]) => [status, responseWithExamples(response, examples?.responses[status], values)]),
    ),
  };
}

const isOperation = (value: unknown): value is Operation => typeof value === 'object' && value !== null && 'responses' in value;

/** What an operation with examples is made from: `--watch` takes the last one made of the same. */
interface ExampleInput<T> {
  part: T;
  examples: unknown;
}

const sameInput = <T>(last: ExampleInput<T>, now: ExampleInput<T>) => last.part === now.part && sameData(last.examples, now.examples, 'examples');

/** Says where the examples come from, after what the document says of itself. */
function describeExamples(description: string | undefined, examples: DocumentExamples): string {
  const section = [
    '## Examples',
    '',
    `Examples are ${examplesOrigin(examples)} in this version's wire form, made by the generator and checked against these schemas.`,
    'Credentials and values the demo data does not give are placeholders (`<ACCESS_TOKEN>`, `<MESSAGE>`).',
    'A payload the specification does not show has no example.',
  ].join(' ');
  return description ? `${description}\n\n${section}` : section;
}

/**
 * The document with `examples` placed. `reuse`: in `--watch`, an operation or schema whose part of
 * the document and whose examples are the last compile's is taken as it was (a part that is not
 * made again keeps its written text: src/emit/openapi/index.ts).
 */
export function withExamples(document: PublishedDocument, examples: DocumentExamples, reuse: Reuse, versionId: string): PublishedDocument {
  const values = examples.semanticTypes;
  const paths: PublishedDocument['paths'] = {};
  for (const [path, item] of Object.entries(document.paths)) {
    const out: PathItem = { ...item };
    for (const [method, operation] of Object.entries(item) as [string, unknown][]) {
      // A path item also holds what is said of the path (`description`, `x-methods-not-allowed`).
      if (!isOperation(operation)) continue;
      const given = examples.operations[operation.operationId!];
      const input: ExampleInput<Operation> = { part: operation, examples: { given, values } };
      out[method as OpenAPIV3.HttpMethods] = reuse.sinceLast(`openapi examples ${versionId} ${method} ${path}`, input, sameInput, () =>
        operationWithExamples(operation, given, values),
      );
    }
    paths[path] = out;
  }
  const schemas = Object.fromEntries(
    Object.entries(document.components.schemas).map(([name, schema]) => {
      const input: ExampleInput<Schema> = { part: schema, examples: values };
      return [name, reuse.sinceLast(`openapi schema examples ${versionId} ${name}`, input, sameInput, () => withSemanticExamples(schema, values))];
    }),
  );
  const tenant = document.components.parameters?.[TENANT_PARAMETER];
  return {
    ...document,
    info: { ...document.info, description: describeExamples(document.info.description, examples) },
    paths,
    components: {
      ...document.components,
      schemas,
      parameters: { ...document.components.parameters, ...(tenant && examples.tenant ? { [TENANT_PARAMETER]: { ...tenant, example: examples.tenant } } : {}) },
    },
  };
}
