/**
 * Responses: every answer the run received is valid against the published document of its
 * version (status, media type, documented headers, body), and an error envelope carries a code
 * its operation lists for that status. Where the document states a status only as a range the
 * model leaves unspecified (`2XX`), the status seen is recorded as an observation.
 */
import { checksOf } from '../../model/conformance-checks.ts';
import type { VersionView } from '../../views/version-view.ts';
import type { RunContext } from '../context.ts';
import type { CheckDefinition } from '../types.ts';
import { codeOf, NOT_IMPLEMENTED } from './support.ts';

/** This family's rows of the conformance-check table. */
export const RESPONSE_CHECKS: CheckDefinition[] = checksOf('response');

/**
 * HTTP's own refusals of a request too large to read (RFC 9110: content, URI, header fields): a
 * server or the proxy in front of it answers them before the API does, so no document lists them.
 * The robustness checks judge them (4xx, never 5xx).
 */
const SIZE_REFUSALS = new Set([413, 414, 431]);

/** Runs over the answers the run received (after every other check). */
export async function responseChecks(ctx: RunContext, view: VersionView): Promise<void> {
  for (const op of view.operations) {
    const answers = ctx.http.exchanges.filter((e) => e.version === view.id && e.operation === op.id);
    if (answers.length === 0) continue;
    await ctx.check('response.valid', view.id, op.id, async () => {
      const judged = answers.filter((e) => !SIZE_REFUSALS.has(e.status) && e.status !== NOT_IMPLEMENTED);
      if (judged.length === 0) return ctx.row('response.valid', view.id, op.id, 'skip', `the server does not implement the operation (${NOT_IMPLEMENTED})`);
      for (const exchange of judged) {
        const problems = ctx.conformance.problems(exchange, op);
        if (problems.length > 0) return ctx.row('response.valid', view.id, op.id, 'fail', `${exchange.status}: ${problems.join('; ')}`, exchange);
        const found = ctx.conformance.documented(view.id, op, exchange.status);
        if (found && /X/.test(found.key) && found.response['x-provenance'] === 'unspecified')
          ctx.observe({
            version: view.id,
            operation: op.id,
            observed: `answers ${exchange.status} where the document says ${found.key}`,
            ...(found.response['x-provenance-reason'] ? { question: found.response['x-provenance-reason'] } : {}),
          });
      }
      ctx.row('response.valid', view.id, op.id, 'pass', `${judged.length} answers valid against the ${view.id} document`);
    });
    // Only an operation that lists codes (an envelope version's) has codes to check.
    if (!op.responses.some((r) => r.errorCodes.length > 0)) continue;
    await ctx.check('response.error-code', view.id, op.id, async () => {
      let checked = 0;
      for (const exchange of answers) {
        const codes = ctx.conformance.documented(view.id, op, exchange.status)?.response['x-error-codes'];
        // Only an envelope carries a code; an answer that is not one fails response.valid.
        if (!codes || exchange.status < 400 || typeof exchange.json !== 'object') continue;
        checked++;
        if (!codes.includes(String(codeOf(exchange))))
          return ctx.row(
            'response.error-code',
            view.id,
            op.id,
            'fail',
            `${exchange.status} error=${String(codeOf(exchange))}: the operation lists ${codes.join(', ')}`,
            exchange,
          );
      }
      ctx.row(
        'response.error-code',
        view.id,
        op.id,
        checked > 0 ? 'pass' : 'skip',
        checked > 0 ? `${checked} error answers with a listed code` : 'no error answer with listed codes',
      );
    });
  }
}
