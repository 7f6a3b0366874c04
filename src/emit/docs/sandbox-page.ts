/**
 * `docs/sandbox.md`: what a partner needs to try the sandbox, derived from its demo data
 * (`sandbox/demo.yaml`: records, credentials and the sandbox's own choices) and the model, so
 * nothing on it is copied by hand: the tenants and their credentials, the demo records' ids, the
 * workflow with each part marked as the model's or the sandbox's choice, the shortest way to
 * reach every status, and every other choice the sandbox makes where the model is open.
 */
import type { EmitInput, Emitter } from '../input.ts';
import type { Artefact } from '../shared/artefact.ts';
import { cell, code } from '../shared/markdown.ts';
import type { ModelView } from '../../views/model-view.ts';
import type { OperationView, VersionView } from '../../views/version-view.ts';
import { readChoices, type SandboxChoices } from '../../demo/choices.ts';
import { DEMO_FIXTURE_PATH, Store, type ApprovalStep, type TenantData } from '../../demo/store.ts';
import { answersList } from '../../views/behaviour-view.ts';
import { transitions, waysFrom, type TransitionEdge } from '../../demo/workflow.ts';

/** Where the sandbox's choices live, as the page names them. */
const CHOICES = `${code('choices:')} in ${code(DEMO_FIXTURE_PATH)}`;

/** An operation as the page names it: its version, method and full path. */
function named(views: readonly VersionView[], op: OperationView): string {
  const view = views.find((v) => v.operations.includes(op));
  return `${view?.id ?? ''} ${code(`${op.method} ${op.fullPath}`)}`.trim();
}

/** A table's header and separator lines for `columns`. */
function tableHead(columns: readonly string[]): string[] {
  return [`| ${columns.join(' | ')} |`, `|${columns.map(() => '---').join('|')}|`];
}

/**
 * The credentials of each tenant, a column per kind of credential the model's versions take;
 * with the tenant and its owner where the model has tenants (an API without them has one data set).
 */
function credentialsSection(model: ModelView, views: readonly VersionView[], store: Store): string[] {
  const versionsOf = (kind: string) =>
    views
      .filter((v) => v.auth.kind === kind)
      .map((v) => v.id)
      .join(', ');
  const tenancy = model.tenantHeaderName !== undefined;
  const kinds = [
    { kind: 'apiKey', title: 'API keys', cell: (data: TenantData) => data.apiKeys.map(code).join(', ') },
    {
      kind: 'oauth2',
      title: 'OAuth clients',
      suffix: ': id / secret (scopes)',
      cell: (data: TenantData) =>
        data.clients.map((c) => `${code(c.id)} / ${code(c.secret)} (${c.scopes === 'all' ? 'every scope' : c.scopes.map(code).join(' ')})`).join('; '),
    },
    { kind: 'bearer', title: 'Bearer tokens', cell: (data: TenantData) => data.tokens.map(code).join(', ') },
  ].filter(({ kind }) => versionsOf(kind) !== '');
  const columns = [
    ...(tenancy ? ['Tenant'] : []),
    ...kinds.map(({ kind, title, suffix }) => `${title} (${versionsOf(kind)})${suffix ?? ''}`),
    ...(tenancy ? ['Owner'] : []),
  ];
  const rows = [...store.tenants].map(([tenant, data]) => {
    const cells = [...(tenancy ? [code(tenant)] : []), ...kinds.map(({ cell: of }) => of(data) || '-'), ...(tenancy ? [code(data.owner.email)] : [])];
    return `| ${cells.join(' | ')} |`;
  });
  const ownDomain = views.some((v) => v.servers.some((s) => !s.tenantHeader));
  return [
    tenancy ? '## Tenants and credentials' : '## Credentials',
    '',
    ...(tenancy
      ? [
          `Every request names its tenant in the ${code(model.tenantHeaderName!)} header${ownDomain ? " (or is sent to `<tenant>.localhost:<port>`, which stands for the organisation's own domain)" : ''}.`,
          '',
        ]
      : []),
    ...tableHead(columns),
    ...rows,
  ];
}

function recordsSection(model: ModelView, views: readonly VersionView[], store: Store, choices: SandboxChoices): string[] {
  const tenancy = model.tenantHeaderName !== undefined;
  const statusField = new Map(views.flatMap((v) => v.operations.flatMap((o) => (o.transition ? [[o.resource, o.transition.field] as const] : []))));
  const rows = [...store.tenants].flatMap(([tenant, data]) =>
    [...data.collections]
      .filter(([, records]) => records.size > 0)
      .map(([collection, records]) => {
        const field = statusField.get(collection);
        const ids = [...records.values()].map((r) => {
          const status = field !== undefined && r[field] !== undefined ? ` (${String(r[field])})` : '';
          const steps = choices.approvalStepsField !== undefined ? (r[choices.approvalStepsField] as ApprovalStep[] | undefined) : undefined;
          const approvers = steps?.length
            ? `, submit names approvers: ${steps.map((s) => `step ${s.step}: ${s.eligible.map(code).join(' or ')}`).join('; ')}`
            : '';
          return `${code(r.id)}${status}${approvers}`;
        });
        return `| ${tenancy ? `${code(tenant)} | ` : ''}${cell(model.resource(collection)?.title ?? collection)} | ${ids.join('; ')} |`;
      }),
  );
  return [
    '## Demo records',
    '',
    tenancy ? "Ids to call the API with, per tenant; a tenant never sees another tenant's records." : 'Ids to call the API with.',
    '',
    ...tableHead([...(tenancy ? ['Tenant'] : []), 'Resource', 'Ids']),
    ...rows,
  ];
}

/** `draft` (the model's) or `pending` (the sandbox's choice). */
const whose = (text: string, chosen: boolean) => `${text} (${chosen ? "the sandbox's choice" : 'the model'})`;

function workflowSection(views: readonly VersionView[], choices: SandboxChoices): string[] {
  const operations = views.flatMap((v) => v.operations);
  const governed = operations.filter((o) => o.transition);
  const [first] = governed;
  if (first === undefined) return [];
  const statuses = first.transition!.states;
  const [initial] = statuses;
  const rows = governed.map((op) => {
    const rule = choices.transition(op);
    if (typeof rule !== 'object') return `| ${named(views, op)} | not shown | not shown: answers 501 |`;
    return `| ${named(views, op)} | ${whose(rule.from.map(code).join(', '), rule.chosen.from)} | ${whose(code(rule.to), rule.chosen.to)} |`;
  });
  const deletes = operations.flatMap((op) => {
    const chosen = choices.deleteOf(op);
    return chosen ? [`| ${named(views, op)} | ${[...chosen.next].map(([from, to]) => `${code(from)} → ${code(to)}`).join('; ')} |`] : [];
  });
  const edges = transitions(operations, choices);
  const stepName = (edge: TransitionEdge) => code(edge.via.id);
  const ways = initial === undefined ? new Map<string, TransitionEdge[] | undefined>() : waysFrom(edges, initial, statuses);
  const wayRows = statuses.map((status) => {
    const way = ways.get(status);
    const text = way === undefined ? 'not reachable in the sandbox' : way.length === 0 ? 'the status the ways below start from' : way.map(stepName).join(' → ');
    return `| ${code(status)} | ${text} |`;
  });
  const { wrongState } = first.transition!;
  return [
    '## Workflow',
    '',
    "What the model states of each workflow operation, and the sandbox's choice where the specification does not show it",
    `(${CHOICES}). An operation called from another status answers ${wrongState.status} ${code(wrongState.code)} naming the statuses it is accepted from.`,
    '',
    '| Operation | From | To |',
    '|---|---|---|',
    ...rows,
    ...(deletes.length > 0
      ? [
          '',
          "What a delete does to a record the workflow governs is not shown; the sandbox's choice, by the status it had (any other stays as it is):",
          '',
          '| Operation | Status before → after |',
          '|---|---|',
          ...deletes,
        ]
      : []),
    '',
    `### How to reach every status (from ${code(initial ?? '')})`,
    '',
    '| Status | Operations, in order |',
    '|---|---|',
    ...wayRows,
  ];
}

/** The sandbox's other choices where the model is open: page sizes, token lifetime, minor units, worded answers, record fields. */
function choicesSection(model: ModelView, views: readonly VersionView[], choices: SandboxChoices, minorUnitsChosen: boolean): string[] {
  const operations = views.flatMap((v) => v.operations);
  const answers = operations.flatMap((op) => {
    const fields = choices.answer(op.id);
    return fields
      ? [
          `| ${named(views, op)} | ${Object.entries(fields)
            .map(([name, template]) => `${code(name)}: ${code(template)}`)
            .join('; ')} |`,
        ]
      : [];
  });
  // The page size parameters as the model names them (`paging: size`).
  const sizes = [...new Set(operations.flatMap((op) => op.query.filter((p) => p.paging === 'size').map((p) => code(p.name!))))].join(' or ');
  const lists = operations.some((op) => answersList(op));
  const lines = [
    ...(lists && sizes !== ''
      ? [
          `- A list call without ${sizes} answers ${choices.pageSize.default} records a page; the largest ${sizes} honoured is ${choices.pageSize.maximum} (default and maximum page sizes are not shown).`,
        ]
      : lists
        ? [`- A list call answers ${choices.pageSize.default} records a page (the page size is not shown).`]
        : []),
    ...(views.some((v) => v.auth.kind === 'oauth2')
      ? [`- A token lives ${choices.tokenLifetimeSeconds} seconds (${code('expires_in')}; the real lifetime is not shown).`]
      : []),
    ...(choices.minorUnitDigits !== undefined && minorUnitsChosen
      ? [`- Money in minor units stands for ${choices.minorUnitDigits} digits after the decimal point (the model does not state them).`]
      : []),
    ...(choices.updatedAtField ? [`- A workflow operation stamps the record's ${code(choices.updatedAtField)} with the time of the change.`] : []),
    ...[...choices.parentFields].map(
      ([resource, field]) =>
        `- ${cell(model.resource(resource)?.title ?? resource)} records name the record of their enclosing path in their ${code(field)} (the model shows no such field).`,
    ),
    ...(choices.fileLocationField
      ? [`- A file download redirects to the record's ${code(choices.fileLocationField)}; without it, 404 and a ${code('message')}.`]
      : []),
    ...(choices.approvalStepsField
      ? [
          `- A submit asks for approvers (the actionable error) when the record's ${code(choices.approvalStepsField)} lists steps; publish validation's criteria are not shown, so the sandbox never fails it.`,
        ]
      : []),
  ];
  return [
    "## The sandbox's other choices",
    '',
    `Where the specification leaves an answer open, the sandbox answers as ${CHOICES} chooses; a real server may differ.`,
    '',
    ...lines,
    ...(answers.length > 0
      ? ['', 'Answers the model describes only in words, with their fields filled from these templates:', '', '| Operation | Fields |', '|---|---|', ...answers]
      : []),
  ];
}

export function sandboxPage(model: ModelView, views: readonly VersionView[], fixtureText: string): string {
  const store = Store.fromText(fixtureText, DEMO_FIXTURE_PATH);
  // The demo-data check has refused choices that do not fit the model before any emitter runs.
  const stated = model.migration()?.money?.minorUnitDigits;
  const { choices } = readChoices(store.choices, views, { minorUnitDigits: stated });
  return [
    '# Sandbox',
    '',
    `\`npm start\` serves every version of the model (${views.map((v) => `${v.id} at ${code(v.root)}`).join(', ')}) on ${code('http://127.0.0.1:8080')} with the demo data of`,
    `[${code(DEMO_FIXTURE_PATH)}](../../${DEMO_FIXTURE_PATH}); this page is generated from it. The credentials work in the sandbox only.`,
    '',
    ...credentialsSection(model, views, store),
    '',
    ...recordsSection(model, views, store, choices),
    '',
    ...workflowSection(views, choices),
    '',
    ...choicesSection(model, views, choices, stated === undefined),
    '',
  ].join('\n');
}

/** The page, where the model has demo data beside it (a model folder without a sandbox has no page). */
function emitSandboxPage({ model, views, demoData }: EmitInput): Artefact[] {
  return demoData === undefined ? [] : [{ path: 'docs/sandbox.md', content: sandboxPage(model, views, demoData.text) }];
}

export const sandboxPageEmitter: Emitter = { name: 'sandbox page', reads: 'model', emit: emitSandboxPage };
