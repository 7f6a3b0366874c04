// Generated from spec/ by the API contract toolchain: do not edit.
export * from "./types.js";
export * from "./operations.js";
export * from "./client.js";
export { decode } from "./decode.js";
