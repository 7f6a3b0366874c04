export * from "./types.js";
export * from "./operations.js";
export * from "./client.js";
import { decode } from "./decode.js";
export {
  decode
};
