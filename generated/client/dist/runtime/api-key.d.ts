/** Static credentials: an API key in a header, or a bearer token issued elsewhere, on every call. */
import type { Auth } from "./transport.js";
export declare function apiKeyAuth(header: string, apiKey: string): Auth;
/** A bearer token issued outside the API (no token operation): `Authorization: Bearer <token>` on every call. */
export declare function bearerAuth(token: string): Auth;
