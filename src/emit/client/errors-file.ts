/**
 * The package's `errors.ts`: the runtime's error classes, and one generated class per actionable
 * error code (the model's `resume`), with the table each version's client hands its transport.
 * The transport knows no code by name: it looks the envelope's `error` up in that table.
 */
import type { Failure } from '../../model/failures.ts';
import { FAILURE_ERROR_CLASSES } from '../../runtime/errors.ts';
import { GENERATED_HEADER } from '../shared/artefact.ts';
import { docComment } from '../shared/doc-comment.ts';
import type { ResumableErrorView, VersionView } from '../../views/version-view.ts';
import { choicesPropertyName, resumableEntryName, resumableErrorClassName } from '../shared/names.ts';
import { CodeText, dataDeclaration, stringLiteral } from '../shared/ts-text.ts';

/**
 * The runtime class of the status an actionable code answers with (the runtime's own table), which
 * the code's class extends, so that `instanceof ValidationError` still holds for it. The scope
 * failure's class takes the scope fields in its constructor, which an actionable code does not
 * carry: its codes extend `ApiError`, as a status no failure answers does.
 */
function baseClass(view: VersionView, error: ResumableErrorView): string {
  const failure = (Object.keys(view.errorFacts.failures) as Failure[]).find((f) => view.errorFacts.failures[f].status === error.status);
  return failure && failure !== 'insufficientScope' ? FAILURE_ERROR_CLASSES[failure].name : 'ApiError';
}

function resumableClass(view: VersionView, error: ResumableErrorView): string {
  const name = resumableErrorClassName(error.code);
  const property = choicesPropertyName(error.choices.field);
  const chosenType = error.resend.list ? 'readonly unknown[]' : 'unknown';
  return [
    `${docComment(`${error.status} \`${error.code}\`: ${error.description}`)}export class ${name}<Choice = unknown> extends runtime.${baseClass(view, error)} {`,
    `  override readonly name: string = ${stringLiteral(name)};`,
    `${docComment(`${error.choices.description} The body's \`${error.choices.field}\`.`, undefined, '  ')}  readonly ${property}: readonly Choice[];`,
    `  private readonly resendWith: (value: unknown) => Promise<unknown>;`,
    '',
    `  constructor(init: runtime.ResumableErrorInit) {`,
    `    super(init);`,
    `    this.${property} = init.choices as readonly Choice[];`,
    `    this.resendWith = init.resend;`,
    `  }`,
    '',
    `  /** Sends the same request again with \`${error.resend.field}\` set to \`chosen\` (picked from \`${property}\`). */`,
    `  resubmit(chosen: ${chosenType}): Promise<unknown> {`,
    `    return this.resendWith(chosen);`,
    `  }`,
    '',
    `  override toJSON(): Record<string, unknown> {`,
    `    return { ...super.toJSON(), ${property}: this.${property} };`,
    `  }`,
    `}`,
  ].join('\n');
}

/** Every actionable code once, with the first version that answers it (its statuses decide the base class). */
function resumableErrors(views: readonly VersionView[]): { view: VersionView; error: ResumableErrorView }[] {
  const seen = new Map<string, { view: VersionView; error: ResumableErrorView }>();
  for (const view of views) for (const error of view.errorFacts.resumable) if (!seen.has(error.code)) seen.set(error.code, { view, error });
  return [...seen.values()];
}

export function errorsFile(views: readonly VersionView[]): string {
  const classes = resumableErrors(views).map(({ view, error }) => resumableClass(view, error));
  return [
    GENERATED_HEADER,
    // A namespace import, so that a generated class never clashes with the runtime class it extends.
    ...(classes.length > 0 ? [`import * as runtime from './runtime/errors.js';`] : []),
    `export * from './runtime/errors.js';`,
    `export { DecodeError } from './runtime/decode.js';`,
    ...(classes.length > 0 ? ['', classes.join('\n\n')] : []),
    '',
  ].join('\n');
}

/**
 * The rows of the version's actionable-error table (for operations.ts), one constant per code,
 * and the classes they import. Descriptors reference a row by name, not as a member of one table
 * object: a bundler keeps a member access, so an unused descriptor would keep the whole table.
 */
export function resumableErrorRows(view: VersionView): { imports: string[]; code: string } | undefined {
  const errors = view.errorFacts.resumable;
  if (errors.length === 0) return undefined;
  const rows = errors.map((e) =>
    dataDeclaration(`const ${resumableEntryName(e.code)}: ResumableErrorEntry =`, {
      errorClass: new CodeText(resumableErrorClassName(e.code)),
      choices: e.choices.field,
      resend: e.resend.field,
    }),
  );
  return {
    imports: [
      `import type { ResumableErrorEntry } from '../runtime/errors.js';`,
      `import { ${errors.map((e) => resumableErrorClassName(e.code)).join(', ')} } from '../errors.js';`,
    ],
    code: [
      `/** The actionable error codes of this version (the model's \`resume\`): the class raised for each, the body field listing the choices, the request field they are sent back in. */`,
      rows.join('\n'),
    ].join('\n'),
  };
}
