/**
 * The Handlebars templates of the docs (`templates/*.hbs`, partials in `templates/partials/`),
 * read fresh on every compile so `--watch` picks up edits. Templates are compiled strict (a
 * missing context field is an error, not an empty string). HTML templates (`*.html.hbs`) escape
 * every `{{value}}`, so a field added to a page later is safe by default; Markdown templates
 * do not (HTML escapes would show as text there). A broken template becomes a located
 * `template-error` diagnostic instead of a stack trace.
 *
 * Compiling the templates costs far more than rendering them (~0.4 s against ~0.1 s, cold), so
 * the compiled form (Handlebars' precompiled specification) is cached by a hash of the
 * Handlebars version, the options and the source: in memory for `--watch`, and in the tool's
 * cache (src/cache/cache-dir.ts) for the next process. The templates ship with the compiler, like
 * its source: whatever the model, the same templates compile to the same code, so a model's
 * first run (an empty model cache) finds them compiled.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import Handlebars from 'handlebars';
import { toolCacheDir } from '../../cache/cache-dir.ts';
import { cachedText, contentKey } from '../../cache/entries.ts';
import { makeDiagnostic, ModelError } from '../../diagnostics/diagnostic.ts';
import { repositoryRoot } from '../repository-root.ts';

export type RenderPage = (template: string, context: object) => string;
type Compiled = Handlebars.TemplateDelegate;

const SUFFIX = '.hbs';
const HTML_SUFFIX = '.html.hbs';

function optionsFor(file: string): { noEscape: boolean; strict: true } {
  return { noEscape: !file.endsWith(HTML_SUFFIX), strict: true };
}

const compiledInMemory = new Map<string, Compiled>();
const HANDLEBARS_CACHE_KIND = 'handlebars';
/** A dozen templates, each edited now and then; beyond this, the oldest go. */
const HANDLEBARS_CACHE_ENTRIES = 500;

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

/** The precompiled specification of a template, from the caches or freshly (which checks its syntax). */
function precompiled(source: string, options: ReturnType<typeof optionsFor>): { key: string; spec: string } {
  const key = contentKey(Handlebars.VERSION, JSON.stringify(options), source);
  const cacheOptions = { maxEntries: HANDLEBARS_CACHE_ENTRIES, folder: toolCacheDir() };
  return { key, spec: cachedText(HANDLEBARS_CACHE_KIND, `${key}.js`, cacheOptions, () => Handlebars.precompile(source, options) as string) };
}

function compile(handlebars: typeof Handlebars, root: string, file: string): Compiled {
  try {
    const { key, spec } = precompiled(readFileSync(file, 'utf8'), optionsFor(file));
    let compiled = compiledInMemory.get(key);
    if (!compiled) {
      // The specification is JavaScript that Handlebars itself generated from our template.
      compiled = Handlebars.template(new Function(`return ${spec}`)() as Parameters<typeof Handlebars.template>[0]);
      compiledInMemory.set(key, compiled);
    }
    // A template bound to this environment, so it sees the partials registered here.
    return (context, options) => compiled(context, { ...options, partials: { ...handlebars.partials, ...options?.partials } });
  } catch (error) {
    throw templateError(root, file, error);
  }
}

/** The folder the docs templates are read from (and `--watch` watches). */
export function templatesFolder(): string {
  return join(repositoryRoot(), 'templates');
}

/** Loads every template and partial; returns a renderer that names the template on failure. */
export function loadTemplates(templatesDir = templatesFolder()): RenderPage {
  const root = repositoryRoot();
  const handlebars = Handlebars.create();
  const partialsDir = join(templatesDir, 'partials');
  for (const name of templateFiles(partialsDir)) {
    handlebars.registerPartial(name.slice(0, -SUFFIX.length), compile(handlebars, root, join(partialsDir, name)));
  }
  const templates = new Map(templateFiles(templatesDir).map((name) => [name.slice(0, -SUFFIX.length), join(templatesDir, name)] as const));
  const compiled = new Map([...templates].map(([name, file]) => [name, compile(handlebars, root, file)] as const));
  return (name, context) => {
    const template = compiled.get(name);
    const file = templates.get(name) ?? join(templatesDir, `${name}${SUFFIX}`);
    if (!template) throw new ModelError([makeDiagnostic('template-error', { file: relative(root, file), line: 1, column: 1 }, { problem: 'the template file is missing' })]);
    try {
      // Collapse the blank lines that block helpers leave behind: Markdown needs at most one.
      return `${template(context).replace(/\n{3,}/g, '\n\n').trimEnd()}\n`;
    } catch (error) {
      throw templateError(root, file, error);
    }
  };
}
