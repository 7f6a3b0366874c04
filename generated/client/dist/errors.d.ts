export * from "./runtime/errors.js";
export { DecodeError } from "./runtime/decode.js";
