/**
 * The workflow, from the model's state machines, with `--allow-writes` only and only on records
 * the credentials file gives (never on a record a list answered): a workflow operation sent for a
 * given record in a status the model says it is accepted from succeeds and moves the record, read
 * back, to the status it leads to (where the model leaves that open, anywhere but where it was:
 * the status seen is an observation); an actionable refusal on the way (the model's `resume`)
 * carries its choices, and the same request sent again with them filled in succeeds; sent for a
 * given record in any other status (and, after its move, for the moved record), it gets the
 * wrong-state answer and changes nothing. Where the model does not show the statuses an operation
 * is accepted from, nothing is sent: the rows say what is open.
 */
import { checksOf } from '../../model/conformance-checks.ts';
import type { VersionView } from '../../views/version-view.ts';
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

export async function workflowChecks(ctx: RunContext, view: VersionView): Promise<void> {
  for (const op of view.operations.filter((o) => o.transition)) {
    const transition = op.transition!;
    const actionable = view.errorFacts.resumable.filter((e) => e.operationIds.includes(op.id));
    const ids = [PRECONDITION, TRANSITION, ...(actionable.length > 0 ? [ACTIONABLE] : [])];
    const skipAll = (reason: string) => Promise.all(ids.map((id) => ctx.check(id, view.id, op.id, async () => ctx.row(id, view.id, op.id, 'skip', reason))));
    if (!ctx.allowWrites) {
      await skipAll('needs --allow-writes (and a record the credentials file gives in a status the operation is accepted from)');
      continue;
    }
    if (!transition.from) {
      await skipAll(`the model does not show the statuses ${op.id} is accepted from${transition.open?.reason ? ` (${transition.open.reason})` : ''}`);
      continue;
    }
    // The read of the record itself (not of its file): its status is read back there.
    const reader = view.operations.find((o) => readsGiven(o) && o.resource === op.resource && /\}$/.test(o.path));
    if (!reader) {
      await skipAll(`no operation reads a ${op.resource} record by id, so its ${transition.field} cannot be read back`);
      continue;
    }
    const tenant = ctx.tenants[0]!.tenant;
    const from = transition.from.value;
    const recordParam = op.pathParams.at(-1)?.name;
    const statusOf = async (id: string): Promise<{ status: string | undefined; exchange: Exchange }> => {
      const exchange = await ctx.call(view, reader, { auth: { tenant }, params: { [reader.pathParams[0]!.name!]: id } });
      const value = exchange.status < 300 ? (exchange.json as Json | undefined)?.[transition.field] : undefined;
      return { status: typeof value === 'string' ? value : undefined, exchange };
    };
    const given = async (): Promise<Subject[]> => {
      const subjects: Subject[] = [];
      for (const record of ctx.given(tenant, op.resource)) {
        const { status } = await statusOf(record.id);
        if (status !== undefined) subjects.push({ id: record.id, status });
      }
      return subjects;
    };
    const send = (subject: Subject, body: Json | undefined) =>
      ctx.call(view, op, {
        auth: { tenant },
        params: recordParam ? { [recordParam]: subject.id } : {},
        ...(op.body?.mediaType === 'application/json' ? { body: { mediaType: 'application/json', text: JSON.stringify(body ?? {}) } } : {}),
      });

    // The transition, with the actionable refusal on its way.
    await ctx.check(
      TRANSITION,
      view.id,
      op.id,
      async () => {
        const subject = (await given()).find((s) => from.includes(s.status));
        if (!subject) {
          const reason = `the credentials file gives ${tenant} no ${op.resource} record in ${from.join(' or ')}`;
          for (const id of ids.filter((i) => i !== PRECONDITION)) ctx.row(id, view.id, op.id, 'skip', reason);
          return;
        }
        let exchange = await send(subject, undefined);
        const what = `${subject.id} in ${subject.status}`;
        const asked = actionable.find((e) => codeOf(exchange) === e.code);
        if (actionable.length > 0 && !asked)
          ctx.row(
            ACTIONABLE,
            view.id,
            op.id,
            'skip',
            `${what}: answered ${answered(exchange)}, asking for no choice (the model does not say which records need one)`,
            exchange,
          );
        if (asked) {
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
            return ctx.row(TRANSITION, view.id, op.id, 'skip', `${what}: the actionable refusal cannot be answered`, exchange);
          }
          const chosen = choices.map(firstChoice);
          const again = await send(subject, { [asked.resend.field]: chosen });
          const resent = `sent again with ${asked.resend.field} (the first choice of each of ${choices.length})`;
          if (codeOf(again) === asked.code) {
            ctx.row(ACTIONABLE, view.id, op.id, 'fail', `${what}: ${resent}: asked again (${answered(again)})`, again);
            return ctx.row(TRANSITION, view.id, op.id, 'skip', `${what}: the actionable refusal cannot be answered`, again);
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
            return ctx.row(TRANSITION, view.id, op.id, 'skip', `${what}: the actionable refusal was not resolved`, again);
          }
          ctx.row(
            ACTIONABLE,
            view.id,
            op.id,
            again.status < 300 ? 'pass' : 'fail',
            `${what}: ${answered(exchange)} listing ${choices.length}; ${resent}: ${answered(again)}`,
            again,
          );
          exchange = again;
        }
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
          if (open) {
            ctx.observe({
              version: view.id,
              operation: op.id,
              observed: `${what}: refused with ${answered(exchange)} (${open.description})`,
              ...questionOf(open.provenance),
            });
            return ctx.row(TRANSITION, view.id, op.id, 'skip', `${what}: refused with ${answered(exchange)}: ${open.description}`, exchange);
          }
          return ctx.row(TRANSITION, view.id, op.id, 'fail', `${what}, a status ${op.id} is accepted from: answered ${answered(exchange)}`, exchange);
        }
        const after = await statusOf(subject.id);
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
        if (problem)
          return ctx.row(
            TRANSITION,
            view.id,
            op.id,
            'fail',
            `${what}: ${answered(exchange)}; ${problem}`,
            problem.startsWith('read back') ? after.exchange : exchange,
          );
        if (!transition.to)
          ctx.observe({
            version: view.id,
            operation: op.id,
            observed: `${op.id} moves a ${op.resource} from ${subject.status} to ${after.status}`,
            ...questionOf(transition.open ?? { status: 'stated' }),
          });
        ctx.row(TRANSITION, view.id, op.id, 'pass', `${what}: ${answered(exchange)}; reads back ${after.status}`, after.exchange);
      },
      [ACTIONABLE],
    );

    // Wrong states: one given record per status the operation is not accepted from (the moved one among them).
    await ctx.check(PRECONDITION, view.id, op.id, async () => {
      const seen = new Set<string>();
      const subjects = (await given()).filter((s) => !from.includes(s.status) && !seen.has(s.status) && seen.add(s.status));
      if (subjects.length === 0)
        return ctx.row(
          PRECONDITION,
          view.id,
          op.id,
          'skip',
          `the credentials file gives ${tenant} no ${op.resource} record in a status ${op.id} is not accepted from`,
        );
      const { wrongState } = transition;
      const codeOpen = codeProvenance(ctx, wrongState.code);
      for (const subject of subjects) {
        const exchange = await send(subject, undefined);
        const after = await statusOf(subject.id);
        const what = `${subject.id} in ${subject.status}, not ${from.join(' or ')}`;
        const expected = `${wrongState.status}${view.usesErrorEnvelope ? ` error=${wrongState.code}` : ''}`;
        if (exchange.status !== wrongState.status)
          return ctx.row(PRECONDITION, view.id, op.id, 'fail', `${what}: expected ${expected}, got ${answered(exchange)}`, exchange);
        if (after.status !== subject.status)
          return ctx.row(
            PRECONDITION,
            view.id,
            op.id,
            'fail',
            `${what}: answered ${answered(exchange)}, yet reads back ${after.status ?? answered(after.exchange)}`,
            after.exchange,
          );
        if (view.usesErrorEnvelope && codeOf(exchange) !== wrongState.code) {
          if (wrongState.provenance.status === 'stated' && codeOpen.status === 'stated')
            return ctx.row(PRECONDITION, view.id, op.id, 'fail', `${what}: expected ${expected}, got ${answered(exchange)}`, exchange);
          ctx.observe({ version: view.id, operation: op.id, observed: `a wrong-state ${op.id} answers ${answered(exchange)}`, ...questionOf(codeOpen) });
        }
      }
      ctx.row(PRECONDITION, view.id, op.id, 'pass', `${subjects.map((s) => `${s.id} in ${s.status}`).join(', ')}: ${wrongState.status}, unchanged`);
    });
  }
}
