const REDACTED = "[redacted]";
const SECRET_HEADERS = ["authorization", "proxy-authorization", "cookie", "set-cookie"];
const SECRET_FIELDS = ["client_secret", "access_token", "refresh_token", "api_key", "password"];
function redactHeaders(headers, extra = []) {
  const secret = /* @__PURE__ */ new Set([...SECRET_HEADERS, ...extra.map((h) => h.toLowerCase())]);
  const out = {};
  for (const [name, value] of Object.entries(headers)) out[name] = secret.has(name.toLowerCase()) ? REDACTED : value;
  return out;
}
const FIELD_PATTERN = new RegExp(`(${SECRET_FIELDS.join("|")})("?\\s*[:=]\\s*"?)([^"&\\s,}]+)`, "gi");
const BEARER_PATTERN = /(bearer\s+)[A-Za-z0-9._~+/=-]+/gi;
function redactText(text) {
  return text.replace(FIELD_PATTERN, `$1$2${REDACTED}`).replace(BEARER_PATTERN, `$1${REDACTED}`);
}
const MAX_VALUE_DEPTH = 32;
function redactValue(value, secrets, depth = 0) {
  if (typeof value === "string") return redactText(redactSecrets(value, secrets));
  if (typeof value !== "object" || value === null) return value;
  if (depth >= MAX_VALUE_DEPTH) return "[truncated]";
  if (Array.isArray(value)) return value.map((item) => redactValue(item, secrets, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, SECRET_FIELDS.includes(key.toLowerCase()) ? REDACTED : redactValue(item, secrets, depth + 1)])
  );
}
function redactSecrets(text, secrets) {
  let out = text;
  for (const secret of secrets) if (secret.length >= 4) out = out.split(secret).join(REDACTED);
  return out;
}
export {
  redactHeaders,
  redactSecrets,
  redactText,
  redactValue
};
