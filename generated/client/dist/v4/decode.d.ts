import type * as T from "./types.js";
/** Wire types by component name. */
export interface WireTypes {
	Project: T.Project;
}
/** Decoded types by component name. */
export interface ValueTypes {
	Project: T.ProjectValue;
}
/** Decodes a payload of component `name` to semantic values. Throws `DecodeError` (with the path) on a malformed value. */
export declare function decode<Name extends keyof WireTypes>(name: Name, value: WireTypes[Name]): ValueTypes[Name];
