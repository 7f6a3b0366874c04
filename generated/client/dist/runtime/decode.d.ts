/**
 * Opt-in decoder from wire payloads to semantic values: a version may render every scalar as a string,
 * so `"true"` becomes `true` and `"3"` becomes `3`. Decimals and money stay exact strings,
 * never floats. The codecs are generated from the model's semantic types.
 */
export type Codec = "keep" | "boolean" | "integer" | {
	readonly ref: string;
} | {
	readonly array: Codec;
} | {
	readonly map: Codec;
} | {
	readonly object: Readonly<Record<string, Codec>>;
};
export type CodecTable = Readonly<Record<string, Codec>>;
export declare class DecodeError extends Error {
	override readonly name: string;
	readonly path: string;
	constructor(path: string, message: string);
}
export declare function decodeWith(codec: Codec, value: unknown, table: CodecTable, path?: string): unknown;
