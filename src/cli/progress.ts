/**
 * What a command prints while it works. `generate` prints a line per phase on standard output,
 * always. `validate` and `diff`, whose standard output is their answer, print the same lines on
 * standard error, and only for a large model (more than LARGE_MODEL_BYTES of YAML, about 700
 * operations, where they take seconds): a small model's run stays quiet. The rule is the model's
 * size, not the clock, so one model prints the same lines on every machine.
 */
import type { OnPhase } from '../pipeline/compile.ts';

export const LARGE_MODEL_BYTES = 1_000_000;

/** `openapi          8 files    152 ms`: one phase of a run. */
export function phaseLine(name: string, count: string, ms: number): string {
  return `${name.padEnd(14)} ${count.padStart(12)} ${ms.toFixed(0).padStart(6)} ms`;
}

/** Every phase on standard output (`generate`). */
export const printEveryPhase: OnPhase = ({ name, ms, count }) => console.log(phaseLine(name, count ?? '', ms));

/**
 * Phases on standard error once a `load` phase has read a large model. `of(prefix)` tells the
 * phases of one model when a command reads two (`diff`: `base: ` and `head: `), or of the whole
 * run (`''`); once either model is large, every later phase is printed.
 */
export function progressOfLargeModels(): { of(prefix: string): OnPhase } {
  let large = false;
  return {
    of:
      (prefix) =>
      ({ name, ms, count, modelBytes }) => {
        if (modelBytes !== undefined && modelBytes > LARGE_MODEL_BYTES) large = true;
        if (large) console.error(phaseLine(`${prefix}${name}`, count ?? '', ms));
      },
  };
}
