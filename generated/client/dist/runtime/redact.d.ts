export declare function redactHeaders(headers: Record<string, string>, extra?: readonly string[]): Record<string, string>;
/** Masks `client_secret=…`, `"access_token": "…"`, `Bearer …` and `Basic …` in free text. */
export declare function redactText(text: string): string;
/**
 * A parsed response body safe to keep on an error: every string scrubbed like free text, the
 * values of credential fields masked. Servers do echo requests (a description quoting the key,
 * details repeating the form), and errors get logged whole.
 */
export declare function redactValue(value: unknown, secrets: readonly string[], depth?: number): unknown;
/** Base64 of the UTF-8 bytes of `text`, in Node and browsers alike. */
export declare function base64(text: string): string;
/** Masks known secret values wherever they appear, in any of their encodings (the caller's own key, secret and tokens). */
export declare function redactSecrets(text: string, secrets: readonly string[]): string;
