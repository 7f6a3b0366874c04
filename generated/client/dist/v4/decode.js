// Generated from spec/ by the API contract toolchain: do not edit.
import { decodeWith } from "../runtime/decode.js";
/** How each component decodes, from the semantic types of the model. */
const CODECS = { Project: "keep" };
/** Decodes a payload of component `name` to semantic values. Throws `DecodeError` (with the path) on a malformed value. */
export function decode(name, value) {
	return decodeWith({ ref: name }, value, CODECS);
}
