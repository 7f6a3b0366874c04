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
import { demoFixtureText } from '../shared/demo-data.ts';
import type { ModelView } from '../../views/model-view.ts';
import type { OperationView, VersionView } from '../../views/version-view.ts';
import { readChoices, type SandboxChoices } from '../../demo/choices.ts';
import { DEMO_FIXTURE_PATH, Store, type ApprovalStep } from '../../demo/store.ts';
import { transitions, waysFrom, type TransitionEdge } from '../../demo/workflow.ts';

/** Where the sandbox's choices live, as the page names them. */
const CHOICES = `${code('choices:')} in ${code(DEMO_FIXTURE_PATH)}`;

/** An operation as the page names it: its version, method and full path. */
function named(views: readonly VersionView[], op: OperationView): string {
  const view = views.find((v) => v.operations.includes(op));
  return `${view?.id ?? ''} ${code(`${op.method} ${op.fullPath}`)}`.trim();
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

function recordsSection(model: ModelView, views: readonly VersionView[], store: Store, choices: SandboxChoices): string[] {
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

/** The sandbox's other choices where the model is open: page sizes, token lifetime, worded answers, record fields. */
function choicesSection(views: readonly VersionView[], choices: SandboxChoices): string[] {
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
  const lines = [
    `- A list call without ${code('limit')} answers ${choices.pageSize.default} records a page; the largest ${code('limit')} honoured is ${choices.pageSize.maximum} (default and maximum page sizes are not shown).`,
    `- A token lives ${choices.tokenLifetimeSeconds} seconds (${code('expires_in')}; the real lifetime is not shown).`,
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
  const { choices } = readChoices(store.choices, views);
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
    ...choicesSection(views, choices),
    '',
  ].join('\n');
}

/** The page, where the tool has its demo data beside it (a copy of the compiler alone has no sandbox, so no page). */
function emitSandboxPage({ model, views }: EmitInput): Artefact[] {
  const fixture = demoFixtureText();
  return fixture === undefined ? [] : [{ path: 'docs/sandbox.md', content: sandboxPage(model, views, fixture) }];
}

export const sandboxPageEmitter: Emitter = { name: 'sandbox page', reads: 'model', emit: emitSandboxPage };
