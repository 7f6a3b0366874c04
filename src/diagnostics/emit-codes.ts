/**
 * The codes reported while emitting: a documentation template that does not compile
 * (src/emit/docs/templates.ts) and a model element no artefact shows (src/validate/unrendered.ts,
 * run after the emitters). They belong beside those checks, like a rule's codes; they wait here,
 * at the bottom of the pipeline, while the emitters and the check after them are being moved,
 * and `makeDiagnostic` of src/diagnostics/diagnostic.ts reports them.
 */
import type { CodeTable } from './code-table.ts';
import { paramMessage } from './message.ts';

export const EMIT_CODES = {
  'template-error': {
    severity: 'error',
    message: paramMessage`Documentation template error: ${'problem'}`,
    hint: 'Fix the Handlebars template at this position; every `{{name}}` must be a field of the page context (see src/emit/docs/pages/).',
  },
  'model-element-unrendered': {
    severity: 'warning',
    message: paramMessage`${'element'} is in the model, but no generated artefact shows it.`,
    hint: 'Nothing the compiler generates renders this element, so every artefact would drop it: remove it, or state it where it applies (an error code is listed by an operation of a version with the error envelope; a field by a resource a version shows). If the model is right, the compiler lacks a rendering for it: report it.',
  },
} as const satisfies CodeTable;
