/**
 * Emits generated/docs/: per version an overview, one page per resource (fields and
 * endpoints), the scopes and error references; the migration guide between the versions the
 * model's `migration` names; the
 * open-questions report; and the Redoc HTML references with an index page. Page contexts
 * are built in src/emit/docs/pages/ from the views; templates only lay them out.
 */
import type { Reuse } from '../../model/reuse.ts';
import type { ModelView } from '../../views/model-view.ts';
import type { VersionView } from '../../views/version-view.ts';
import type { Artefact } from '../shared/artefact.ts';
import { CHANGELOG_TEMPLATE, changelogContext } from '../shared/changelog.ts';
import type { ContractInput, EmitInput, Emitter } from '../input.ts';
import { REDOC_BUNDLE, redocFiles, referencePage } from './html.ts';
import { needsParts, operationIdsOf, OPERATIONS_PER_PAGE, referenceParts, type ReferencePart } from './reference-parts.ts';
import { scriptJson } from '../shared/html.ts';
import type { PublishedDocument } from '../../contract/openapi/types.ts';
import type { DocumentExamples } from '../../contract/openapi/examples.ts';
import { errorsPageContext } from './pages/errors.ts';
import { migrationContext } from './pages/migration.ts';
import { openQuestions, openQuestionsContext } from './pages/open-questions.ts';
import { overviewContext, ruleItems } from './pages/overview.ts';
import { rulesContext } from './pages/rules.ts';
import { resourcePageContext } from './pages/resource.ts';
import { scopesPageContext } from './pages/scopes.ts';
import { buildSite, CHANGELOG_PAGE, ERRORS_PAGE, MIGRATION_PAGE, OVERVIEW_PAGE, SCOPES_PAGE, versionFolder, type VersionSite } from './site.ts';
import type { RenderReusedPage } from '../shared/templates.ts';

export const DOCS_DIR = 'docs';
export const OPEN_QUESTIONS_PAGE = 'open-questions.md';
export const RULES_PAGE = 'rules.md';
export const HTML_DIR = 'html';

/** The page at `path`: `template` rendered for `context` (in `--watch`, taken from the last compile while both are the same). */
function page(render: RenderReusedPage, path: string, template: string, context: object): Artefact {
  return { path, content: render(template, context, path) };
}

function* versionPages(model: ModelView, site: VersionSite, render: RenderReusedPage): Generator<Artefact> {
  const base = `${DOCS_DIR}/${site.folder}`;
  const scopes = scopesPageContext(model, site);
  yield page(render, `${base}/${OVERVIEW_PAGE}`, 'overview.md', overviewContext(model, site));
  if (scopes) yield page(render, `${base}/${SCOPES_PAGE}`, 'scopes.md', scopes);
  yield page(render, `${base}/${ERRORS_PAGE}`, 'errors.md', errorsPageContext(model, site));
}

/** The site of a version id the model names (validation guarantees it is declared). */
function siteOf(sites: readonly VersionSite[], versionId: string): VersionSite {
  return sites.find((site) => site.view.id === versionId)!;
}

function indexContext(model: ModelView, sites: readonly VersionSite[], openQuestionCount: number) {
  return {
    title: model.title,
    description: model.description,
    versions: sites.map((site) => ({
      title: site.view.title,
      overview: `${site.folder}/${OVERVIEW_PAGE}`,
      html: `${HTML_DIR}/${site.folder}.html`,
      root: site.view.root,
      revision: site.view.revision,
    })),
    migration: model.migrationEnds ? { href: MIGRATION_PAGE, ...model.migrationEnds } : false,
    openQuestions: OPEN_QUESTIONS_PAGE,
    rules: RULES_PAGE,
    openQuestionCount,
    openQuestionPlaces: model.openQuestionPlaces.length,
    changelog: CHANGELOG_PAGE,
    ruleGroups: Object.entries(model.rules()).map(([group, rules]) => ({ title: group.replace(/_/g, ' '), rules: ruleItems(rules) })),
  };
}

/**
 * A version's reference: one page, or, past OPERATIONS_PER_PAGE operations, a page per tag in
 * the version's folder and, in the version's page, their list (reference-parts.ts).
 */
function* versionReference(render: RenderReusedPage, view: VersionView, document: PublishedDocument, reuse: Reuse): Generator<Artefact> {
  const folder = versionFolder(view);
  const page = `${DOCS_DIR}/${HTML_DIR}/${folder}`;
  if (!needsParts(document)) {
    const path = `${page}.html`;
    yield { path, content: referencePage(render, document, view.title, REDOC_BUNDLE, reuse, path) };
    return;
  }
  const parts = referenceParts(document);
  for (const part of parts) {
    const path = `${page}/${part.name}.html`;
    yield { path, content: referencePage(render, part.document, `${view.title}: ${part.tag}`, `../${REDOC_BUNDLE}`, reuse, path) };
  }
  const href = (part: ReferencePart) => `${folder}/${part.name}.html`;
  // Redoc's anchors into the one page (`#operation/<id>`, `#tag/<name>`) lead on to the part that has them.
  const anchors = Object.fromEntries(
    parts.flatMap((part) => [[`tag/${part.tag}`, href(part)], ...operationIdsOf(part.document).map((id) => [`operation/${id}`, href(part)])]),
  );
  const contents = {
    title: view.title,
    limit: OPERATIONS_PER_PAGE,
    operations: parts.reduce((sum, part) => sum + part.operations, 0),
    parts: parts.map((part) => ({ title: part.tag, href: href(part), description: part.description ?? '', operations: part.operations })),
    anchors: scriptJson(anchors),
  };
  yield { path: `${page}.html`, content: render('reference-parts.html', contents) };
}

/** The Markdown reference, migration guide and open-questions report, each page handed on before the next is made. */
function* emitMarkdownDocs({ model, views, render, reuse, demoData }: EmitInput): Generator<Artefact> {
  const sites = views.map((view) => buildSite(view));
  const questions = openQuestions(model, views, reuse);
  yield page(render, `${DOCS_DIR}/README.md`, 'index.md', indexContext(model, sites, questions.length));
  for (const site of sites) yield* versionPages(model, site, render);
  // A model without a migration (one version, or versions no guide connects) has no guide.
  const ends = model.migrationEnds;
  if (ends) yield page(render, `${DOCS_DIR}/${MIGRATION_PAGE}`, 'migration.md', migrationContext(model, siteOf(sites, ends.from), siteOf(sites, ends.to)));
  yield page(render, `${DOCS_DIR}/${OPEN_QUESTIONS_PAGE}`, 'open-questions.md', openQuestionsContext(model, views, questions, demoData));
  yield page(render, `${DOCS_DIR}/${RULES_PAGE}`, 'rules.md', rulesContext(model));
  const changelog = changelogContext(
    model,
    views,
    `${model.title}: changelog`,
    "Each version's releases, newest first: its revision, the date and what changed.",
  );
  yield page(render, `${DOCS_DIR}/${CHANGELOG_PAGE}`, CHANGELOG_TEMPLATE, changelog);
}

/**
 * Each version's resource pages (its fields and endpoints, most of the docs' files): from the
 * version views alone, so `validate` leaves them out.
 */
function* emitResourcePages({ views, render, versionArtefacts, examples }: ContractInput): Generator<Artefact> {
  for (const view of views) yield* versionArtefacts('resource pages', view, () => resourcePages(buildSite(view), render, examples(view)));
}

function* resourcePages(site: VersionSite, render: RenderReusedPage, examples: DocumentExamples | undefined): Generator<Artefact> {
  for (const resource of site.pages) {
    yield page(render, `${DOCS_DIR}/${site.folder}/${resource.path}`, 'resource.md', resourcePageContext(site, site.view, resource, examples));
  }
}

/**
 * The Redoc HTML references and Redoc's bundle beside them: from each version's published
 * document and title alone, so `validate` leaves them out. A separate emitter because the pages
 * and the 1.1 MB bundle are most of the output's bytes, so callers that compile many models (the
 * fuzz tests) can leave them out.
 */
function* emitHtmlReferences({ views, publishedDocument, render, reuse, versionArtefacts }: ContractInput): Generator<Artefact> {
  for (const view of views) yield* versionArtefacts('html docs', view, () => versionReference(render, view, publishedDocument(view), reuse));
  yield* redocFiles(`${DOCS_DIR}/${HTML_DIR}`, reuse);
}

/** The HTML references' index page, which reads the model's title, description and migration. */
function* emitHtmlIndex({ model, views, render }: EmitInput): Generator<Artefact> {
  const title = (versionId: string) => views.find((view) => view.id === versionId)!.title;
  const index = {
    title: model.title,
    description: model.description,
    versions: views.map((view) => ({ title: view.title, href: `${versionFolder(view)}.html`, markdown: `../${versionFolder(view)}/${OVERVIEW_PAGE}` })),
    migration: model.migrationEnds
      ? { href: `../${MIGRATION_PAGE}`, title: `Migrating from ${title(model.migrationEnds.from)} to ${title(model.migrationEnds.to)}` }
      : false,
    openQuestions: `../${OPEN_QUESTIONS_PAGE}`,
  };
  yield { path: `${DOCS_DIR}/${HTML_DIR}/index.html`, content: render('index.html', index) };
}

export const docsEmitter: Emitter = { name: 'docs', reads: 'model', emit: emitMarkdownDocs };

export const resourcePagesEmitter: Emitter = { name: 'resource pages', reads: 'contract', emit: emitResourcePages };

export const htmlDocsEmitter: Emitter = { name: 'html docs', reads: 'contract', emit: emitHtmlReferences };

export const htmlIndexEmitter: Emitter = { name: 'html index', reads: 'model', emit: emitHtmlIndex };
