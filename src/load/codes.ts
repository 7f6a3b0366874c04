/**
 * The codes the load stage reports: reading the model folder, parsing each file's YAML
 * (load-spec.ts) and merging the files into one model (merge.ts).
 */
import type { CodeParams, CodeTable } from '../diagnostics/code-table.ts';
import { diagnosticCreator, type Diagnostic, type SourcePosition } from '../diagnostics/diagnostic.ts';
import { paramMessage } from '../diagnostics/message.ts';
import { SINGLE_SECTIONS } from '../model/schema.ts';

const SPEC_FOLDER_HINT = 'Run from the repository root, or pass --spec <dir> pointing at the folder of spec/*.yaml files.';

export const LOAD_CODES = {
  // ── Reading and parsing ─────────────────────────────────────────────────────────────
  'spec-dir-missing': {
    severity: 'error',
    message: paramMessage`No model found: cannot read the folder ${'folder'}/.`,
    hint: SPEC_FOLDER_HINT,
  },
  'spec-dir-empty': {
    severity: 'error',
    message: paramMessage`No model found: the folder ${'folder'}/ holds no .yaml files.`,
    hint: SPEC_FOLDER_HINT,
  },
  'file-too-large': {
    severity: 'error',
    message: paramMessage`The file is ${'size'} bytes; the limit is ${'limit'} bytes.`,
    hint: 'Split the model into several spec/*.yaml files; a hand-written model file should never be this large.',
  },
  'yaml-syntax': {
    severity: 'error',
    message: paramMessage`YAML syntax error: ${'problem'}`,
    hint: 'Fix the YAML at this position (indentation, an unclosed bracket or quote, a stray tab, an alias without its anchor).',
  },
  'yaml-duplicate-key': {
    severity: 'error',
    message: paramMessage`Duplicate key: \`${'key'}\` is already a key of this mapping.`,
    hint: 'Each key may appear once in a mapping; merge the two entries or rename one.',
  },
  'yaml-alias-limit': {
    severity: 'error',
    message: paramMessage`Too many YAML aliases or alias expansions: ${'problem'}`,
    hint: 'The model refuses alias bombs; write the repeated content out, or use fewer anchors.',
  },
  'yaml-too-deep': {
    severity: 'error',
    message: paramMessage`Values are nested too deeply: ${'problem'}.`,
    hint: 'The model needs only a few levels; flatten the structure (declare an embedded object and refer to it with `of`), or remove the runaway nesting.',
  },
  'yaml-alias-cycle': {
    severity: 'error',
    message: paramMessage`Alias *${'alias'} refers to a node that contains it.`,
    hint: 'An alias may repeat a node written earlier, not the node it sits in (that would nest without end); write the content out.',
  },
  'yaml-not-mapping': {
    severity: 'error',
    message: paramMessage`The file must be a mapping of model sections, found ${'found'}.`,
    hint: 'Start the file with a section such as `resources:` or `operations:`.',
  },

  // ── Merging files ───────────────────────────────────────────────────────────────────
  'duplicate-section': {
    severity: 'error',
    message: paramMessage`Section \`${'section'}\` is also defined in ${'file'}.`,
    hint: `A single-object section (${SINGLE_SECTIONS.join(', ')}) lives in exactly one file.`,
  },
  'duplicate-entry': {
    severity: 'error',
    message: paramMessage`\`${'entry'}\` is also defined in ${'file'}.`,
    hint: 'Names are global across spec files; rename one of the two entries.',
  },
} as const satisfies CodeTable;

type LoadCode = keyof typeof LOAD_CODES;

export const makeDiagnostic = diagnosticCreator(LOAD_CODES);

/** A diagnostic decided before its position is known (the YAML walker's): a code with the values it needs. */
export type PendingDiagnostic = { [C in LoadCode]: { code: C; params: CodeParams<typeof LOAD_CODES, C> } }[LoadCode];

export function locatePending(pending: PendingDiagnostic, at: SourcePosition): Diagnostic {
  // The pairing of code and values was checked where the pending diagnostic was built.
  return makeDiagnostic(pending.code, at, pending.params as never);
}
