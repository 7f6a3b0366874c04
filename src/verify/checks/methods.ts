/**
 * Methods a path does not take: every path of the model's operations is sent each method it does
 * not take, answered 405 with an `Allow` header naming the methods it takes. A request goes only
 * to a record that does not exist (`verify-absent-id`), so a server that takes the method after
 * all answers its not-found (404 where 405 is due) and nothing is changed; on a path without a
 * record id only GET is sent (any other method there could change data). Where the model infers
 * that a method is not taken, or leaves the version's error statuses open, an answer other than
 * 405 is an observation; a 405 must carry `Allow` as HTTP asks (RFC 9110 section 15.5.6), and
 * its `Allow` cannot name the method it refuses.
 */
import { checksOf } from '../../model/conformance-checks.ts';
import type { PathMethodsView } from '../../views/behaviour-view.ts';
import type { VersionView } from '../../views/version-view.ts';
import type { RunContext } from '../context.ts';
import type { Exchange } from '../http.ts';
import type { CheckDefinition } from '../types.ts';
import { answered, atAbsentIds, codeOf, codeProvenance, questionOf } from './support.ts';

/** This family's rows of the conformance-check table. */
export const METHOD_CHECKS: CheckDefinition[] = checksOf('method');

const ID = 'method.not-allowed';

/** The methods an `Allow` header names, upper-case. */
const allowed = (exchange: Exchange): Set<string> | undefined =>
  exchange.headers.allow === undefined
    ? undefined
    : new Set(
        exchange.headers.allow
          .split(',')
          .map((m) => m.trim().toUpperCase())
          .filter(Boolean),
      );

export async function methodChecks(ctx: RunContext, view: VersionView): Promise<void> {
  if (view.paths.length === 0)
    return ctx.check(ID, view.id, '-', async () => ctx.row(ID, view.id, '-', 'skip', 'the model says nothing of the methods a path does not take'));
  for (const path of view.paths) await ctx.check(ID, view.id, path.path, () => notAllowed(ctx, view, path));
}

async function notAllowed(ctx: RunContext, view: VersionView, path: PathMethodsView): Promise<void> {
  const tenant = ctx.tenants[0]!.tenant;
  const expected = view.methodNotAllowed;
  const hasRecord = /\{[^}]+\}/.test(path.path);
  const sent = path.notTaken.filter((m) => hasRecord || m.method === 'GET');
  const unsent = path.notTaken.filter((m) => !sent.includes(m)).map((m) => m.method);
  const notSent = unsent.length > 0 ? `; ${unsent.join(', ')} not sent (no record id in the path: a server that took them could change data)` : '';
  if (sent.length === 0) return ctx.row(ID, view.id, path.path, 'skip', `nothing to send${notSent}`);
  const url = atAbsentIds(path.path);
  const failures: { message: string; exchange: Exchange }[] = [];
  const judged: string[] = [];
  const open: string[] = [];
  let last: Exchange | undefined;
  for (const method of sent) {
    const exchange = await ctx.call(view, { id: path.path, method: method.method, path: url }, { auth: { tenant } });
    last = exchange;
    const what = `${method.method} ${path.path}`;
    const stated = method.provenance.status === 'stated' && expected.provenance.status === 'stated';
    if (exchange.status >= 500) {
      failures.push({ message: `${what}: answered ${answered(exchange)}`, exchange });
      continue;
    }
    if (exchange.status !== expected.status) {
      if (stated) failures.push({ message: `${what}: expected ${expected.status}, got ${answered(exchange)}`, exchange });
      else {
        open.push(method.method);
        ctx.observe({
          version: view.id,
          operation: path.path,
          observed: `${what}: answered ${answered(exchange)}`,
          ...questionOf(expected.provenance.status !== 'stated' ? expected.provenance : method.provenance),
        });
      }
      continue;
    }
    // A 405: the server says itself the method is not taken, and names the methods that are.
    const allow = allowed(exchange);
    const missing = path.taken.filter((m) => !allow?.has(m));
    // Not taken by the model's word, or by the server's own: the method it has just refused (RFC 9110 section 10.2.1).
    const notTakenListed = path.notTaken
      .filter((m) => allow?.has(m.method) && (m.provenance.status === 'stated' || m.method === method.method))
      .map((m) => m.method);
    if (!allow) failures.push({ message: `${what}: 405 without an Allow header`, exchange });
    else if (missing.length > 0 || notTakenListed.length > 0)
      failures.push({
        message: `${what}: Allow: ${exchange.headers.allow}, where the path takes ${path.taken.join(', ')}${notTakenListed.length > 0 ? ` and not ${notTakenListed.join(', ')}` : ''}`,
        exchange,
      });
    else {
      for (const other of path.notTaken.filter((m) => allow.has(m.method)))
        ctx.observe({ version: view.id, operation: path.path, observed: `Allow of ${path.path} names ${other.method}`, ...questionOf(other.provenance) });
      judged.push(method.method);
    }
    if (view.usesErrorEnvelope && codeOf(exchange) !== expected.code) {
      const provenance = codeProvenance(ctx, expected.code);
      if (provenance.status === 'stated') failures.push({ message: `${what}: 405 error=${String(codeOf(exchange))}, not ${expected.code}`, exchange });
      else ctx.observe({ version: view.id, operation: path.path, observed: `${what}: 405 error=${String(codeOf(exchange))}`, ...questionOf(provenance) });
    }
  }
  if (failures.length > 0) return ctx.row(ID, view.id, path.path, 'fail', `${failures.map((f) => f.message).join('; ')}${notSent}`, failures[0]!.exchange);
  const unjudged = open.length > 0 ? `; ${open.join(', ')} not answered 405, an observation (the model does not state it)` : '';
  if (judged.length === 0) return ctx.row(ID, view.id, path.path, 'skip', `not judged${unjudged}${notSent}`, last);
  ctx.row(ID, view.id, path.path, 'pass', `${judged.join(', ')}: 405 with Allow: ${path.taken.join(', ')}${unjudged}${notSent}`, last);
}
