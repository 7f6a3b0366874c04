/** First line of every generated TypeScript file. */
export const GENERATED_HEADER = '// Generated from spec/ by the API contract toolchain: do not edit.';

/**
 * A large file's text kept as the pieces it was made of, never joined: the writer compares and
 * writes it a piece at a time (src/write/). Joined, a ×100 model's OpenAPI document is a single
 * string of tens of megabytes, made only to be read once and dropped; its pieces (an operation's
 * or a schema's text) are made anyway, and shared between the documents that hold them.
 */
export class TextInPieces {
  constructor(readonly pieces: readonly string[]) {}

  /** The whole text: for readers that want one string (tests, small files), not for the writer. */
  toString(): string {
    return this.pieces.join('');
  }
}

/** What a file holds: its text, whole or in pieces. `String(content)` is the whole text either way. */
export type ArtefactText = string | TextInPieces;

/** The pieces of `content`, in order: one for a whole text. */
export function piecesOf(content: ArtefactText): readonly string[] {
  return typeof content === 'string' ? [content] : content.pieces;
}

/** A file an emitter produces, relative to the output folder; `Artefact<string>`, one whose text is whole. */
export interface Artefact<Content extends ArtefactText = ArtefactText> {
  path: string;
  content: Content;
}

/** One emitter's output, with what the CLI reports about it. */
export interface EmitResult {
  name: string;
  artefacts: Artefact[];
}
