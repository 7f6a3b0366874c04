// Generated from spec/ by the API contract toolchain: do not edit.

/**
 * A project that a client organisation publishes for suppliers to fulfil. v3 calls it a job.
 * Not shown in the specification: Fields of v4 resources other than the token and welcome payloads are not shown.
 */
export type Project = Record<string, unknown>;
/** `Project` decoded to semantic values (`decode('Project', …)`): booleans and integers as such; decimals and money stay exact strings. */
export type ProjectValue = Record<string, unknown>;
