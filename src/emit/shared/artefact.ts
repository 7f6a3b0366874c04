/** First line of every generated TypeScript file. */
export const GENERATED_HEADER = '// Generated from spec/ by the API contract toolchain: do not edit.';

/**
 * A large file's text kept as the pieces it was made of, never joined: the writer compares and
 * writes it a piece at a time (src/write/). Joined, a ×100 model's OpenAPI document is a single
 * string of tens of megabytes, made only to be read once and dropped; its pieces (an operation's
 * or a schema's text) are made anyway, and shared between the documents that hold them.
 *
 * `pieces` is an array, or an iterable that makes the pieces anew each time it is read
 * (`madeAsWritten`).
 */
export class TextInPieces {
  constructor(readonly pieces: Iterable<string>) {}

  /** The whole text: for readers that want one string (tests, small files), not for the writer. */
  toString(): string {
    return Array.from(this.pieces).join('');
  }
}

/**
 * A text whose pieces `make` makes each time the text is read, from data that never changes:
 * the writer reads it once, a piece after another, and each piece can be dropped as soon as it
 * is written. Held until the file is written, a large document's pieces outlive V8's young
 * generation, which copies them twice, and fill new pages of the old one (bench/RESULTS.md).
 */
export function madeAsWritten(make: () => Iterable<string>): TextInPieces {
  return new TextInPieces({ [Symbol.iterator]: () => make()[Symbol.iterator]() });
}

/** What a file holds: its text, whole or in pieces. `String(content)` is the whole text either way. */
export type ArtefactText = string | TextInPieces;

/** The pieces of `content`, in order: one for a whole text. */
export function piecesOf(content: ArtefactText): Iterable<string> {
  return typeof content === 'string' ? [content] : content.pieces;
}

/** The pieces `content` holds, in order; undefined for a text made as it is written. */
export function heldPieces(content: ArtefactText): readonly string[] | undefined {
  if (typeof content === 'string') return [content];
  return Array.isArray(content.pieces) ? (content.pieces as readonly string[]) : undefined;
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
