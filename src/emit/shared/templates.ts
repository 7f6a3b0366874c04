/**
 * The Handlebars templates of the docs (`templates/*.hbs`, partials in `templates/partials/`),
 * read fresh on every compile so `--watch` picks up edits. Templates are compiled strict (a
 * missing context field is an error, not an empty string). HTML templates (`*.html.hbs`) escape
 * every `{{value}}`, so a field added to a page later is safe by default; Markdown templates
 * do not (HTML escapes would show as text there). A broken template becomes a located
 * `template-error` diagnostic instead of a stack trace.
 *
 * Compiling the templates costs far more than rendering them, so the build precompiles every
 * template of templates/ into the CLI bundle (src/emit/shared/precompiled-templates.ts), keyed by a
 * hash of its options and text: a template whose text is not there (edited since the build, or
 * the compiler run from its sources) is compiled when it is read.
 */
import { createHash, type Hash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import Handlebars from 'handlebars';
import type { CodeTable } from '../../diagnostics/code-table.ts';
import { diagnosticCreator, ModelError } from '../../diagnostics/diagnostic.ts';
import { paramMessage } from '../../diagnostics/message.ts';
import { repositoryRoot } from '../../model/repository-root.ts';
import { PRECOMPILED } from './precompiled-templates.ts';

/** The code of a template that does not compile or render: located like a model error. */
export const TEMPLATE_CODES = {
  'template-error': {
    severity: 'error',
    message: paramMessage`Documentation template error: ${'problem'}`,
    hint: 'Fix the Handlebars template at this position; every `{{name}}` must be a field of the page context (see src/emit/docs/pages/).',
  },
} as const satisfies CodeTable;

const makeDiagnostic = diagnosticCreator(TEMPLATE_CODES);

export type RenderPage = (template: string, context: object) => string;

/**
 * Renders a page of `templates/`; `page`, where the page is written: in `--watch`, the page the
 * last compile rendered there is taken while the templates and the context (compared as data:
 * src/model/plain-data.ts) are the same. A context is made anew on every compile (what it reads
 * of the model is recorded as it is made); rendering it is what is saved.
 */
export type RenderReusedPage = (template: string, context: object, page?: string) => string;
type Compiled = Handlebars.TemplateDelegate;
type TemplateOptions = { noEscape: boolean; strict: true; knownHelpersOnly: true; data: false };

const SUFFIX = '.hbs';
const HTML_SUFFIX = '.html.hbs';

/**
 * Templates use Handlebars' own block helpers alone and no `@` data: compiled so
 * (`knownHelpersOnly`, `data: false`), a `{{name}}` is a plain lookup, not a search for a helper
 * of that name, and `{{#each}}` makes no data frame per item.
 */
function optionsFor(file: string): TemplateOptions {
  return { noEscape: !file.endsWith(HTML_SUFFIX), strict: true, knownHelpersOnly: true, data: false };
}

function templateFiles(dir: string): string[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith(SUFFIX))
    .sort();
}

/** `Parse error on line 3:` / `… line 3, column 5` → a position; Handlebars says no more. */
function positionOf(message: string): { line: number; column: number } {
  const match = /line (\d+)(?:, column (\d+))?/.exec(message);
  return { line: match ? Number(match[1]) : 1, column: match?.[2] ? Number(match[2]) + 1 : 1 };
}

function templateError(root: string, file: string, error: unknown): ModelError {
  const message = error instanceof Error ? error.message : String(error);
  return new ModelError([makeDiagnostic('template-error', { file: relative(root, file), ...positionOf(message) }, { problem: message.split('\n')[0]! })]);
}

function templateKey(source: string, options: TemplateOptions): string {
  return createHash('sha256').update(JSON.stringify(options)).update('\0').update(source).digest('hex');
}

/** Handlebars' precompiled specification of a template, as JavaScript source (which checks its syntax). */
export function precompileTemplate(source: string, options: TemplateOptions): string {
  return Handlebars.precompile(source, options) as string;
}

/** Every template and partial under `templatesDir` with its key and options: what the build precompiles. */
export function templateSources(templatesDir: string): { key: string; source: string; options: TemplateOptions }[] {
  const partialsDir = join(templatesDir, 'partials');
  return [...templateFiles(partialsDir).map((name) => join(partialsDir, name)), ...templateFiles(templatesDir).map((name) => join(templatesDir, name))].map(
    (file) => {
      const source = readFileSync(file, 'utf8');
      const options = optionsFor(file);
      return { key: templateKey(source, options), source, options };
    },
  );
}

function compile(handlebars: typeof Handlebars, root: string, file: string, fingerprint: Hash): Compiled {
  try {
    const source = readFileSync(file, 'utf8');
    const options = optionsFor(file);
    const key = templateKey(source, options);
    fingerprint.update(`${relative(root, file)}\0${key}\0`);
    // The specification is JavaScript that Handlebars itself generated from our template.
    const spec = PRECOMPILED.get(key) ?? (new Function(`return ${precompileTemplate(source, options)}`)() as object);
    // Bound to this environment, so it sees the partials registered here.
    return handlebars.template(spec as Parameters<typeof Handlebars.template>[0]);
  } catch (error) {
    throw templateError(root, file, error);
  }
}

/** The folder the docs templates are read from (and `--watch` watches). */
export function templatesFolder(): string {
  return join(repositoryRoot(), 'templates');
}

/** The templates of one compile: the renderer, and a digest of every template's name, text and options. */
export interface Templates {
  render: RenderPage;
  fingerprint: string;
}

/** Loads every template and partial; the renderer names the template on failure. */
export function loadTemplates(templatesDir = templatesFolder()): Templates {
  const root = repositoryRoot();
  const handlebars = Handlebars.create();
  const fingerprint = createHash('sha256');
  const partialsDir = join(templatesDir, 'partials');
  for (const name of templateFiles(partialsDir)) {
    handlebars.registerPartial(name.slice(0, -SUFFIX.length), compile(handlebars, root, join(partialsDir, name), fingerprint));
  }
  const templates = new Map(templateFiles(templatesDir).map((name) => [name.slice(0, -SUFFIX.length), join(templatesDir, name)] as const));
  const compiled = new Map([...templates].map(([name, file]) => [name, compile(handlebars, root, file, fingerprint)] as const));
  const render: RenderPage = (name, context) => {
    const template = compiled.get(name);
    const file = templates.get(name) ?? join(templatesDir, `${name}${SUFFIX}`);
    if (!template)
      throw new ModelError([makeDiagnostic('template-error', { file: relative(root, file), line: 1, column: 1 }, { problem: 'the template file is missing' })]);
    try {
      // Collapse the blank lines that block helpers leave behind: Markdown needs at most one.
      // A page already so (a reference page is megabytes) is returned as it is, not copied.
      const page = template(context);
      const collapsed = page.includes('\n\n\n') ? page.replace(/\n{3,}/g, '\n\n') : page;
      const trimmed = collapsed.trimEnd();
      return trimmed.length === collapsed.length - 1 && collapsed.endsWith('\n') ? collapsed : `${trimmed}\n`;
    } catch (error) {
      throw templateError(root, file, error);
    }
  };
  return { render, fingerprint: fingerprint.digest('hex') };
}
