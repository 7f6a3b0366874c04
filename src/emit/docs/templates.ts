/**
 * The Handlebars templates of the docs (`templates/*.hbs`, partials in `templates/partials/`),
 * read fresh on every compile so `--watch` picks up edits. Templates are compiled strict (a
 * missing context field is an error, not an empty string) and without HTML escaping (the
 * output is Markdown; the page contexts escape what needs it). A broken template becomes a
 * located `template-error` diagnostic instead of a stack trace.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import Handlebars from 'handlebars';
import { makeDiagnostic, ModelError } from '../../diagnostics/diagnostic.ts';
import { repositoryRoot } from '../repository-root.ts';

export type RenderPage = (template: string, context: object) => string;

const SUFFIX = '.hbs';

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
  const firstLine = message.split('\n')[0]!;
  return new ModelError([makeDiagnostic('template-error', { file: relative(root, file), ...positionOf(message) }, { detail: firstLine })]);
}

/** Loads every template and partial; returns a renderer that names the template on failure. */
export function loadTemplates(templatesDir = join(repositoryRoot(), 'templates')): RenderPage {
  const root = repositoryRoot();
  const handlebars = Handlebars.create();
  const partialsDir = join(templatesDir, 'partials');
  for (const name of templateFiles(partialsDir)) {
    const file = join(partialsDir, name);
    try {
      const source = readFileSync(file, 'utf8');
      handlebars.parse(source); // compile() is lazy: parse now so a syntax error names this file
      handlebars.registerPartial(name.slice(0, -SUFFIX.length), handlebars.compile(source, { noEscape: true, strict: true }));
    } catch (error) {
      throw templateError(root, file, error);
    }
  }
  const templates = new Map(
    templateFiles(templatesDir).map((name) => {
      const file = join(templatesDir, name);
      const source = readFileSync(file, 'utf8');
      try {
        handlebars.parse(source);
      } catch (error) {
        throw templateError(root, file, error);
      }
      return [name.slice(0, -SUFFIX.length), { file, compiled: handlebars.compile(source, { noEscape: true, strict: true }) }] as const;
    }),
  );
  return (name, context) => {
    const template = templates.get(name);
    if (!template) throw new ModelError([makeDiagnostic('template-error', { file: relative(root, join(templatesDir, `${name}${SUFFIX}`)), line: 1, column: 1 }, { detail: 'the template file is missing' })]);
    try {
      // Collapse the blank lines that block helpers leave behind: Markdown needs at most one.
      return `${template.compiled(context).replace(/\n{3,}/g, '\n\n').trimEnd()}\n`;
    } catch (error) {
      throw templateError(root, template.file, error);
    }
  };
}
