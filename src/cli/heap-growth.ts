/**
 * How far V8 lets a one-shot `generate` grow its heap past what a full collection left live.
 *
 * V8 sizes the old generation after each full collection at up to four times what stayed live,
 * and a `generate` makes its garbage in large waves (a version's published document, its texts,
 * the next version's): a ×100 model keeps 90–125 MB live yet peaked at ~560 MB, most of it
 * garbage V8 had not yet needed to collect. Capped at HEAP_GROWING_PERCENT, the heap is collected
 * more often, and only a run that makes that much garbage pays for it: the seed model's run
 * makes one full collection either way. Measured in pairs: 35 % held a ×100 run to 331–363 MB,
 * 45 % to 342–364 MB at the same user CPU; at ×420 both stayed under 1 GB, 35 % at ~5 % more CPU.
 *
 * Set while running, for a `generate` that writes alone: `--watch` and the sandbox are
 * long-lived and want their edits and requests fast rather than their heap small; `validate`
 * and `diff` hold neither the texts nor the documents; `generate --check` keeps V8's own growth
 * (not measured with the cap).
 */
import { setFlagsFromString } from 'node:v8';

export const HEAP_GROWING_PERCENT = 35;

export function capHeapGrowth(): void {
  setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}
