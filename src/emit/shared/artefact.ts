/** First line of every generated TypeScript file. */
export const GENERATED_HEADER = '// Generated from spec/ by the API contract toolchain: do not edit.';

/** A file an emitter produces, relative to the output folder. */
export interface Artefact {
  path: string;
  content: string;
}

/** One emitter's output, with what the CLI reports about it. */
export interface EmitResult {
  name: string;
  artefacts: Artefact[];
}
