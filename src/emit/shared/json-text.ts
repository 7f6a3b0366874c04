import { PART_DEPTH, PartResults } from './part-results.ts';

/**
 * JSON files as every emitter writes them: two-space indents and a final newline, the bytes of
 * `JSON.stringify(value, null, 2)`. `parts`: the texts of the collections at PART_DEPTH written
 * before (part-results.ts), taken instead of written again.
 */
export function toJson(value: unknown, parts?: PartResults<string>): string {
  return `${parts ? withParts(value, '', 0, parts) : JSON.stringify(value, null, 2)}\n`;
}

/** What JSON.stringify leaves out of an object and writes as null in a list. */
function isUnwritten(value: unknown): boolean {
  return value === undefined || typeof value === 'function' || typeof value === 'symbol';
}

/** `value` as JSON.stringify(value, null, 2) writes it, its lines after the first indented by `indent`. */
function withParts(value: unknown, indent: string, depth: number, parts: PartResults<string>): string {
  if (typeof value !== 'object' || value === null) return JSON.stringify(value);
  // A part's own text starts at column 0: its later lines move to where it stands.
  const alone = () => JSON.stringify(value, null, 2).replaceAll('\n', `\n${indent}`);
  if (depth === PART_DEPTH) return parts.of(value, alone);
  if (typeof (value as { toJSON?: unknown }).toJSON === 'function') return alone();
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    const items = value.map((item: unknown) => (isUnwritten(item) ? 'null' : withParts(item, inner, depth + 1, parts)));
    return `[\n${inner}${items.join(`,\n${inner}`)}\n${indent}]`;
  }
  const members: string[] = [];
  for (const name of Object.keys(value)) {
    const member = (value as Record<string, unknown>)[name];
    if (!isUnwritten(member)) members.push(`${JSON.stringify(name)}: ${withParts(member, inner, depth + 1, parts)}`);
  }
  return members.length === 0 ? '{}' : `{\n${inner}${members.join(`,\n${inner}`)}\n${indent}}`;
}
