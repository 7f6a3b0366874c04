/**
 * Every example a published document holds (OpenAPI 3.1 or its 3.0.3 twin), each with the JSON
 * pointer of the schema it must be valid against: parameters' `example`, request and response
 * bodies' `example` and named `examples`, headers' `example`, and the schema-level examples of
 * every schema the document holds (3.1 `examples`, 3.0 `example`).
 */

export interface FoundExample {
  /** Where it is, for messages: `GET /jobs/{id} response 2XX application/json (demo)`. */
  where: string;
  /** The JSON pointer (below the document) of the schema it is an example of. */
  schema: string;
  value: unknown;
}

type Node = Record<string, unknown>;

const escape = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');
const isNode = (value: unknown): value is Node => value !== null && typeof value === 'object' && !Array.isArray(value);

/** The schema-level examples in the schema at `pointer`, and below it. */
function schemaExamples(schema: unknown, pointer: string, where: string, twin: boolean, out: FoundExample[]): void {
  if (!isNode(schema)) return;
  if (twin && 'example' in schema) out.push({ where: `${where} schema`, schema: pointer, value: schema.example });
  if (!twin && Array.isArray(schema.examples)) for (const value of schema.examples) out.push({ where: `${where} schema`, schema: pointer, value });
  if (isNode(schema.properties))
    for (const [name, property] of Object.entries(schema.properties))
      schemaExamples(property, `${pointer}/properties/${escape(name)}`, `${where}.${name}`, twin, out);
  for (const key of ['items', 'additionalProperties']) schemaExamples(schema[key], `${pointer}/${key}`, `${where}[]`, twin, out);
  for (const key of ['anyOf', 'oneOf', 'allOf'])
    if (Array.isArray(schema[key])) (schema[key] as unknown[]).forEach((s, i) => schemaExamples(s, `${pointer}/${key}/${i}`, `${where}|${i}`, twin, out));
}

/** A media type map's examples: its `example` and each of its named `examples`. */
function mediaExamples(content: unknown, pointer: string, where: string, twin: boolean, out: FoundExample[]): void {
  if (!isNode(content)) return;
  for (const [mediaType, media] of Object.entries(content)) {
    if (!isNode(media)) continue;
    const schema = `${pointer}/${escape(mediaType)}/schema`;
    if ('example' in media) out.push({ where: `${where} ${mediaType}`, schema, value: media.example });
    if (isNode(media.examples))
      for (const [name, example] of Object.entries(media.examples))
        out.push({ where: `${where} ${mediaType} (${name})`, schema, value: (example as Node).value });
    schemaExamples(media.schema, schema, `${where} ${mediaType}`, twin, out);
  }
}

export function documentExamples(document: Node): FoundExample[] {
  const twin = String(document.openapi).startsWith('3.0');
  const out: FoundExample[] = [];
  const components = document.components as Node;
  for (const [name, schema] of Object.entries(components.schemas as Node)) schemaExamples(schema, `/components/schemas/${escape(name)}`, name, twin, out);
  for (const [name, parameter] of Object.entries((components.parameters ?? {}) as Record<string, Node>)) {
    const pointer = `/components/parameters/${escape(name)}`;
    if ('example' in parameter) out.push({ where: `parameter ${name}`, schema: `${pointer}/schema`, value: parameter.example });
    schemaExamples(parameter.schema, `${pointer}/schema`, `parameter ${name}`, twin, out);
  }
  for (const [path, item] of Object.entries(document.paths as Record<string, Record<string, Node>>)) {
    for (const [method, operation] of Object.entries(item)) {
      // What is said of the path itself (`description`, `x-methods-not-allowed`) is no operation.
      if (!isNode(operation) || !('responses' in operation)) continue;
      const at = `/paths/${escape(path)}/${method}`;
      const name = `${method.toUpperCase()} ${path}`;
      ((operation.parameters ?? []) as Node[]).forEach((parameter, i) => {
        if ('$ref' in parameter) return;
        const where = `${name} ${String(parameter.in)} parameter ${String(parameter.name)}`;
        if ('example' in parameter) out.push({ where, schema: `${at}/parameters/${i}/schema`, value: parameter.example });
        schemaExamples(parameter.schema, `${at}/parameters/${i}/schema`, where, twin, out);
      });
      if (isNode(operation.requestBody)) mediaExamples(operation.requestBody.content, `${at}/requestBody/content`, `${name} request body`, twin, out);
      for (const [status, response] of Object.entries(operation.responses as Record<string, Node>)) {
        const pointer = `${at}/responses/${escape(status)}`;
        mediaExamples(response.content, `${pointer}/content`, `${name} response ${status}`, twin, out);
        for (const [header, spec] of Object.entries((response.headers ?? {}) as Record<string, Node>)) {
          const schema = `${pointer}/headers/${escape(header)}/schema`;
          if ('example' in spec) out.push({ where: `${name} response ${status} header ${header}`, schema, value: spec.example });
          schemaExamples(spec.schema, schema, `${name} response ${status} header ${header}`, twin, out);
        }
      }
    }
  }
  return out;
}
