/**
 * Writes, only with `--allow-writes` and only in the credentials file's first tenant: every
 * operation that creates a record whose payload the model shows is called with one plain text
 * field of it (which fields are mandatory is not shown, so a refusal is an observation, not a
 * failure); the created record is read back where an operation reads it, and deleted again
 * where an operation deletes it (the clean-up is itself a check: a record the server said it
 * created must exist to be deleted), and then asked for again: it must be gone. An operation that
 * acts on one record and answers a body of its own fields (a message), not a delete nor a
 * workflow operation, is sent for a record the credentials file gives (a reject of an
 * approval step), each plain text field of its body filled: it must succeed (its body is judged
 * against the document with every other answer). A check that cannot run is a `skip` row with
 * why: a read-only run, a create body without a plain text field, no record created to use.
 */
import { checksOf } from '../../model/conformance-checks.ts';
import type { OperationView, VersionView } from '../../views/version-view.ts';
import type { WireType } from '../../views/wire-type.ts';
import { ABSENT_ID, type RunContext } from '../context.ts';
import type { Exchange } from '../http.ts';
import type { CheckDefinition } from '../types.ts';
import { crossTenantChange, type Afterwards } from './isolation.ts';
import { answered, NOT_IMPLEMENTED } from './support.ts';

/** This family's rows of the conformance-check table. */
export const WRITE_CHECKS: CheckDefinition[] = checksOf('write');

/** The fields of the record a body carries: its component's, or its own. */
function bodyFields(view: VersionView, type: WireType | undefined) {
  const resolved = type?.kind === 'ref' ? view.schemas.find((s) => s.name === type.name)?.type : type;
  return resolved?.kind === 'object' ? resolved.fields : [];
}

/** A field any text is valid for: a string with no pattern, format or enumeration. */
const plainText = (type: WireType) =>
  type.kind === 'scalar' && type.json === 'string' && !type.pattern && !type.format && !type.enum && type.semantic === 'string';

const at = (view: VersionView, method: string, path: string): OperationView | undefined =>
  view.operations.find((o) => o.method === method && new RegExp(`^${path}/\\{[^}]+\\}$`).test(o.path));

export async function writeChecks(ctx: RunContext, view: VersionView): Promise<void> {
  await givenWrites(ctx, view);
  const tenant = ctx.tenants[0]!.tenant;
  const creates = view.operations.filter((o) => o.method === 'POST' && !/\}/.test(o.path) && o.body?.mediaType === 'application/json');
  const skipCreate = (op: OperationView, reason: string) =>
    ctx.check('write.create', view.id, op.id, async () => ctx.row('write.create', view.id, op.id, 'skip', reason));
  for (const op of creates) {
    if (!ctx.allowWrites) {
      await skipCreate(op, 'needs --allow-writes');
      continue;
    }
    const field = bodyFields(view, op.body!.type).find((f) => f.name !== 'id' && plainText(f.type));
    if (!field) {
      await skipCreate(op, 'the body shows no free-text field (a string without pattern, format or enumeration) to send a value verify can recognise in');
      continue;
    }
    const value = `verify ${new Date().toISOString()}`;
    let created: string | undefined;
    await ctx.check(
      'write.create',
      view.id,
      op.id,
      async () => {
        const exchange = await ctx.call(view, op, { auth: { tenant }, body: { mediaType: 'application/json', text: JSON.stringify({ [field.name]: value }) } });
        const body = exchange.json as Record<string, unknown> | undefined;
        if (exchange.status === NOT_IMPLEMENTED)
          return ctx.row('write.create', view.id, op.id, 'skip', `the server does not implement the operation (${exchange.status})`, exchange);
        if (exchange.status >= 400 && exchange.status < 500) {
          ctx.observe({
            version: view.id,
            operation: op.id,
            observed: `a create with only ${field.name} is refused: ${answered(exchange)}`,
            ...(op.body!.provenance.reason ? { question: op.body!.provenance.reason } : {}),
          });
          return ctx.row(
            'write.create',
            view.id,
            op.id,
            'skip',
            `a create with only ${field.name} is refused (${exchange.status}); which fields are mandatory is not shown`,
            exchange,
          );
        }
        const ok = exchange.status < 300 && typeof body?.id === 'string' && body[field.name] === value;
        if (ok) created = body!.id as string;
        ctx.row(
          'write.create',
          view.id,
          op.id,
          ok ? 'pass' : 'fail',
          `created with ${field.name}: ${answered(exchange)}${ok ? ` as ${created}` : `, ${field.name}=${JSON.stringify(body?.[field.name])}`}`,
          exchange,
        );
      },
      ['isolation.write'],
    );
    const reader = at(view, 'GET', op.path);
    const remover = at(view, 'DELETE', op.path);
    if (created === undefined) {
      // What reads, changes or deletes the record created needs one: each says why it did not run.
      for (const [id, dependent] of [
        ['write.read-back', reader],
        ['write.delete', remover],
        ['write.gone', remover],
      ] as const)
        if (dependent)
          await ctx.check(id, view.id, dependent.id, async () =>
            ctx.row(id, view.id, dependent.id, 'skip', `no record was created to use (write.create of ${op.id})`),
          );
      continue;
    }
    const record = created;
    const params = (o: OperationView) => ({ [/\{([^}]+)\}$/.exec(o.path)![1]!]: record });
    let readsBack = false;
    // The record as created: read back with the value sent (a field other than it may change on its own, `updated_at`).
    const asCreated = (exchange: Exchange) => exchange.status < 300 && (exchange.json as Record<string, unknown> | undefined)?.[field.name] === value;
    if (reader)
      await ctx.check(
        'write.read-back',
        view.id,
        reader.id,
        async () => {
          const exchange = await ctx.call(view, reader, { auth: { tenant }, params: params(reader) });
          const ok = asCreated(exchange);
          readsBack = ok;
          ctx.row('write.read-back', view.id, reader.id, ok ? 'pass' : 'fail', `${record} after its create: ${answered(exchange)}`, exchange);
        },
        ['isolation.write'],
      );
    let removal: Promise<Exchange> | undefined;
    const remove = (o: OperationView) => (removal ??= ctx.call(view, o, { auth: { tenant }, params: params(o) }));
    // The other tenant's changes of the record, its delete last (one that went through leaves nothing to change).
    const changers = ['PATCH', 'PUT', 'DELETE'].flatMap((method) => view.operations.filter((o) => o === at(view, method, op.path)));
    for (const changer of changers) {
      const change = changer.body?.mediaType === 'application/json' ? { [field.name]: 'verify: a change from another tenant' } : undefined;
      // What shows the record as it was: a read as its tenant, else (for the last change) its own delete.
      const afterwards: (() => Promise<Afterwards>) | undefined =
        reader && readsBack
          ? async () => {
              const exchange = await ctx.call(view, reader, { auth: { tenant }, params: params(reader) });
              return { exchange, unchanged: asCreated(exchange) };
            }
          : remover && changer === changers.at(-1)
            ? async () => {
                const exchange = await remove(remover);
                return { exchange, unchanged: exchange.status < 300 };
              }
            : undefined;
      await crossTenantChange(ctx, view, changer, record, change && { mediaType: 'application/json', text: JSON.stringify(change) }, afterwards);
    }
    if (remover)
      await ctx.check(
        'write.delete',
        view.id,
        remover.id,
        async () => {
          const exchange = await remove(remover);
          ctx.row('write.delete', view.id, remover.id, exchange.status < 300 ? 'pass' : 'fail', `${record}, just created: ${answered(exchange)}`, exchange);
        },
        // The clean-up: whatever else is selected, what the run created is removed again.
        ['write.create', 'write.read-back', 'isolation.write'],
      );
    if (remover)
      await ctx.check('write.gone', view.id, remover.id, async () => {
        const deleted = await remove(remover);
        if (deleted.status >= 300) return ctx.row('write.gone', view.id, remover.id, 'skip', `the delete did not go through: ${answered(deleted)}`, deleted);
        // Asked for again (read where an operation reads it, else deleted once more), as a record that never existed is.
        const probe = reader ?? remover;
        const ask = (id: string) => ctx.call(view, probe, { auth: { tenant }, params: { [/\{([^}]+)\}$/.exec(probe.path)![1]!]: id } });
        const again = await ask(record);
        const absent = await ask(ABSENT_ID);
        const gone = again.status >= 400 && again.status === absent.status;
        ctx.row(
          'write.gone',
          view.id,
          probe.id,
          gone ? 'pass' : 'fail',
          `${record} after its delete: ${answered(again)}; a record that does not exist: ${answered(absent)}`,
          again,
        );
      });
  }
}

/** The success answer the model shows as a body of its own fields (a message), not a record nor an open payload. */
const ownFields = (op: OperationView) => {
  const type = op.responses.find((r) => !r.isError && /^2/.test(r.status))?.content[0]?.type;
  return type?.kind === 'object' && type.fields.length > 0;
};

/** What `write.given` sends: a change (PATCH, PUT) of one record, not a workflow operation, answering a body of its own fields. */
const actsOnGiven = (op: OperationView) =>
  ['PATCH', 'PUT'].includes(op.method) && op.pathParams.length === 1 && !op.transition && ownFields(op) && (!op.body || op.body.type.kind !== 'unknown');

async function givenWrites(ctx: RunContext, view: VersionView): Promise<void> {
  const tenant = ctx.tenants[0]!.tenant;
  const id = 'write.given';
  for (const op of view.operations.filter(actsOnGiven)) {
    await ctx.check(id, view.id, op.id, async () => {
      if (!ctx.allowWrites) return ctx.row(id, view.id, op.id, 'skip', `needs --allow-writes (and a ${op.resource} record the credentials file gives)`);
      const record = ctx.given(tenant, op.resource)[0];
      if (!record) return ctx.row(id, view.id, op.id, 'skip', `the credentials file gives ${tenant} no ${op.resource} record`);
      const fields = Object.fromEntries(
        bodyFields(view, op.body?.type)
          .filter((f) => plainText(f.type))
          .map((f) => [f.name, 'verify: sent by the conformance run']),
      );
      const text = op.body?.mediaType === 'application/json' ? JSON.stringify(fields) : new URLSearchParams(fields).toString();
      const exchange = await ctx.call(view, op, {
        auth: { tenant },
        params: { [op.pathParams[0]!.name!]: record.id },
        ...(op.body ? { body: { mediaType: op.body.mediaType, text } } : {}),
      });
      const what = `${tenant}'s ${record.id}, given by the credentials file`;
      if (exchange.status === NOT_IMPLEMENTED)
        return ctx.row(id, view.id, op.id, 'skip', `the server does not implement the operation (${exchange.status})`, exchange);
      if (exchange.status >= 400 && exchange.status < 500 && exchange.status !== view.errorFacts.failures.notFound.status) {
        // The record's state may refuse it (a step already rejected): what the model does not show.
        ctx.observe({ version: view.id, operation: op.id, observed: `${what}: refused with ${answered(exchange)}` });
        return ctx.row(id, view.id, op.id, 'skip', `${what}: refused with ${answered(exchange)}`, exchange);
      }
      ctx.row(id, view.id, op.id, exchange.status < 300 ? 'pass' : 'fail', `${what}: ${answered(exchange)}`, exchange);
    });
  }
}
