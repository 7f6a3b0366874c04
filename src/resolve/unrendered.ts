/**
 * After a compile: every element of the model that no view or emitter rendered, as a located
 * warning (see src/resolve/consumption.ts for how rendering is recorded).
 */
import type { CodeTable } from '../diagnostics/code-table.ts';
import { diagnosticCreator, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { paramMessage } from '../diagnostics/message.ts';
import type { Locator } from '../load/merge.ts';
import type { ModelPath } from '../model/path.ts';
import { walkModelElements } from '../model/elements.ts';
import type { ConsumedPart } from './consumption.ts';
import type { ResolvedModel } from './resolve.ts';

export const UNRENDERED_CODES = {
  'model-element-unrendered': {
    severity: 'warning',
    message: paramMessage`${'element'} is in the model, but no generated artefact shows it.`,
    hint: 'Nothing the compiler generates renders this element, so every artefact would drop it: remove it, or state it where it applies (an error code is listed by an operation of a version with the error envelope; a field by a resource a version shows). If the model is right, the compiler lacks a rendering for it: report it.',
  },
} as const satisfies CodeTable;

const makeDiagnostic = diagnosticCreator(UNRENDERED_CODES);

/** `operations.restoreProject.errors[0]` (`project_archived`): the path, and the value when it is a scalar. */
function describe(model: unknown, path: ModelPath): string {
  const value = path.reduce<unknown>((node, segment) => (node as Record<string | number, unknown>)[segment], model);
  const where = path.map((segment, i) => (typeof segment === 'number' ? `[${segment}]` : i === 0 ? segment : `.${segment}`)).join('');
  return typeof value === 'object' ? `\`${where}\`` : `\`${where}\` (\`${String(value)}\`)`;
}

/**
 * The elements nothing consumed, outermost only, in the order the walk finds them. The walk goes
 * below an element only when part of it was consumed: below one consumed whole nothing can be
 * reported, and below one nothing consumed only it is (below a fixed key nothing consumed, each
 * element it holds).
 */
function unconsumedElements(resolved: ResolvedModel): ModelPath[] {
  const { consumption } = resolved;
  const found: ModelPath[] = [];
  // What the walk hands down: the part of the model it stands in, or null below a fixed key nothing consumed.
  walkModelElements<ConsumedPart | null>(resolved.model, consumption.top, (path, isElement, within) => {
    const consumed = within === null ? 'none' : consumption.below(within, path.at(-1)!);
    if (consumed === 'whole') return false;
    if (consumed !== 'none') return consumed;
    if (!isElement) return null;
    found.push(path);
    return false;
  });
  return found;
}

/**
 * The warnings, leaving out an element that `reported` already has a diagnostic at (a declaration
 * nothing refers to is, of course, rendered nowhere either: one report of it is enough).
 */
export function unrenderedElements(resolved: ResolvedModel, locator: Locator, reported: readonly Diagnostic[]): Diagnostic[] {
  const spots = new Set(reported.map((d) => `${d.file}:${d.line}:${d.column}`));
  return unconsumedElements(resolved)
    .map((path) => makeDiagnostic('model-element-unrendered', locator.at(path, typeof path.at(-1) === 'string'), { element: describe(resolved.model, path) }))
    .filter((d) => !spots.has(`${d.file}:${d.line}:${d.column}`));
}
