/**
 * The response headers of a deprecated operation: `Deprecation` (RFC 9745, a structured-field
 * date: `@` and Unix seconds) and, with a sunset, `Sunset` (RFC 8594, an HTTP-date). The model's
 * dates are days; each header names 00:00 UTC of its day.
 */
import type { Deprecation } from '../../views/deprecation.ts';

const startOfDay = (date: string): Date => new Date(`${date}T00:00:00Z`);

export function deprecationHeaders({ since, sunset }: Deprecation): Record<string, string> {
  return {
    deprecation: `@${startOfDay(since).getTime() / 1000}`,
    // toUTCString is the IMF-fixdate form of an HTTP-date (`Wed, 01 Jul 2026 00:00:00 GMT`).
    ...(sunset !== undefined ? { sunset: startOfDay(sunset).toUTCString() } : {}),
  };
}
