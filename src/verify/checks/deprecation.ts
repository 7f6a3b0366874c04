/**
 * Deprecation: every answer of a deprecated operation carries `Deprecation` (RFC 9745: `@` and the
 * Unix seconds of the model's `since` day) and, where the model gives a sunset, `Sunset` (RFC 8594:
 * the HTTP-date of that day); no answer of any other operation carries either.
 */
import { checksOf } from '../../model/conformance-checks.ts';
import type { Deprecation } from '../../views/deprecation.ts';
import type { VersionView } from '../../views/version-view.ts';
import type { RunContext } from '../context.ts';
import type { CheckDefinition } from '../types.ts';

/** This family's rows of the conformance-check table. */
export const DEPRECATION_CHECKS: CheckDefinition[] = checksOf('deprecation');

const startOfDay = (date: string) => new Date(`${date}T00:00:00Z`);

/** The headers the model's deprecation asks for, lower-case names. */
function expectedHeaders(deprecation: Deprecation | undefined): Record<string, string | undefined> {
  if (!deprecation) return { deprecation: undefined, sunset: undefined };
  return {
    deprecation: `@${startOfDay(deprecation.since).getTime() / 1000}`,
    sunset: deprecation.sunset !== undefined ? startOfDay(deprecation.sunset).toUTCString() : undefined,
  };
}

/** Runs over the answers the run received (after every other check). */
export async function deprecationChecks(ctx: RunContext, view: VersionView): Promise<void> {
  for (const op of view.operations) {
    const answers = ctx.http.exchanges.filter((e) => e.version === view.id && e.operation === op.id && e.status !== view.errorFacts.tenantUnknown?.status);
    if (answers.length === 0) continue;
    await ctx.check('deprecation.headers', view.id, op.id, async () => {
      const expected = expectedHeaders(op.deprecation);
      for (const exchange of answers) {
        for (const [name, value] of Object.entries(expected)) {
          const got = exchange.headers[name];
          const ok = value === undefined ? got === undefined : got !== undefined && (name === 'sunset' ? Date.parse(got) === Date.parse(value) : got === value);
          if (!ok) {
            const message =
              value === undefined ? `${name}: ${got} on an operation the model does not deprecate` : `${name}: expected ${value}, got ${got ?? 'no header'}`;
            return ctx.row('deprecation.headers', view.id, op.id, 'fail', message, exchange);
          }
        }
      }
      ctx.row(
        'deprecation.headers',
        view.id,
        op.id,
        'pass',
        `${answers.length} answers, ${op.deprecation ? 'each with Deprecation' : 'none with Deprecation or Sunset'}`,
      );
    });
  }
}
