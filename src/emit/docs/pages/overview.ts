/**
 * A version's overview: addresses and regions, the tenant header, authentication step by
 * step, conventions (formats, wire rendering, list syntax), the endpoint index, the resource
 * diagram and the client set-up.
 */
import type { ModelView } from '../../../views/model-view.ts';
import type { RuleT } from '../../../model/schema.ts';
import type { VersionView } from '../../../views/version-view.ts';
import { tokenFactsText } from '../../../contract/behaviour-text.ts';
import { provenanceOf } from '../../../model/provenance.ts';
import { cell, code, note, provenanceNote } from '../../shared/markdown.ts';
import { CHANGELOG_PAGE, ERRORS_PAGE, MIGRATION_PAGE, SCOPES_PAGE, type VersionSite } from '../site.ts';
import { resourceDiagram } from '../diagram.ts';
import { warningText } from '../formats.ts';
import { clientSetupExample } from '../examples.ts';

export function ruleItems(rules: readonly RuleT[]): string[] {
  return rules.map((rule) => note(rule.text, provenanceNote(provenanceOf(rule))));
}

/** `1 endpoint`, `2 endpoints`. */
function countOf(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

export function overviewContext(model: ModelView, site: VersionSite) {
  const view: VersionView = site.view;
  const auth = view.auth;
  const usedTypes = site.semanticTypes;
  const diagram = resourceDiagram(view);
  const tokenOperation = auth.kind === 'oauth2' ? view.operations.find((op) => op.id === auth.tokenOperationId) : undefined;
  return {
    title: view.title,
    description: view.description,
    root: view.root === '' ? '' : code(view.root),
    migration: model.migrationEnds ? `../${MIGRATION_PAGE}` : '',
    formatWarnings: site.formatWarnings.map(warningText),
    servers: view.servers.map((s) => ({
      title: s.title,
      url: code(s.url),
      tenantHeader: s.tenantHeader ? 'required' : 'not needed',
      notes: cell(
        note(
          s.description,
          provenanceNote(s.provenance),
          ...s.variables.map((v) => `${code(`{${v.name}}`)}: ${v.description} ${provenanceNote(v.provenance)}`),
        ),
      ),
    })),
    tenantHeader: view.tenantHeader
      ? { name: code(view.tenantHeader.name), description: view.tenantHeader.description, rules: ruleItems(view.tenantHeader.rules) }
      : false,
    auth: {
      description: auth.description,
      steps: ruleItems(auth.steps),
      tokens: tokenFactsText(auth),
      header: auth.kind === 'apiKey' ? code(auth.header) : '',
      tokenUrl: auth.kind === 'oauth2' ? code(auth.tokenUrl) : '',
      tokenOperation: tokenOperation ? `[${code(tokenOperation.id)}](${site.operationHref(tokenOperation)})` : '',
      // The scopes page is a version's where it takes OAuth tokens and the model has scopes (pages/scopes.ts).
      scopesPage: auth.kind === 'oauth2' && model.scopeAdvice() ? SCOPES_PAGE : '',
    },
    errorsPage: ERRORS_PAGE,
    formats: Object.entries(model.formats())
      .filter(([name]) => usedTypes.has(name))
      .map(([name, f]) => ({ name: code(name), shape: code(f.shape), description: cell(f.description) })),
    defaultOrder: model.defaultOrder ? `${code(model.defaultOrder.field)}, ${model.defaultOrder.direction === 'desc' ? 'descending' : 'ascending'}` : '',
    listFields: Object.entries(view.listFields).map(([name, f]) => note(`${code(name)}: the records' ${code(f.field)}.`, provenanceNote(f.provenance))),
    wireRules: view.wireRules.map((w) => ({
      semantic: code(w.semantic),
      json: code(w.json),
      constraint: w.enum ? w.enum.map(code).join(', ') : w.pattern ? code(w.pattern) : '',
      notes: cell(note(w.description, provenanceNote(w.provenance))),
    })),
    listSyntax: ruleItems(view.listSyntax),
    resources: site.pages.map((page) => ({ title: page.title, path: page.path, operations: countOf(page.operations.length, 'endpoint') })),
    // A version whose operations need no scope (no OAuth, or none declared) has no scope column.
    scoped: view.operations.some((op) => op.scope !== undefined),
    operations: view.operations.map((op) => ({
      link: `[${code(op.id)}](${site.operationHref(op)})`,
      method: code(op.method),
      path: code(op.fullPath),
      summary: cell(op.summary),
      scope: op.scope ? code(op.scope.name) : '–',
      provenance: cell(provenanceNote(op.provenance)),
    })),
    diagram: diagram ?? '',
    diagramNote: note(
      view.resourceFieldsUnspecified ? `**Unspecified:** ${view.resourceFieldsUnspecified}` : undefined,
      diagram === undefined ? 'No resource has documented fields, so there is no diagram to draw.' : undefined,
    ),
    revision: view.revision,
    changelog: `../${CHANGELOG_PAGE}`,
    clientSetup: clientSetupExample(view, model.publication.clientPackage),
  };
}
