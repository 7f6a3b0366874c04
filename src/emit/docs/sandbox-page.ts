/**
 * `docs/sandbox.md`: what a partner needs to try the sandbox, derived from its demo data
 * (`sandbox/demo.yaml`), the workflow table (rules.ts) and the model, so nothing on it is
 * copied by hand: the tenants and their credentials, the demo records' ids, the workflow
 * transitions with the operation of each, and the shortest way to reach every status.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { EmitInput, Emitter } from '../input.ts';
import type { Artefact } from '../shared/artefact.ts';
import { cell, code } from '../shared/markdown.ts';
import { repositoryRoot } from '../../model/repository-root.ts';
import type { ModelView } from '../../views/model-view.ts';
import type { VersionView } from '../../views/version-view.ts';
import { APPROVAL_STEPS_FIELD, STATUS_FIELD, WORKFLOW } from '../../demo/rules.ts';
import { DEMO_FIXTURE_PATH, Store, type ApprovalStep } from '../../demo/store.ts';
import { DELETE_ACTION, transitions, waysFrom, type TransitionEdge } from '../../demo/workflow.ts';

/** Each version's operation for a transition: its version id, method and full path. */
function operationsOf(views: readonly VersionView[], edge: TransitionEdge, workflowResources: ReadonlySet<string>): string[] {
  return views.flatMap((view) =>
    view.operations
      .filter((o) => (edge.via === DELETE_ACTION ? o.method === 'DELETE' && workflowResources.has(o.resource) : o.id === edge.via))
      .map((o) => `${view.id} ${code(`${o.method} ${o.fullPath}`)}`),
  );
}

function credentialsSection(model: ModelView, views: readonly VersionView[], store: Store): string[] {
  const versionsOf = (kind: string) =>
    views
      .filter((v) => v.auth.kind === kind)
      .map((v) => v.id)
      .join(', ');
  const rows = [...store.tenants].map(([tenant, data]) => {
    const keys = data.apiKeys.map(code).join(', ') || '-';
    const clients =
      data.clients.map((c) => `${code(c.id)} / ${code(c.secret)} (${c.scopes === 'all' ? 'every scope' : c.scopes.map(code).join(' ')})`).join('; ') || '-';
    return `| ${code(tenant)} | ${keys} | ${clients} | ${code(data.owner.email)} |`;
  });
  return [
    '## Tenants and credentials',
    '',
    `Every request names its tenant in the ${code(model.tenantHeaderName)} header (or is sent to \`<tenant>.localhost:<port>\`, which stands for the organisation's own domain).`,
    '',
    `| Tenant | API keys (${versionsOf('apiKey')}) | OAuth clients (${versionsOf('oauth2')}): id / secret (scopes) | Owner |`,
    '|---|---|---|---|',
    ...rows,
  ];
}

function recordsSection(model: ModelView, store: Store): string[] {
  const rows = [...store.tenants].flatMap(([tenant, data]) =>
    [...data.collections]
      .filter(([, records]) => records.size > 0)
      .map(([collection, records]) => {
        const ids = [...records.values()].map((r) => {
          const status = r[STATUS_FIELD] !== undefined ? ` (${String(r[STATUS_FIELD])})` : '';
          const steps = r[APPROVAL_STEPS_FIELD] as ApprovalStep[] | undefined;
          const approvers = steps?.length
            ? `, submit names approvers: ${steps.map((s) => `step ${s.step}: ${s.eligible.map(code).join(' or ')}`).join('; ')}`
            : '';
          return `${code(r.id)}${status}${approvers}`;
        });
        return `| ${code(tenant)} | ${cell(model.resource(collection)?.title ?? collection)} | ${ids.join('; ')} |`;
      }),
  );
  return [
    '## Demo records',
    '',
    "Ids to call the API with, per tenant; a tenant never sees another tenant's records.",
    '',
    '| Tenant | Resource | Ids |',
    '|---|---|---|',
    ...rows,
  ];
}

function workflowSection(model: ModelView, views: readonly VersionView[]): string[] {
  const workflowResources = new Set(
    views
      .flatMap((v) => v.operations)
      .filter((o) => WORKFLOW[o.id])
      .map((o) => o.resource),
  );
  const statusEnum = [...workflowResources].flatMap((r) => {
    const field = model.resource(r)?.fields?.[STATUS_FIELD];
    return field?.type === 'enum' && field.enum ? model.enumValues(field.enum) : [];
  });
  const [initial] = statusEnum;
  if (initial === undefined) return [];
  const edges = transitions();
  const grouped = new Map<string, TransitionEdge[]>();
  for (const edge of edges) (grouped.get(`${edge.via} ${edge.to}`) ?? grouped.set(`${edge.via} ${edge.to}`, []).get(`${edge.via} ${edge.to}`)!).push(edge);
  const transitionRows = [...grouped.values()].map((group) => {
    const [first] = group as [TransitionEdge];
    const via = operationsOf(views, first, workflowResources).join('; ') || code(first.via);
    return `| ${via} | ${group.map((e) => code(e.from)).join(', ')} | ${code(first.to)} |`;
  });
  const deletes = views.flatMap((v) => v.operations).filter((o) => o.method === 'DELETE' && workflowResources.has(o.resource));
  const stepName = (edge: TransitionEdge) => (edge.via === DELETE_ACTION ? deletes.map((o) => code(o.id)).join(' or ') : code(edge.via));
  const ways = waysFrom(initial, statusEnum);
  const wayRows = statusEnum.map((status) => {
    const way = ways.get(status);
    const text = way === undefined ? 'not reachable in the sandbox' : way.length === 0 ? 'the status the ways below start from' : way.map(stepName).join(' → ');
    return `| ${code(status)} | ${text} |`;
  });
  return [
    '## Workflow',
    '',
    'Transitions between statuses are not shown by the specification (except that submit is accepted only from',
    `${code(initial)}); these are the sandbox's. An operation called from another status answers 422 naming the statuses it is accepted from.`,
    '',
    '| Operation | From | To |',
    '|---|---|---|',
    ...transitionRows,
    '',
    `### How to reach every status (from ${code(initial)})`,
    '',
    '| Status | Operations, in order |',
    '|---|---|',
    ...wayRows,
  ];
}

export function sandboxPage(model: ModelView, views: readonly VersionView[], fixtureText: string): string {
  const store = Store.fromText(fixtureText, DEMO_FIXTURE_PATH);
  return [
    '# Sandbox',
    '',
    `\`npm start\` serves every version of the model (${views.map((v) => `${v.id} at ${code(v.root)}`).join(', ')}) on ${code('http://127.0.0.1:8080')} with the demo data of`,
    `[${code(DEMO_FIXTURE_PATH)}](../../${DEMO_FIXTURE_PATH}); this page is generated from it. The credentials work in the sandbox only.`,
    '',
    ...credentialsSection(model, views, store),
    '',
    ...recordsSection(model, store),
    '',
    ...workflowSection(model, views),
    '',
  ].join('\n');
}

/** The page, where the tool has its demo data beside it (a copy of the compiler alone has no sandbox, so no page). */
function emitSandboxPage({ model, views }: EmitInput): Artefact[] {
  const fixture = join(repositoryRoot(), DEMO_FIXTURE_PATH);
  if (!existsSync(fixture)) return [];
  return [{ path: 'docs/sandbox.md', content: sandboxPage(model, views, readFileSync(fixture, 'utf8')) }];
}

export const sandboxPageEmitter: Emitter = { name: 'sandbox page', reads: 'model', emit: emitSandboxPage };
