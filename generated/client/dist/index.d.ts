export * as v3 from "./v3/index.js";
export * as v4 from "./v4/index.js";
export { createV3Client } from "./v3/client.js";
export { createV4Client } from "./v4/client.js";
export * from "./errors.js";
export type { CallOptions, Logger, LogEvent, RedirectResult, RetryPolicy } from "./runtime/transport.js";
export type { DateRange, SortKey } from "./runtime/query.js";
export type { CommonClientOptions } from "./runtime/create.js";
