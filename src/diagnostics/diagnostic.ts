import { byCodePoint } from '../model/order.ts';
import type { CodeParams, CodeTable, Severity } from './code-table.ts';
import { formatMessage, type ParamValue } from './message.ts';

/** A located model error or warning. Positions are 1-based, as editors show them. */
export interface Diagnostic {
  /** One of the codes src/pipeline/codes.ts gathers. */
  code: string;
  severity: Severity;
  message: string;
  hint: string;
  file: string;
  line: number;
  column: number;
}

export interface SourcePosition {
  file: string;
  line: number;
  column: number;
}

/**
 * Longest piece of the model quoted in a message. Messages quote model text (names, keys,
 * parser messages): random bytes or a huge key must not flood a terminal.
 */
const MAX_QUOTED = 300;

/**
 * Model text made safe to print: control characters (escape sequences could rewrite the
 * terminal or forge log lines) and the replacement character of undecodable bytes become `?`.
 */
function printable(text: string): string {
  const clean = text.replace(/[\u0000-\u001f\u007f-\u009f\ufffd]/g, '?');
  return clean.length > MAX_QUOTED ? `${clean.slice(0, MAX_QUOTED)}…` : clean;
}

/**
 * The `makeDiagnostic` of one table of codes (after TypeSpec's `createDiagnosticCreator`): it takes
 * only the table's codes, each with exactly the values its message and hint need.
 */
export function diagnosticCreator<T extends CodeTable>(codes: T) {
  return <C extends keyof T & string>(code: C, at: SourcePosition, params: CodeParams<T, C>): Diagnostic => {
    const { severity, message, hint } = codes[code]!;
    const values: Record<string, ParamValue> = {};
    for (const [name, value] of Object.entries(params as Readonly<Record<string, ParamValue>>)) values[name] = printable(String(value));
    return { code, severity, message: formatMessage(message, values), hint: formatMessage(hint, values), ...at };
  };
}

export function isError(d: Diagnostic): boolean {
  return d.severity === 'error';
}

/** `spec/x.yaml:12:5 error unknown-reference: ...` followed by an indented hint. */
export function formatDiagnostic(d: Diagnostic): string {
  return `${d.file}:${d.line}:${d.column} ${d.severity} ${d.code}: ${d.message}\n  hint: ${d.hint}`;
}

/** `2 errors and 1 warning`: what a list of diagnostics holds, for summary lines. */
export function countDiagnostics(list: readonly Diagnostic[]): string {
  const errors = list.filter(isError).length;
  const warnings = list.length - errors;
  const counted = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;
  if (warnings === 0) return counted(errors, 'error');
  return errors === 0 ? counted(warnings, 'warning') : `${counted(errors, 'error')} and ${counted(warnings, 'warning')}`;
}

/** Stable order: by file, then position, then code, so output never depends on rule order. */
export function sortDiagnostics(list: readonly Diagnostic[]): Diagnostic[] {
  return [...list].sort(
    (a, b) => byCodePoint(a.file, b.file) || a.line - b.line || a.column - b.column || byCodePoint(a.code, b.code) || byCodePoint(a.message, b.message),
  );
}

/** Thrown to stop the pipeline; carries every diagnostic found so far. */
export class ModelError extends Error {
  readonly diagnostics: Diagnostic[];
  constructor(diagnostics: readonly Diagnostic[]) {
    super(`${countDiagnostics(diagnostics)} in the model`);
    this.name = 'ModelError';
    this.diagnostics = sortDiagnostics(diagnostics);
  }
}
