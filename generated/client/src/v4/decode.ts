// Generated from spec/ by the API contract toolchain: do not edit.
import { decodeWith, type CodecTable } from '../runtime/decode.js';
import type * as T from './types.js';

/** How each component decodes, from the semantic types of the model. */
const CODECS: CodecTable = { Project: 'keep' };

/** Wire types by component name. */
export interface WireTypes {
  Project: T.Project;
}

/** Decoded types by component name. */
export interface ValueTypes {
  Project: T.ProjectValue;
}

/** Decodes a payload of component `name` to semantic values. Throws `DecodeError` (with the path) on a malformed value. */
export function decode<Name extends keyof WireTypes>(name: Name, value: WireTypes[Name]): ValueTypes[Name] {
  return decodeWith({ ref: name }, value, CODECS) as ValueTypes[Name];
}
