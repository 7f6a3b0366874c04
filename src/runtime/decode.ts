/**
 * Opt-in decoder from wire payloads to semantic values: a version may render every scalar as a string,
 * so `"true"` becomes `true` and `"3"` becomes `3`. Decimals and money stay exact strings,
 * never floats. The codecs are generated from the model's semantic types.
 */

export type Codec =
  | 'keep'
  | 'boolean'
  | 'integer'
  | { readonly ref: string }
  | { readonly array: Codec }
  | { readonly map: Codec }
  | { readonly object: Readonly<Record<string, Codec>> };

export type CodecTable = Readonly<Record<string, Codec>>;

export class DecodeError extends Error {
  override readonly name: string = 'DecodeError';
  readonly path: string;
  constructor(path: string, message: string) {
    super(`${path}: ${message}`);
    this.path = path;
  }
}

function decodeBoolean(value: unknown, path: string): unknown {
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (typeof value === 'boolean') return value;
  throw new DecodeError(path, `expected "true" or "false", got ${JSON.stringify(value)}`);
}

function decodeInteger(value: unknown, path: string): unknown {
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  if (typeof value === 'string' && /^-?\d+$/.test(value)) {
    const n = Number(value);
    if (Number.isSafeInteger(n)) return n;
  }
  throw new DecodeError(path, `expected an integer, got ${JSON.stringify(value)}`);
}

export function decodeWith(codec: Codec, value: unknown, table: CodecTable, path = '$'): unknown {
  if (value === null || value === undefined || codec === 'keep') return value;
  if (codec === 'boolean') return decodeBoolean(value, path);
  if (codec === 'integer') return decodeInteger(value, path);
  if ('ref' in codec) {
    const target = table[codec.ref];
    if (target === undefined) throw new DecodeError(path, `unknown schema ${codec.ref}`);
    return decodeWith(target, value, table, path);
  }
  if ('array' in codec) {
    if (!Array.isArray(value)) throw new DecodeError(path, 'expected an array');
    return value.map((item, i) => decodeWith(codec.array, item, table, `${path}[${i}]`));
  }
  if (typeof value !== 'object' || Array.isArray(value)) throw new DecodeError(path, 'expected an object');
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
    // Own keys only: a payload key named `constructor` or `__proto__` is data, not a codec lookup.
    const inner = 'map' in codec ? codec.map : Object.hasOwn(codec.object, key) ? codec.object[key]! : 'keep';
    Object.defineProperty(out, key, { value: decodeWith(inner, child, table, `${path}.${key}`), enumerable: true, writable: true, configurable: true });
  }
  return out;
}
