export * from "./types.js";
export * from "./operations.js";
export * from "./client.js";
export { decode, type WireTypes, type ValueTypes } from "./decode.js";
