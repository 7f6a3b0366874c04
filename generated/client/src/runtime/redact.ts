/**
 * Keeps secrets out of logs and errors: credential headers are replaced, and anything that
 * looks like a token or a client secret in free text is masked.
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
const BEARER_PATTERN = /(bearer\s+)[A-Za-z0-9._~+/=-]+/gi;

/** Masks `client_secret=…`, `"access_token": "…"` and `Bearer …` in free text. */
export function redactText(text: string): string {
  return text.replace(FIELD_PATTERN, `$1$2${REDACTED}`).replace(BEARER_PATTERN, `$1${REDACTED}`);
}

/** Masks known secret values wherever they appear (the caller's own key, secret and tokens). */
export function redactSecrets(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const secret of secrets) if (secret.length >= 4) out = out.split(secret).join(REDACTED);
  return out;
}
