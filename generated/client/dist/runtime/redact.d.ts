/**
 * Keeps secrets out of logs and errors: credential headers are replaced, and anything that
 * looks like a token or a client secret in free text is masked.
 */
export declare function redactHeaders(headers: Record<string, string>, extra?: readonly string[]): Record<string, string>;
/** Masks `client_secret=…`, `"access_token": "…"` and `Bearer …` in free text. */
export declare function redactText(text: string): string;
/** Masks known secret values wherever they appear (the caller's own key, secret and tokens). */
export declare function redactSecrets(text: string, secrets: readonly string[]): string;
