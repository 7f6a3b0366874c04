/**
 * Emits generated/docs/: per version an overview, one page per resource (fields and
 * endpoints), the scopes and error references; the migration guide between the versions the
 * model's `migration` names; the
 * open-questions report; and the Redoc HTML references with an index page. Page contexts
 * are built in src/emit/docs/pages/ from the views; templates only lay them out.
 */
import type { ModelView } from '../../views/model-view.ts';
import type { Artefact } from '../shared/artefact.ts';
import { CHANGELOG_TEMPLATE, changelogContext } from '../shared/changelog.ts';
import type { EmitInput, Emitter } from '../input.ts';
import { redocFiles, referencePage } from './html.ts';
import { errorsPageContext } from './pages/errors.ts';
import { migrationContext } from './pages/migration.ts';
import { openQuestions, openQuestionsContext } from './pages/open-questions.ts';
import { overviewContext, ruleItems } from './pages/overview.ts';
import { resourcePageContext } from './pages/resource.ts';
import { scopesPageContext } from './pages/scopes.ts';
import { buildSite, CHANGELOG_PAGE, ERRORS_PAGE, OVERVIEW_PAGE, SCOPES_PAGE, type VersionSite } from './site.ts';
import type { RenderPage } from '../shared/templates.ts';

export const DOCS_DIR = 'docs';
export const MIGRATION_PAGE = 'migration.md';
export const OPEN_QUESTIONS_PAGE = 'open-questions.md';
export const HTML_DIR = 'html';

function versionPages(model: ModelView, site: VersionSite, render: RenderPage): Artefact[] {
  const base = `${DOCS_DIR}/${site.folder}`;
  const scopes = scopesPageContext(model, site);
  return [
    { path: `${base}/${OVERVIEW_PAGE}`, content: render('overview.md', overviewContext(model, site)) },
    ...site.pages.map((page) => ({ path: `${base}/${page.path}`, content: render('resource.md', resourcePageContext(model, site, site.view, page)) })),
    ...(scopes ? [{ path: `${base}/${SCOPES_PAGE}`, content: render('scopes.md', scopes) }] : []),
    { path: `${base}/${ERRORS_PAGE}`, content: render('errors.md', errorsPageContext(model, site)) },
  ];
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
    migration: { href: MIGRATION_PAGE, ...model.migrationEnds },
    openQuestions: OPEN_QUESTIONS_PAGE,
    openQuestionCount,
    openQuestionPlaces: model.openQuestionPlaces.length,
    changelog: CHANGELOG_PAGE,
    ruleGroups: Object.entries(model.rules()).map(([group, rules]) => ({ title: group.replace(/_/g, ' '), rules: ruleItems(rules) })),
  };
}

function htmlPages({ model, publishedDocument, reuse, render }: EmitInput, sites: readonly VersionSite[]): Artefact[] {
  const pages = sites.map((site) => referencePage(render, publishedDocument(site.view), site.view.title));
  const index = {
    title: model.title,
    description: model.description,
    versions: sites.map((site) => ({ title: site.view.title, href: `${site.folder}.html`, markdown: `../${site.folder}/${OVERVIEW_PAGE}` })),
    migration: `../${MIGRATION_PAGE}`,
    migrationTitle: `Migrating from ${siteOf(sites, model.migrationEnds.from).view.title} to ${siteOf(sites, model.migrationEnds.to).view.title}`,
    openQuestions: `../${OPEN_QUESTIONS_PAGE}`,
  };
  return [
    ...sites.map((site, i) => ({ path: `${DOCS_DIR}/${HTML_DIR}/${site.folder}.html`, content: pages[i]! })),
    ...redocFiles(`${DOCS_DIR}/${HTML_DIR}`, reuse),
    { path: `${DOCS_DIR}/${HTML_DIR}/index.html`, content: render('index.html', index) },
  ];
}

/** The Markdown reference, migration guide and open-questions report. */
function emitMarkdownDocs({ model, views, render }: EmitInput): Artefact[] {
  const sites = views.map((view) => buildSite(model, view));
  const questions = openQuestions(model, views);
  return [
    { path: `${DOCS_DIR}/README.md`, content: render('index.md', indexContext(model, sites, questions.length)) },
    ...sites.flatMap((site) => versionPages(model, site, render)),
    {
      path: `${DOCS_DIR}/${MIGRATION_PAGE}`,
      content: render('migration.md', migrationContext(model, siteOf(sites, model.migrationEnds.from), siteOf(sites, model.migrationEnds.to))),
    },
    { path: `${DOCS_DIR}/${OPEN_QUESTIONS_PAGE}`, content: render('open-questions.md', openQuestionsContext(model, views, questions)) },
    {
      path: `${DOCS_DIR}/${CHANGELOG_PAGE}`,
      content: render(
        CHANGELOG_TEMPLATE,
        changelogContext(model, views, `${model.title}: changelog`, "Each version's releases, newest first: its revision, the date and what changed."),
      ),
    },
  ];
}

/**
 * The Redoc HTML references, their index and Redoc's bundle beside them: a separate emitter
 * because the pages and the 1.1 MB bundle are most of the output's bytes, so callers that compile
 * many models (the fuzz tests) can leave them out.
 */
function emitHtmlDocs(input: EmitInput): Artefact[] {
  return htmlPages(
    input,
    input.views.map((view) => buildSite(input.model, view)),
  );
}

export const docsEmitter: Emitter = { name: 'docs', emit: emitMarkdownDocs };

export const htmlDocsEmitter: Emitter = { name: 'html docs', emit: emitHtmlDocs };
