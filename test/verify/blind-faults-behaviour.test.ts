/**
 * Every fault of the behavioural blind corpus is live: in the situation it targets, the faulty
 * server answers differently from the honest one. For each fault, two fresh sandboxes of the demo
 * data, each behind the fault proxy (one with the fault, one with none), get the same requests
 * (the fault's probe); the answers (status, the headers the rules name, the body with its
 * time-stamps and fresh tokens masked) must differ. Nothing here runs verify.
 */
import { request as httpRequest } from 'node:http';
import { describe, expect, it } from 'vitest';
import { readChoices, type SandboxTransition } from '../../src/demo/choices.ts';
import type { Store, WireRecord } from '../../src/demo/store.ts';
import type { OperationView, VersionView } from '../../src/views/version-view.ts';
import { startSandbox } from '../support/sandbox-server.ts';
import { REPO } from '../support/seed.ts';
import { blindBehaviourFaults } from './blind-faults-behaviour.ts';
import { faultCorpusSetup, startFaultProxy, type Fault } from './fault-proxy.ts';

const setup = faultCorpusSetup(REPO);
const { demo } = setup;
const views = setup.model.views;
const v3 = views.find((v) => v.auth.kind === 'apiKey')!;
const v4 = views.find((v) => v.auth.kind === 'oauth2')!;
const corpus = blindBehaviourFaults(views, demo);
const apiKeyHeader = v3.auth.kind === 'apiKey' ? v3.auth.header.toLowerCase() : '';

// ---------- subjects, chosen from the model and the demo data by the property each probe needs ----------
const demoStore = setup.store();
const tenant = setup.tenants[0]!.tenant;
const tenantData = demoStore.tenants.get(tenant)!;
const recordsOf = (resource: string) => [...demoStore.collection(tenant, resource).values()];
const pathOf = (version: VersionView, op: OperationView, ...ids: string[]) => {
  let at = 0;
  return `${version.root}${op.path.replace(/\{[^}]+\}/g, () => encodeURIComponent(ids[at++]!))}`;
};
const find = <T>(what: string, value: T | undefined): T => {
  if (value === undefined) throw new Error(`the model and demo data offer no ${what}`);
  return value;
};

const choices = readChoices(demoStore.choices, views).choices;
const APPROVAL_STEPS_FIELD = choices.approvalStepsField!;
/** The sandbox's transitions (the model's, with its data's choices where the model is open), by operation id. */
const WORKFLOW: Record<string, SandboxTransition> = Object.fromEntries(
  v4.operations.flatMap((op) => {
    const rule = choices.transition(op);
    return typeof rule === 'object' ? [[op.id, rule]] : [];
  }),
);

const resumable = v4.errorFacts.resumable[0]!;
const submit = find(
  'operation answering an actionable 422',
  v4.operations.find((o) => resumable.operationIds.includes(o.id)),
);
const workflowOps = v4.operations.filter((o) => WORKFLOW[o.id] !== undefined);
const workflowResource = workflowOps[0]!.resource;
const projects = recordsOf(workflowResource);
const readRecord = find(
  'v4 read of a workflow record',
  v4.operations.find((o) => o.method === 'GET' && o.resource === workflowResource && o.pathParams.length === 1 && !o.isList && !o.describes),
);
const needsApprovers = find(
  'record to submit that needs approvers',
  projects.find((r) => WORKFLOW[submit.id]!.from.includes(String(r.status)) && ((r[APPROVAL_STEPS_FIELD] as unknown[] | undefined)?.length ?? 0) > 0),
);
const notSubmittable = find(
  'record submit refuses for its status',
  projects.find((r) => !WORKFLOW[submit.id]!.from.includes(String(r.status))),
);
/** An operation other than submit, and a record it is accepted from / refused from. */
const otherOps = workflowOps.filter((o) => o !== submit);
const accepted = find(
  'workflow operation with a record it is accepted from',
  otherOps.flatMap((op) => projects.filter((r) => WORKFLOW[op.id]!.from.includes(String(r.status))).map((record) => ({ op, record })))[0],
);
const refused = find(
  'workflow operation with a record it refuses',
  otherOps.flatMap((op) => projects.filter((r) => !WORKFLOW[op.id]!.from.includes(String(r.status))).map((record) => ({ op, record })))[0],
);
const reject = find(
  'reject operation',
  otherOps.find((o) => o.path.endsWith('/reject')),
);
const rejectable = find(
  'record reject accepts',
  projects.find((r) => WORKFLOW[reject.id]!.from.includes(String(r.status))),
);
/** The approvers' choice: the first eligible approver of each step. */
const chosenApprovers = (needsApprovers[APPROVAL_STEPS_FIELD] as { eligible: string[] }[]).map((step) => step.eligible[0]!);

/** A path of each version that has no GET (a GET of it is a method the path does not take). */
const withoutGet = (version: VersionView) =>
  find(
    `${version.id} path without GET`,
    version.operations.find((o) => !o.pathParams.length && !version.operations.some((g) => g.path === o.path && g.method === 'GET')),
  );
const sortedList = find(
  'v3 list with a `field:direction` sort',
  v3.operations.find((o) => o.method === 'GET' && o.pathParams.length === 0 && o.query.some((p) => p.type.semantic === 'sort' && !p.type.sortFields)),
);
const sortName = sortedList.query.find((p) => p.type.semantic === 'sort')!.name!;
const { sortPairSeparator: pairSep, sortListSeparator: listSep } = v3.listFormats;
/** Two pairs whose orders differ on the demo data: created descending, then updated ascending. */
const twoPairs = [`created${pairSep}desc`, `updated${pairSep}asc`].join(listSep);
const v4List = find(
  'v4 list of the workflow resource',
  v4.operations.find((o) => o.isList && o.resource === workflowResource),
);
const help = find(
  'help operation of a list with filters',
  v4.operations.find((o) => o.describes !== undefined && v4.operations.find((l) => l.id === o.describes)!.filters.length > 0),
);
const narrow = find(
  'OAuth client holding fewer scopes than the API has',
  tenantData.clients.find((c) => c.scopes !== 'all'),
);
const heldScopes = narrow.scopes as string[];
/** A read the narrow client may not make (its scope unheld), on a path without parameters. */
const unheldRead = find(
  'v4 read needing a scope the narrow client does not hold',
  v4.operations.find((o) => o.method === 'GET' && o.pathParams.length === 0 && o.scope !== undefined && !heldScopes.includes(o.scope.name)),
);
const messageOps = v3.operations.filter((o) => {
  const type = o.responses.find((r) => !r.isError)?.content[0]?.type;
  return o.pathParams.length === 1 && type?.kind === 'object' && type.fields.some((f) => f.name === 'message');
});
const v3Reject = find(
  'v3 non-DELETE operation answering a message',
  messageOps.find((o) => o.method !== 'DELETE'),
);
const v3Deletes = messageOps.filter((o) => o.method === 'DELETE' && recordsOf(o.resource).length > 0);
const fileDownload = find(
  'v3 operation answering a redirect',
  v3.operations.find((o) => o.responses.some((r) => r.status.startsWith('3'))),
);
const invoices = recordsOf(fileDownload.resource);
const withFile = find(
  'record with a file',
  invoices.find((r) => r.file_url !== undefined),
);
const withoutFile = find(
  'record without a file',
  invoices.find((r) => r.file_url === undefined),
);
const numericRecordRead = find(
  'v3 record read of a record with a number',
  v3.operations
    .filter((o) => o.method === 'GET' && o.pathParams.length === 1 && !o.isList)
    .map((op) => ({ op, record: recordsOf(op.resource).find((r) => Object.values(r).some((v) => typeof v === 'number')) }))
    .find((s) => s.record !== undefined),
) as { op: OperationView; record: WireRecord };

// ---------- talking to a proxy ----------
interface Answer {
  status: number;
  headers: Record<string, string>;
  body: unknown;
}
interface Call {
  method?: string;
  headers?: Record<string, string>;
  /** Sent to the organisation's own domain (Host `<tenant>.localhost`) without the tenant header. */
  ownDomain?: boolean;
  json?: unknown;
  form?: Record<string, string>;
}

/** Answers compared without what differs between any two runs: time-stamps, fresh tokens and ids. */
function masked(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(masked);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [
      k,
      ['updated_at', 'access_token', 'refresh_token'].includes(k)
        ? '<masked>'
        : k === 'id' && typeof v === 'string'
          ? v.replace(/[0-9a-f]{8}-[0-9a-f-]{27}$/, '<uuid>')
          : masked(v),
    ]),
  );
}

class Session {
  readonly answers: Answer[] = [];
  private full: Promise<string> | undefined;
  constructor(readonly origin: string) {}

  send(path: string, call: Call = {}): Promise<Answer> {
    const url = new URL(path, this.origin);
    const headers: Record<string, string> = {
      ...(call.ownDomain ? { host: `${tenant}.localhost:${url.port}` } : { [demo.tenantHeader]: tenant }),
      ...call.headers,
    };
    let body: string | undefined;
    if (call.json !== undefined) [headers['content-type'], body] = ['application/json', JSON.stringify(call.json)];
    if (call.form !== undefined) [headers['content-type'], body] = ['application/x-www-form-urlencoded', new URLSearchParams(call.form).toString()];
    return new Promise((resolve, reject) => {
      const outgoing = httpRequest(
        { hostname: url.hostname, port: url.port, path: url.pathname + url.search, method: call.method ?? 'GET', headers },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (c: Buffer) => chunks.push(c));
          response.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            let parsed: unknown = text;
            try {
              parsed = JSON.parse(text);
            } catch {
              // not JSON: compared as text
            }
            const kept = ['allow', 'location', 'content-type'].filter((h) => response.headers[h] !== undefined);
            const answer = {
              status: response.statusCode ?? 0,
              headers: Object.fromEntries(kept.map((h) => [h, String(response.headers[h])])),
              body: masked(parsed),
            };
            this.answers.push(answer);
            resolve(answer);
          });
        },
      );
      outgoing.on('error', reject);
      outgoing.end(body);
    });
  }
  /** A token request (recorded). */
  token(form: Record<string, string>, call: Call = {}) {
    return this.send(demo.tokenPath, { ...call, method: 'POST', form });
  }
  /** The access token a token request is granted, not recorded (recorded answers mask it). */
  async tokenFor(form: Record<string, string>): Promise<string> {
    const response = await fetch(`${this.origin}${demo.tokenPath}`, {
      method: 'POST',
      headers: { [demo.tenantHeader]: tenant, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form),
    });
    return ((await response.json()) as { access_token: string }).access_token;
  }
  /** A bearer token of the tenant's client holding the most. */
  private bearer(): Promise<string> {
    const client = demo.clients[tenant]!;
    this.full ??= this.tokenFor({ grant_type: 'client_credentials', client_id: client.id, client_secret: client.secret });
    return this.full;
  }
  async v4(path: string, call: Call = {}) {
    return this.send(path, { ...call, headers: { authorization: `Bearer ${await this.bearer()}`, ...call.headers } });
  }
  v3(path: string, call: Call = {}) {
    return this.send(path, { ...call, headers: { [apiKeyHeader]: demo.apiKeys[tenant]!, ...call.headers } });
  }
  /** The v4 workflow record, as read after a call. */
  record(id: string) {
    return this.v4(pathOf(v4, readRecord, id));
  }
}

// ---------- each fault's situation ----------
interface Probe {
  run(session: Session): Promise<unknown>;
  /** Demo data the situation needs beyond the shipped data (both sandboxes get it). */
  data?(store: Store): void;
}

const submitWrongState: Probe = {
  run: async (s) => {
    await s.v4(pathOf(v4, submit, notSubmittable.id), { method: 'POST' });
    await s.record(notSubmittable.id);
  },
};
const otherWrongState: Probe = {
  run: async (s) => {
    await s.v4(pathOf(v4, refused.op, refused.record.id), { method: 'POST' });
    await s.record(refused.record.id);
  },
};
const chooseApprovers: Probe = {
  run: async (s) => {
    await s.v4(pathOf(v4, submit, needsApprovers.id), { method: 'POST' });
    await s.v4(pathOf(v4, submit, needsApprovers.id), { method: 'POST', json: { [resumable.resend.field]: chosenApprovers } });
    await s.record(needsApprovers.id);
  },
};
const v4Delete: Probe = {
  run: async (s) => {
    await s.v4(pathOf(v4, readRecord, accepted.record.id), { method: 'DELETE' });
    await s.record(accepted.record.id);
  },
};
const methodNotTaken: Probe = {
  run: async (s) => {
    await s.v3(pathOf(v3, withoutGet(v3)));
    await s.v4(pathOf(v4, withoutGet(v4)));
  },
};
const unsortedLists: Probe = {
  run: async (s) => {
    await s.v3(pathOf(v3, sortedList));
    await s.v4(pathOf(v4, v4List));
  },
};
const twoPairSort: Probe = { run: (s) => s.v3(`${pathOf(v3, sortedList)}?${sortName}=${twoPairs}`) };
const helpPayload: Probe = { run: (s) => s.v4(pathOf(v4, help)) };
/** The narrow client asks for the scopes it holds and one it does not. */
const narrowForm = {
  grant_type: 'client_credentials',
  client_id: narrow.id,
  client_secret: narrow.secret,
  scope: [...heldScopes, unheldRead.scope!.name].join(' '),
};
const scopeIntersection: Probe = { run: (s) => s.token(narrowForm) };
const unheldUse: Probe = {
  run: async (s) => {
    await s.token(narrowForm);
    await s.send(pathOf(v4, unheldRead), { headers: { authorization: `Bearer ${await s.tokenFor(narrowForm)}` } });
  },
};
const ownDomain: Probe = {
  run: async (s) => {
    await s.v3(pathOf(v3, sortedList), { ownDomain: true });
    const client = demo.clients[tenant]!;
    await s.token({ grant_type: 'client_credentials', client_id: client.id, client_secret: client.secret }, { ownDomain: true });
  },
};
const fileDownloads: Probe = {
  run: async (s) => {
    await s.v3(pathOf(v3, fileDownload, withFile.id));
    await s.v3(pathOf(v3, fileDownload, withoutFile.id));
  },
};

const PROBES: Record<string, Probe> = {
  'submit-accepted-from-any-state': submitWrongState,
  'submit-wrong-state-409': submitWrongState,
  'submit-422-message-only': submitWrongState,
  'submit-422-without-details': submitWrongState,
  'workflow-wrong-state-400': otherWrongState,
  'workflow-guard-missing': otherWrongState,
  'workflow-state-changed-despite-422': otherWrongState,
  'workflow-2xx-not-saved': {
    run: async (s) => {
      await s.v4(pathOf(v4, accepted.op, accepted.record.id), { method: 'POST' });
      await s.record(accepted.record.id);
    },
  },
  'reject-cancels-project': {
    run: async (s) => {
      await s.v4(pathOf(v4, reject, rejectable.id), { method: 'POST', json: {} });
      await s.record(rejectable.id);
    },
  },
  'approver-selection-missing': chooseApprovers,
  'approver-selection-empty': chooseApprovers,
  'approver-resubmit-ignored': chooseApprovers,
  'approver-selection-wrong-code': chooseApprovers,
  'approver-selection-as-400': chooseApprovers,
  'v4-project-delete-404': v4Delete,
  'v4-project-delete-cancels-204': v4Delete,
  '405-without-allow': methodNotTaken,
  'allow-lists-every-method': methodNotTaken,
  'v3-405-as-404': methodNotTaken,
  'v4-405-as-501': methodNotTaken,
  '405-as-400': methodNotTaken,
  'v4-validation-422-as-400': {
    run: (s) => s.v4(pathOf(v4, submit, needsApprovers.id), { method: 'POST', json: { [resumable.resend.field]: 'not a list' } }),
  },
  'default-order-oldest-first': unsortedLists,
  'default-order-by-id': unsortedLists,
  'default-order-by-updated': unsortedLists,
  'sort-only-first-pair': {
    run: twoPairSort.run,
    // The second pair only matters where records tie on the first: a copy of an updated record,
    // created at the same moment and never updated, with an id sorting after it.
    data: (store) => {
      const records = store.collection(tenant, sortedList.resource);
      const updated = find(
        'record updated after its creation',
        [...records.values()].find((r) => String(r.updated_at) > String(r.created_at)),
      );
      records.set(`${updated.id}-tie`, { ...updated, id: `${updated.id}-tie`, updated_at: updated.created_at });
    },
  },
  'sort-only-last-pair': twoPairSort,
  'sort-pairs-reversed': twoPairSort,
  'help-attribute-missing': helpPayload,
  'help-operator-misnamed': helpPayload,
  'help-enum-values-missing': helpPayload,
  'help-empty-object': helpPayload,
  'scope-grants-unheld': unheldUse,
  'scope-echoes-request': scopeIntersection,
  'scope-partial-request-refused': scopeIntersection,
  'token-has-refresh-token': {
    run: (s) => {
      const client = demo.clients[tenant]!;
      return s.token({ grant_type: 'client_credentials', client_id: client.id, client_secret: client.secret });
    },
  },
  'refresh-grant-accepted': {
    run: (s) => {
      const client = demo.clients[tenant]!;
      return s.token({ grant_type: 'refresh_token', refresh_token: 'any', client_id: client.id, client_secret: client.secret });
    },
  },
  'own-domain-tenant-unknown': ownDomain,
  'own-domain-served-as-other-tenant': ownDomain,
  'own-domain-token-needs-header': ownDomain,
  'v3-reject-empty-object': {
    run: (s) => s.v3(pathOf(v3, v3Reject, recordsOf(v3Reject.resource)[0]!.id), { method: v3Reject.method, form: { rejection_reason: 'Over budget.' } }),
  },
  'v3-delete-204': {
    run: async (s) => {
      for (const op of v3Deletes) await s.v3(pathOf(v3, op, recordsOf(op.resource)[0]!.id), { method: 'DELETE' });
    },
  },
  'invoice-file-200-without-location': fileDownloads,
  'invoice-no-file-204': fileDownloads,
  'v3-po-version-as-string': { run: (s) => s.v3(pathOf(v3, numericRecordRead.op, numericRecordRead.record.id)) },
};

/** The answers to a probe through the proxy with `fault`, over a fresh sandbox of the demo data. */
async function answersTo(probe: Probe, fault: Fault): Promise<Answer[]> {
  const store = setup.store();
  probe.data?.(store);
  const sandbox = await startSandbox({ store, model: setup.sandbox });
  const proxy = await startFaultProxy(sandbox.origin, fault, demo);
  try {
    const session = new Session(proxy.origin);
    await probe.run(session);
    return session.answers;
  } finally {
    await proxy.close();
    await sandbox.app.close();
  }
}

describe('the behavioural blind corpus', () => {
  it('has a probe for every fault, and a fault for every probe', () => {
    expect(corpus.map((f) => f.name).sort()).toEqual(Object.keys(PROBES).sort());
    expect(new Set(corpus.map((f) => f.name)).size).toBe(corpus.length);
  });

  for (const entry of corpus) {
    it(`${entry.name} changes the answer in its situation`, async () => {
      const probe = PROBES[entry.name];
      if (!probe) throw new Error(`no probe for ${entry.name}`);
      const honest = await answersTo(probe, {});
      const faulty = await answersTo(probe, entry.fault);
      expect(honest.length).toBeGreaterThan(0);
      expect(faulty, `${entry.name}: the faulty server answered exactly as the honest one`).not.toEqual(honest);
    });
  }
});
