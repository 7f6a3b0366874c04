/**
 * The open-questions report: every `unspecified` and `inferred` element of the model, grouped
 * by area, with its location in spec/ and counts. The list the platform team takes back to
 * the API owners.
 */
import type { ResolvedModel } from '../../../resolve/resolve.ts';
import { cell, code } from '../markdown.ts';

export function openQuestionsContext(resolved: ResolvedModel) {
  const items = resolved.provenance;
  // Each item shows its element's open question (the `inferred` or `unspecified` reason).
  for (const item of items) resolved.consumption.record([...item.path, item.status]);
  const areas = [...new Set(items.map((item) => item.area))];
  const count = (status: string, within = items) => within.filter((item) => item.status === status).length;
  return {
    total: items.length,
    unspecified: count('unspecified'),
    inferred: count('inferred'),
    areas: areas.map((area) => {
      const inArea = items.filter((item) => item.area === area);
      return {
        area,
        total: inArea.length,
        unspecified: count('unspecified', inArea),
        inferred: count('inferred', inArea),
        items: inArea.map((item) => ({
          status: item.status,
          subject: code(item.subject),
          location: code(`${item.location.file}:${item.location.line}`),
          reason: cell(item.reason),
        })),
      };
    }),
  };
}
