/**
 * Keeps secrets out of logs and errors: credential headers are replaced, every encoding of a
 * known secret a server may echo (raw, percent-encoded, form-encoded, base64) is masked, and
 * anything that looks like a token or a client secret in free text is masked too.
 */

const REDACTED = '[redacted]';

/** Headers whose values are credentials in any HTTP API; an Auth adds its own (the API-key header). */
const SECRET_HEADERS = ['authorization', 'proxy-authorization', 'cookie', 'set-cookie'];

/** Form and JSON fields whose values are credentials. */
const SECRET_FIELDS = ['client_secret', 'access_token', 'refresh_token', 'api_key', 'password'];

export function redactHeaders(headers: Record<string, string>, extra: readonly string[] = []): Record<string, string> {
  const secret = new Set([...SECRET_HEADERS, ...extra.map((h) => h.toLowerCase())]);
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) out[name] = secret.has(name.toLowerCase()) ? REDACTED : value;
  return out;
}

const FIELD_PATTERN = new RegExp(`(${SECRET_FIELDS.join('|')})("?\\s*[:=]\\s*"?)([^"&\\s,}]+)`, 'gi');
/** The credentials of the `Bearer` and `Basic` schemes (base64 of `id:secret`). */
const SCHEME_PATTERN = /((?:bearer|basic)\s+)[A-Za-z0-9._~+/=-]+/gi;

/** Masks `client_secret=…`, `"access_token": "…"`, `Bearer …` and `Basic …` in free text. */
export function redactText(text: string): string {
  return text.replace(FIELD_PATTERN, `$1$2${REDACTED}`).replace(SCHEME_PATTERN, `$1${REDACTED}`);
}

/** Deeper parts of a response body are dropped from errors rather than walked. */
const MAX_VALUE_DEPTH = 32;

/**
 * A parsed response body safe to keep on an error: every string scrubbed like free text, the
 * values of credential fields masked. Servers do echo requests (a description quoting the key,
 * details repeating the form), and errors get logged whole.
 */
export function redactValue(value: unknown, secrets: readonly string[], depth = 0): unknown {
  if (typeof value === 'string') return redactText(redactSecrets(value, secrets));
  if (typeof value !== 'object' || value === null) return value;
  if (depth >= MAX_VALUE_DEPTH) return '[truncated]';
  if (Array.isArray(value)) return value.map((item) => redactValue(item, secrets, depth + 1));
  // fromEntries defines each key as its own property: a `__proto__` key stays data, never a prototype.
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, SECRET_FIELDS.includes(key.toLowerCase()) ? REDACTED : redactValue(item, secrets, depth + 1)]),
  );
}

/**
 * The ways a server may quote a secret: as sent, percent-encoded (`encodeURIComponent`, with its
 * hex digits in either case), form-encoded (`+` for a space, `URLSearchParams`' set), and base64.
 */
function encodings(secret: string): string[] {
  const percent = encodeURIComponent(secret);
  const form = new URLSearchParams([['', secret]]).toString().slice(1);
  const lowerHex = (text: string) => text.replace(/%[0-9A-F]{2}/g, (escape) => escape.toLowerCase());
  return [secret, percent, lowerHex(percent), form, lowerHex(form), base64(secret)];
}

/** Base64 of the UTF-8 bytes of `text`, in Node and browsers alike. */
export function base64(text: string): string {
  return btoa(String.fromCharCode(...new TextEncoder().encode(text)));
}

/** Masks known secret values wherever they appear, in any of their encodings (the caller's own key, secret and tokens). */
export function redactSecrets(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const secret of secrets) if (secret.length >= 4) for (const form of encodings(secret)) out = out.split(form).join(REDACTED);
  return out;
}
