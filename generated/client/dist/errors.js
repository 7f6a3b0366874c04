export * from "./runtime/errors.js";
import { DecodeError } from "./runtime/decode.js";
export {
  DecodeError
};
