// Generated from spec/ by the API contract toolchain: do not edit.
export * from "./runtime/errors.js";
export { DecodeError } from "./runtime/decode.js";
