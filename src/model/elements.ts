/**
 * The elements of a model: every entry of a map whose keys the author chooses (operations,
 * resources, fields, error codes, status keys, …) and every item of a list (an operation's
 * `errors`, an enum's values, rules, …), each by its model path. Which nodes are elements is
 * read from the model's JSON Schema (a `patternProperties` map or an array), so a key added to
 * the schema is covered without a list to keep up to date. Fixed keys (`summary`, `method`) are
 * parts of the element that holds them.
 */
import type { ModelPath } from './path.ts';
import { FieldSpecSchema, ModelFileSchema } from './schema.ts';

interface SchemaNode {
  $ref?: string;
  type?: string;
  properties?: Record<string, SchemaNode>;
  patternProperties?: Record<string, SchemaNode>;
  items?: SchemaNode;
  anyOf?: SchemaNode[];
  required?: string[];
  const?: unknown;
  enum?: unknown[];
}

const FIELD_SPEC = FieldSpecSchema as unknown as SchemaNode;

function dereferenced(schema: SchemaNode): SchemaNode {
  return schema.$ref !== undefined ? FIELD_SPEC : schema;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Whether a value has the shape of one branch of a union, judged by its type and keys (enough to tell the model's unions apart). */
function fits(schema: SchemaNode, value: unknown): boolean {
  const branch = dereferenced(schema);
  if (branch.const !== undefined) return branch.const === value;
  if (branch.type === 'array') return Array.isArray(value);
  if (branch.type === 'object') {
    if (!isRecord(value)) return false;
    if (!branch.properties) return true;
    const properties = branch.properties;
    if (!Object.keys(value).every((key) => key in properties)) return false;
    if (!(branch.required ?? []).every((key) => key in value)) return false;
    return Object.entries(properties).every(([key, property]) => !(key in value) || dereferenced(property).const === undefined || fits(property, value[key]));
  }
  return branch.type === undefined || typeof value === branch.type || (branch.type === 'integer' && typeof value === 'number');
}

/**
 * Whether a walk into `schema` can find elements: one without branches, items or keys (a
 * scalar's) holds none, so the walk neither copies a path for it nor stacks it (most of a
 * model's values are scalars).
 */
function mayHoldElements(schema: SchemaNode): boolean {
  const node = dereferenced(schema);
  return node.anyOf !== undefined || node.items !== undefined || node.patternProperties !== undefined || node.properties !== undefined;
}

/**
 * Told of each element of the walk (`isElement`), and of each fixed key that may hold elements,
 * with its path and what the caller returned for the node that holds it (`within`); the walk goes
 * below it, handing on what this returns, unless that is `false`.
 */
export type EnterElement<S> = (path: ModelPath, isElement: boolean, within: S) => S | false;

/**
 * Walks the model's elements by its schema with an explicit stack (no input exhausts the call
 * stack), telling `enter` of each: the items of a list and the entries of a map in their order,
 * as they are found (the walk then goes below the last of them first). A caller that needs
 * nothing below an element (the no-silent-drop check, below one that was rendered) says so, and
 * the walk leaves that part of the model alone.
 */
export function walkModelElements<S>(model: unknown, top: S, enter: EnterElement<S>): void {
  const stack: { schema: SchemaNode; value: unknown; path: ModelPath; state: S }[] = [
    { schema: ModelFileSchema as unknown as SchemaNode, value: model, path: [], state: top },
  ];
  while (stack.length > 0) {
    const { schema: raw, value, path, state } = stack.pop()!;
    const schema = dereferenced(raw);
    if (schema.anyOf) {
      const branch = schema.anyOf.find((candidate) => fits(candidate, value));
      if (branch) stack.push({ schema: branch, value, path, state });
      continue;
    }
    // `for…in` over mappings, which inherit nothing enumerable (src/load/mapping.ts): their keys,
    // in order, without the list of entries `Object.entries` makes.
    if (Array.isArray(value) && schema.items) {
      const itemSchema = schema.items;
      const walkItems = mayHoldElements(itemSchema);
      for (let index = 0; index < value.length; index++) {
        // One array for the element and its walk: nothing changes a path once made.
        const itemPath = [...path, index];
        const below = enter(itemPath, true, state);
        if (below !== false && walkItems) stack.push({ schema: itemSchema, value: value[index], path: itemPath, state: below });
      }
    } else if (isRecord(value) && schema.patternProperties) {
      const [entrySchema] = Object.values(schema.patternProperties);
      const walkEntries = mayHoldElements(entrySchema!);
      for (const key in value) {
        const entryPath = [...path, key];
        const below = enter(entryPath, true, state);
        if (below !== false && walkEntries) stack.push({ schema: entrySchema!, value: value[key], path: entryPath, state: below });
      }
    } else if (isRecord(value) && schema.properties) {
      for (const key in value) {
        const property = schema.properties[key];
        if (property && mayHoldElements(property)) {
          const propertyPath = [...path, key];
          const below = enter(propertyPath, false, state);
          if (below !== false) stack.push({ schema: property, value: value[key], path: propertyPath, state: below });
        }
      }
    }
  }
}
