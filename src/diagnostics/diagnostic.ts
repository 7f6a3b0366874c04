import { byCodePoint } from '../model/order.ts';
import { DIAGNOSTICS, type DiagnosticCode } from './codes.ts';

/** A located model error. Positions are 1-based, as editors show them. */
export interface Diagnostic {
  code: DiagnosticCode;
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

export type DiagnosticArgs = Partial<Record<'detail' | 'other' | 'kind' | 'known' | 'problem' | 'limit', string>>;

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

function fill(template: string, args: DiagnosticArgs): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => {
    const value = args[key as keyof DiagnosticArgs];
    return value === undefined ? whole : printable(value);
  });
}

export function makeDiagnostic(code: DiagnosticCode, at: SourcePosition, args: DiagnosticArgs = {}): Diagnostic {
  const entry = DIAGNOSTICS[code];
  return { code, message: fill(entry.message, args), hint: fill(entry.hint, args), ...at };
}

/** `spec/x.yaml:12:5 error unknown-reference: ...` followed by an indented hint. */
export function formatDiagnostic(d: Diagnostic): string {
  return `${d.file}:${d.line}:${d.column} error ${d.code}: ${d.message}\n  hint: ${d.hint}`;
}

/** Stable order: by file, then position, then code, so output never depends on rule order. */
export function sortDiagnostics(list: readonly Diagnostic[]): Diagnostic[] {
  return [...list].sort(
    (a, b) =>
      byCodePoint(a.file, b.file) || a.line - b.line || a.column - b.column || byCodePoint(a.code, b.code) ||
      byCodePoint(a.message, b.message),
  );
}

/** Thrown to stop the pipeline; carries every diagnostic found so far. */
export class ModelError extends Error {
  readonly diagnostics: Diagnostic[];
  constructor(diagnostics: readonly Diagnostic[]) {
    super(`${diagnostics.length} model error(s)`);
    this.name = 'ModelError';
    this.diagnostics = sortDiagnostics(diagnostics);
  }
}
