/** What a compile gives, as test/compile-session*.test.ts compare a compile in a `--watch` session with a fresh one. */
import { formatDiagnostic } from '../../src/diagnostics/diagnostic.ts';
import type { CompileResult } from '../../src/pipeline/compile.ts';
import { deepFreeze } from './freeze.ts';

/** `value`, frozen with all it holds: a result the session shares between compiles, which no stage may change. */
export function frozen<T>(value: T): T {
  deepFreeze(value);
  return value;
}

/** Each artefact's path and whole text (`String` of a text in pieces joins them). */
export function files(result: CompileResult): Record<string, string> {
  if (!result.ok) throw new Error(result.diagnostics.map((d) => d.message).join('; '));
  return Object.fromEntries(result.outputs.flatMap((o) => o.artefacts).map((a) => [a.path, String(a.content)]));
}

/** The files, and the warnings (what no artefact shows among them: src/resolve/unrendered.ts). */
export function output(result: CompileResult): { files: Record<string, string>; warnings: string[] } {
  return { files: files(result), warnings: result.ok ? result.warnings.map(formatDiagnostic) : [] };
}
