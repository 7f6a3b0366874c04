/**
 * What a table of diagnostic codes is: each stable code with its severity, a typed message
 * (src/diagnostics/message.ts) and a hint that says how to fix it. One code names one condition.
 * Each stage owns the codes it reports, after TypeSpec's `createLinterRule`: a validation rule
 * declares them with its check (src/validate/rule.ts), the loader in src/load/codes.ts, the
 * schema check in src/validate/structure.ts; src/pipeline/codes.ts gathers every table. Codes are
 * part of the public interface (CI scripts grep for them): never rename one, only add.
 */
import type { Message, MessageParams } from './message.ts';

/** An error stops the compile; a warning (accepted, but probably a mistake) is printed and fails only under --strict. */
export type Severity = 'error' | 'warning';

export interface DiagnosticDefinition {
  severity: Severity;
  message: Message;
  hint: Message;
}

export type CodeTable = Readonly<Record<string, DiagnosticDefinition>>;

type ParamsOf<D extends DiagnosticDefinition> = MessageParams<D['message']> | MessageParams<D['hint']>;

/**
 * The values the message and hint of `codes[C]` need, each exactly once; a code without
 * parameters takes `{}`. A missing or misspelt parameter is a compile error.
 */
export type CodeParams<T extends CodeTable, C extends keyof T> = [ParamsOf<T[C]>] extends [never]
  ? Record<string, never>
  : Readonly<Record<ParamsOf<T[C]>, string | number>>;

/** `a, b or c`, for hints that list a table's entries. */
export function either(items: readonly string[]): string {
  return items.length > 1 ? `${items.slice(0, -1).join(', ')} or ${items.at(-1)}` : (items[0] ?? '');
}
