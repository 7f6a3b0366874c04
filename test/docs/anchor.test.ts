/**
 * The docs' heading anchors follow GitHub's rule (lower case, every character but letters,
 * digits, spaces, `_` and `-` dropped, spaces to dashes) for every heading, whichever way
 * `anchor` takes (src/emit/shared/markdown.ts keeps plain ASCII headings off the Unicode pattern).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anchor } from '../../src/emit/shared/markdown.ts';

/** GitHub's rule, as one pattern over the whole heading. */
const githubAnchor = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');

/** Headings mostly of the characters that decide the way taken: ASCII letters, digits, separators, punctuation, letters beyond ASCII. */
const heading = fc.string({ unit: fc.constantFrom(...'aZ09 _-.`()/é߀Ⅻ'.split('')), maxLength: 24 });

describe('heading anchors', () => {
  it("follow GitHub's rule for every heading", () => {
    fc.assert(
      fc.property(fc.oneof(heading, fc.string({ unit: 'grapheme' })), (h) => {
        expect(anchor(h)).toBe(githubAnchor(h));
      }),
      { numRuns: 2000 },
    );
  });
});
