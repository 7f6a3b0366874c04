/**
 * A small, fast YAML writer for plain JSON data (objects, arrays, strings, numbers, booleans,
 * null). The `yaml` library's stringify took over a second for the four OpenAPI documents;
 * this writes the same data in a few milliseconds. Output is deterministic: key order is
 * insertion order, strings are plain when that is unambiguous, block literals when multi-line,
 * and JSON-quoted (valid YAML double-quoted scalars) otherwise. Tests parse it back with the
 * `yaml` library and compare with the JSON copy.
 */

/**
 * Plain scalars: start with a letter, digit, `/`, `$` or `_`; then printable ASCII, without the
 * two sequences YAML gives meaning to inside a block scalar (`: ` and ` #`) or a trailing `:`.
 */
const PLAIN = /^[A-Za-z0-9_/$][\x20-\x7e]*$/;
const PLAIN_FORBIDDEN = /: | #|:$|\\/;
/** Words and number shapes a YAML 1.1 or 1.2 reader would not read back as a string. */
const AMBIGUOUS = /^(true|false|yes|no|on|off|y|n|null|~|[-+]?(\.[0-9]+|[0-9][0-9_.:eE+-]*|\.inf|\.nan)|0x[0-9a-f]+|0o[0-7]+)$/i;

function isPlain(value: string): boolean {
  return value.length > 0 && PLAIN.test(value) && !PLAIN_FORBIDDEN.test(value) && !AMBIGUOUS.test(value) && !value.endsWith(' ');
}

/** Multi-line text as a `|-` block when every line survives unchanged; otherwise null. */
function blockLiteral(value: string, indent: string): string | null {
  if (!value.includes('\n') || value.endsWith('\n') || /^\s/.test(value) || /[ \t]\n|[ \t]$|\t|\r/.test(value)) return null;
  return `|-\n${value
    .split('\n')
    .map((line) => (line.length > 0 ? indent + line : ''))
    .join('\n')}`;
}

function scalar(value: unknown, indent: string): string {
  if (value === null) return 'null';
  if (typeof value === 'boolean' || typeof value === 'number') return JSON.stringify(value);
  if (typeof value === 'string') return isPlain(value) ? value : (blockLiteral(value, indent) ?? JSON.stringify(value));
  throw new TypeError(`cannot write ${typeof value} as YAML`);
}

function key(name: string): string {
  return isPlain(name) && !name.includes(' ') ? name : JSON.stringify(name);
}

function isCollection(value: unknown): value is object {
  return typeof value === 'object' && value !== null && (Array.isArray(value) ? value.length > 0 : Object.keys(value).length > 0);
}

function emptyCollection(value: unknown): string | null {
  if (Array.isArray(value) && value.length === 0) return '[]';
  if (typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length === 0) return '{}';
  return null;
}

function writeNode(value: unknown, indent: string, out: string[]): void {
  if (Array.isArray(value)) {
    for (const item of value) {
      if (isCollection(item)) {
        // `- key: value` with the rest of the mapping aligned under the first key: the item's
        // first line, written indented, gets its dash in place of the indent.
        const first = out.length;
        writeNode(item, `${indent}  `, out);
        out[first] = `${indent}- ${out[first]!.slice(indent.length + 2)}`;
      } else {
        out.push(`${indent}- ${emptyCollection(item) ?? scalar(item, `${indent}  `)}`);
      }
    }
    return;
  }
  for (const [name, child] of Object.entries(value as Record<string, unknown>)) {
    if (child === undefined) continue;
    if (isCollection(child)) {
      out.push(`${indent}${key(name)}:`);
      writeNode(child, `${indent}  `, out);
    } else {
      out.push(`${indent}${key(name)}: ${emptyCollection(child) ?? scalar(child, `${indent}  `)}`);
    }
  }
}

export function toYaml(value: unknown): string {
  if (!isCollection(value)) return `${emptyCollection(value) ?? scalar(value, '')}\n`;
  const out: string[] = [];
  writeNode(value, '', out);
  return `${out.join('\n')}\n`;
}
