/**
 * The workflow, from the model's state machines, with `--allow-writes` only and only on records
 * the credentials file gives (never on a record a list answered). What every workflow operation
 * must do is stated for the whole machine: accepted, it moves the record (read back, it is no
 * longer where it was, and where the answer says it is); refused for the record's status, it
 * gets the machine's wrong-state answer and changes nothing.
 *
 * Where the model states the statuses an operation is accepted from (a submit accepted from `draft`), it is
 * sent for a given record in one of them: it succeeds, leading where the model says (where that
 * is open, the status is an observation); an actionable refusal on the way (the model's `resume`)
 * carries its choices, and the same request sent again with them filled in succeeds. It is then
 * sent for one given record per other status (the moved one among them): the wrong-state answer.
 *
 * Where the model leaves those statuses open, it is sent for one given record per status: which
 * statuses it accepts and where it leads are observations, answering the model's open question;
 * what is stated of every operation of the machine is judged as above.
 */
import { checksOf } from '../../model/conformance-checks.ts';
import type { OperationView, ResumableErrorView, VersionView } from '../../views/version-view.ts';
import type { RunContext } from '../context.ts';
import type { Exchange } from '../http.ts';
import type { CheckDefinition } from '../types.ts';
import { readsGiven } from './records.ts';
import { answered, codeOf, codeProvenance, NOT_IMPLEMENTED, questionOf } from './support.ts';

/** This family's rows of the conformance-check table. */
export const WORKFLOW_CHECKS: CheckDefinition[] = [...checksOf('workflow'), ...checksOf('precondition')];

const PRECONDITION = 'workflow.precondition';
const TRANSITION = 'workflow.transition';
const ACTIONABLE = 'precondition.actionable';

type Json = Record<string, unknown>;

/** A given record and the status the server holds for it. */
interface Subject {
  id: string;
  status: string;
}

/** One workflow operation as this run drives it: its view, the records it may be sent for, how it is sent and read back. */
interface Drive {
  view: VersionView;
  op: OperationView;
  transition: NonNullable<OperationView['transition']>;
  /** The status the server holds for a record, read through the operation that reads one. */
  statusOf(id: string): Promise<{ status: string | undefined; exchange: Exchange }>;
  /** The given records of the operation's resource, with the statuses the server holds now. */
  given(): Promise<Subject[]>;
  /** The operation sent for a record, with a JSON body where it takes one. */
  send(subject: Subject, body?: Json): Promise<Exchange>;
}

/** The first choice an entry of an actionable refusal's list offers: the first item of the first list in it, else the entry. */
function firstChoice(entry: unknown): unknown {
  if (Array.isArray(entry)) return entry[0];
  if (typeof entry === 'object' && entry !== null)
    for (const value of Object.values(entry)) {
      const inner = Array.isArray(value) ? value : undefined;
      if (inner && inner.length > 0) return inner[0];
    }
  return entry;
}

/** One given record per status, where `keep` holds of the status. */
const onePerStatus = (subjects: readonly Subject[], keep: (status: string) => boolean): Subject[] => {
  const seen = new Set<string>();
  return subjects.filter((s) => keep(s.status) && !seen.has(s.status) && seen.add(s.status));
};

export async function workflowChecks(ctx: RunContext, view: VersionView): Promise<void> {
  for (const op of view.operations.filter((o) => o.transition)) {
    const transition = op.transition!;
    const actionable = view.errorFacts.resumable.filter((e) => e.operationIds.includes(op.id));
    const ids = [PRECONDITION, TRANSITION, ...(actionable.length > 0 ? [ACTIONABLE] : [])];
    const skipAll = (reason: string) => Promise.all(ids.map((id) => ctx.check(id, view.id, op.id, async () => ctx.row(id, view.id, op.id, 'skip', reason))));
    if (!ctx.allowWrites) {
      await skipAll('needs --allow-writes (and records the credentials file gives of the resource it moves)');
      continue;
    }
    // The read of the record itself (not of its file): its status is read back there.
    const reader = view.operations.find((o) => readsGiven(o) && o.resource === op.resource && /\}$/.test(o.path));
    if (!reader) {
      await skipAll(`no operation reads a ${op.resource} record by id, so its ${transition.field} cannot be read back`);
      continue;
    }
    const tenant = ctx.tenants[0]!.tenant;
    const recordParam = op.pathParams.at(-1)?.name;
    const statusOf: Drive['statusOf'] = async (id) => {
      const exchange = await ctx.call(view, reader, { auth: { tenant }, params: { [reader.pathParams[0]!.name!]: id } });
      const value = exchange.status < 300 ? (exchange.json as Json | undefined)?.[transition.field] : undefined;
      return { status: typeof value === 'string' ? value : undefined, exchange };
    };
    const drive: Drive = {
      view,
      op,
      transition,
      statusOf,
      async given() {
        const subjects: Subject[] = [];
        for (const record of ctx.given(tenant, op.resource)) {
          const { status } = await statusOf(record.id);
          if (status !== undefined) subjects.push({ id: record.id, status });
        }
        return subjects;
      },
      send: (subject, body) =>
        ctx.call(view, op, {
          auth: { tenant },
          params: recordParam ? { [recordParam]: subject.id } : {},
          ...(op.body?.mediaType === 'application/json' ? { body: { mediaType: 'application/json', text: JSON.stringify(body ?? {}) } } : {}),
        }),
    };
    if (ctx.given(tenant, op.resource).length === 0) {
      await skipAll(`the credentials file gives ${tenant} no ${op.resource} record`);
      continue;
    }
    if (transition.from) {
      await statedTransition(ctx, drive, transition.from.value, actionable);
      await wrongStates(ctx, drive, transition.from.value);
    } else await openTransition(ctx, drive);
  }
}

/**
 * What is wrong with an accepted request's outcome, read back: the record must have moved (where
 * the model states where to, there), and be where the answer says, where it shows the record.
 */
async function moveProblem(
  drive: Drive,
  subject: Subject,
  exchange: Exchange,
): Promise<{ problem?: string; after: { status: string | undefined; exchange: Exchange } }> {
  const { transition } = drive;
  const after = await drive.statusOf(subject.id);
  const body = exchange.json as Json | undefined;
  const shown = body?.id === subject.id && typeof body[transition.field] === 'string' ? (body[transition.field] as string) : undefined;
  const problem =
    after.status === undefined
      ? `read back, answered ${answered(after.exchange)}`
      : transition.to && after.status !== transition.to.value
        ? `reads back ${after.status}, not ${transition.to.value}`
        : after.status === subject.status
          ? `still ${after.status}: the transition was not kept`
          : shown !== undefined && shown !== after.status
            ? `answered ${transition.field} ${shown}, yet reads back ${after.status}`
            : undefined;
  return { ...(problem ? { problem } : {}), after };
}

/** Where the model does not say where the operation leads: where it led, as an observation. */
function observeMove(ctx: RunContext, drive: Drive, from: string, to: string | undefined): void {
  const { view, op, transition } = drive;
  if (!transition.to)
    ctx.observe({
      version: view.id,
      operation: op.id,
      observed: `${op.id} moves a ${op.resource} from ${from} to ${to}`,
      ...questionOf(transition.open ?? { status: 'stated' }),
    });
}

async function statedTransition(ctx: RunContext, drive: Drive, from: readonly string[], actionable: readonly ResumableErrorView[]): Promise<void> {
  const { view, op } = drive;
  await ctx.check(
    TRANSITION,
    view.id,
    op.id,
    async () => {
      const subject = (await drive.given()).find((s) => from.includes(s.status));
      if (!subject) {
        const reason = `the credentials file gives ${ctx.tenants[0]!.tenant} no ${op.resource} record in ${from.join(' or ')}`;
        ctx.row(TRANSITION, view.id, op.id, 'skip', reason);
        if (actionable.length > 0) ctx.row(ACTIONABLE, view.id, op.id, 'skip', reason);
        return;
      }
      const what = `${subject.id} in ${subject.status}`;
      const exchange = await actionableRefusal(ctx, drive, subject, actionable, await drive.send(subject));
      if (!exchange) return ctx.row(TRANSITION, view.id, op.id, 'skip', `${what}: the actionable refusal was not resolved`);
      if (exchange.status === NOT_IMPLEMENTED)
        return ctx.row(TRANSITION, view.id, op.id, 'skip', `the server does not implement the operation (${exchange.status})`, exchange);
      if (exchange.status >= 300) {
        // A refusal the model names with criteria it does not show (publish validation) is an observation; any other fails.
        const open = (op.preconditions ?? []).find(
          (p) =>
            p.provenance.status !== 'stated' &&
            p.status === exchange.status &&
            (p.code === codeOf(exchange) || codeProvenance(ctx, p.code).status !== 'stated'),
        );
        if (!open) return ctx.row(TRANSITION, view.id, op.id, 'fail', `${what}, a status ${op.id} is accepted from: answered ${answered(exchange)}`, exchange);
        ctx.observe({
          version: view.id,
          operation: op.id,
          observed: `${what}: refused with ${answered(exchange)} (${open.description})`,
          ...questionOf(open.provenance),
        });
        return ctx.row(TRANSITION, view.id, op.id, 'skip', `${what}: refused with ${answered(exchange)}: ${open.description}`, exchange);
      }
      const { problem, after } = await moveProblem(drive, subject, exchange);
      if (problem)
        return ctx.row(
          TRANSITION,
          view.id,
          op.id,
          'fail',
          `${what}: ${answered(exchange)}; ${problem}`,
          problem.startsWith('read back') ? after.exchange : exchange,
        );
      observeMove(ctx, drive, subject.status, after.status);
      ctx.row(TRANSITION, view.id, op.id, 'pass', `${what}: ${answered(exchange)}; reads back ${after.status}`, after.exchange);
    },
    [ACTIONABLE],
  );
}

/**
 * The actionable refusal on the way of a transition, where the operation has one: it carries its
 * status and a non-empty list of choices, and the request sent again with the first choice of each
 * does not ask again. The answer the transition is judged by; undefined when it cannot go on.
 */
async function actionableRefusal(
  ctx: RunContext,
  drive: Drive,
  subject: Subject,
  actionable: readonly ResumableErrorView[],
  exchange: Exchange,
): Promise<Exchange | undefined> {
  const { view, op } = drive;
  if (actionable.length === 0) return exchange;
  const what = `${subject.id} in ${subject.status}`;
  const asked = actionable.find((e) => codeOf(exchange) === e.code);
  if (!asked) {
    // The choices of an actionable code under another: a client branches on the code, and never sees them.
    const disguised = actionable.find((e) => (exchange.json as Json | undefined)?.[e.choices.field] !== undefined);
    if (disguised) {
      ctx.row(
        ACTIONABLE,
        view.id,
        op.id,
        'fail',
        `${what}: ${answered(exchange)} carrying ${disguised.choices.field}, the choices of error=${disguised.code}`,
        exchange,
      );
      return undefined;
    }
    ctx.row(
      ACTIONABLE,
      view.id,
      op.id,
      'skip',
      `${what}: answered ${answered(exchange)}, asking for no choice (the model does not say which records need one)`,
      exchange,
    );
    return exchange;
  }
  const choices = (exchange.json as Json)[asked.choices.field];
  if (exchange.status !== asked.status || !Array.isArray(choices) || choices.length === 0) {
    ctx.row(
      ACTIONABLE,
      view.id,
      op.id,
      'fail',
      `${what}: ${answered(exchange)} with ${asked.choices.field} ${JSON.stringify(choices)}, where ${asked.status} error=${asked.code} lists the choices`,
      exchange,
    );
    return undefined;
  }
  const again = await drive.send(subject, { [asked.resend.field]: choices.map(firstChoice) });
  const resent = `sent again with ${asked.resend.field} (the first choice of each of ${choices.length})`;
  if (codeOf(again) === asked.code) {
    ctx.row(ACTIONABLE, view.id, op.id, 'fail', `${what}: ${resent}: asked again (${answered(again)})`, again);
    return undefined;
  }
  if (again.status >= 300 && again.status < 500) {
    // The shape of a chosen entry is not shown: a refusal of this one may be the model's gap, not the server's.
    ctx.observe({
      version: view.id,
      operation: op.id,
      observed: `${what}: ${resent}: answered ${answered(again)}`,
      ...questionOf(op.body?.provenance ?? { status: 'stated' }),
    });
    ctx.row(ACTIONABLE, view.id, op.id, 'skip', `${what}: ${resent}: answered ${answered(again)}; the shape of an entry is not shown`, again);
    return undefined;
  }
  ctx.row(
    ACTIONABLE,
    view.id,
    op.id,
    again.status < 300 ? 'pass' : 'fail',
    `${what}: ${answered(exchange)} listing ${choices.length}; ${resent}: ${answered(again)}`,
    again,
  );
  return again;
}

/** What is wrong with a refusal of a request the model does not say is accepted: not the wrong-state answer, or a record changed. */
async function refusalProblem(ctx: RunContext, drive: Drive, subject: Subject, exchange: Exchange): Promise<string | undefined> {
  const { view, op, transition } = drive;
  const { wrongState } = transition;
  const expected = `${wrongState.status}${view.usesErrorEnvelope ? ` error=${wrongState.code}` : ''}`;
  if (exchange.status !== wrongState.status) return `expected ${expected}, got ${answered(exchange)}`;
  const after = await drive.statusOf(subject.id);
  if (after.status !== subject.status) return `answered ${answered(exchange)}, yet reads back ${after.status ?? answered(after.exchange)}`;
  if (view.usesErrorEnvelope && codeOf(exchange) !== wrongState.code) {
    const codeOpen = codeProvenance(ctx, wrongState.code);
    if (wrongState.provenance.status === 'stated' && codeOpen.status === 'stated') return `expected ${expected}, got ${answered(exchange)}`;
    ctx.observe({ version: view.id, operation: op.id, observed: `a refused ${op.id} answers ${answered(exchange)}`, ...questionOf(codeOpen) });
  }
  return undefined;
}

/** Wrong states: one given record per status the operation is not accepted from (the moved one among them). */
async function wrongStates(ctx: RunContext, drive: Drive, from: readonly string[]): Promise<void> {
  const { view, op } = drive;
  await ctx.check(PRECONDITION, view.id, op.id, async () => {
    const subjects = onePerStatus(await drive.given(), (status) => !from.includes(status));
    if (subjects.length === 0)
      return ctx.row(
        PRECONDITION,
        view.id,
        op.id,
        'skip',
        `the credentials file gives ${ctx.tenants[0]!.tenant} no ${op.resource} record in a status ${op.id} is not accepted from`,
      );
    for (const subject of subjects) {
      const exchange = await drive.send(subject);
      const problem = await refusalProblem(ctx, drive, subject, exchange);
      if (problem) return ctx.row(PRECONDITION, view.id, op.id, 'fail', `${subject.id} in ${subject.status}, not ${from.join(' or ')}: ${problem}`, exchange);
    }
    ctx.row(
      PRECONDITION,
      view.id,
      op.id,
      'pass',
      `${subjects.map((s) => `${s.id} in ${s.status}`).join(', ')}: ${drive.transition.wrongState.status}, unchanged`,
    );
  });
}

/**
 * An operation whose accepted statuses the model does not show, sent for one given record per
 * status: each answer is observed (accepted from there, leading where; or refused), and judged by
 * what the machine states of every operation: accepted, the record moved; refused, the
 * wrong-state answer and nothing changed.
 */
async function openTransition(ctx: RunContext, drive: Drive): Promise<void> {
  const { view, op, transition } = drive;
  const question = transition.open?.reason ? ` (${transition.open.reason})` : '';
  await ctx.check(
    TRANSITION,
    view.id,
    op.id,
    async () => {
      const accepted: string[] = [];
      const refused: string[] = [];
      // One failure per check: the first one seen.
      const failed = new Set<string>();
      const fail = (id: string, message: string, exchange: Exchange) => {
        if (!failed.has(id)) ctx.row(id, view.id, op.id, 'fail', message, exchange);
        failed.add(id);
      };
      for (const subject of onePerStatus(await drive.given(), () => true)) {
        const exchange = await drive.send(subject);
        const what = `${subject.id} in ${subject.status}`;
        if (exchange.status === NOT_IMPLEMENTED) continue;
        if (exchange.status >= 500) {
          fail(TRANSITION, `${what}: answered ${answered(exchange)}`, exchange);
          continue;
        }
        if (exchange.status < 300) {
          const { problem, after } = await moveProblem(drive, subject, exchange);
          if (problem) fail(TRANSITION, `${what}: ${answered(exchange)}; ${problem}`, problem.startsWith('read back') ? after.exchange : exchange);
          else {
            observeMove(ctx, drive, subject.status, after.status);
            accepted.push(`${subject.status} → ${after.status}`);
          }
          continue;
        }
        const problem = await refusalProblem(ctx, drive, subject, exchange);
        if (problem) fail(PRECONDITION, `${what}, refused: ${problem}`, exchange);
        else {
          ctx.observe({
            version: view.id,
            operation: op.id,
            observed: `${op.id} refuses a ${op.resource} in ${subject.status}`,
            ...questionOf(transition.open ?? { status: 'stated' }),
          });
          refused.push(subject.status);
        }
      }
      if (!failed.has(TRANSITION))
        ctx.row(
          TRANSITION,
          view.id,
          op.id,
          accepted.length > 0 ? 'pass' : 'skip',
          accepted.length > 0
            ? `accepted ${accepted.join(', ')}, each read back moved (where it leads is not shown${question})`
            : `no given record in a status it accepts: which those are is not shown${question}`,
        );
      if (!failed.has(PRECONDITION))
        ctx.row(
          PRECONDITION,
          view.id,
          op.id,
          refused.length > 0 ? 'pass' : 'skip',
          refused.length > 0
            ? `refused in ${refused.join(', ')}: ${transition.wrongState.status}, unchanged (which statuses it is accepted from is not shown${question})`
            : `no given record in a status it refuses: which those are is not shown${question}`,
        );
    },
    [PRECONDITION],
  );
}
