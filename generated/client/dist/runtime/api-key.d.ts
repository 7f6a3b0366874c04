/** API-key authentication: a static key in a header on every call. */
import type { Auth } from "./transport.js";
export declare function apiKeyAuth(header: string, apiKey: string): Auth;
