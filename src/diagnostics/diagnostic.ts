import { byCodePoint } from '../model/order.ts';
import { DIAGNOSTICS, type DiagnosticCode, type DiagnosticParams, type Severity } from './codes.ts';
import { formatMessage, type ParamValue } from './message.ts';

/** A located model error or warning. Positions are 1-based, as editors show them. */
export interface Diagnostic {
  code: DiagnosticCode;
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

export function makeDiagnostic<C extends DiagnosticCode>(code: C, at: SourcePosition, params: DiagnosticParams<C>): Diagnostic {
  const { severity, message, hint } = DIAGNOSTICS[code];
  const values: Record<string, ParamValue> = {};
  for (const [name, value] of Object.entries(params as Readonly<Record<string, ParamValue>>)) values[name] = printable(String(value));
  return { code, severity, message: formatMessage(message, values), hint: formatMessage(hint, values), ...at };
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

/** A diagnostic decided before its position is known: a code with the values it needs. */
export type PendingDiagnostic = { [C in DiagnosticCode]: { code: C; params: DiagnosticParams<C> } }[DiagnosticCode];

export function locatePending(pending: PendingDiagnostic, at: SourcePosition): Diagnostic {
  // The pairing of code and values was checked where the pending diagnostic was built.
  return makeDiagnostic(pending.code, at, pending.params as DiagnosticParams<typeof pending.code> as never);
}
