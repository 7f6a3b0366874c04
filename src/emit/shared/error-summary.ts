/**
 * The error statuses of an operation in one line (`400 (invalid_request), 410 (project_archived)`),
 * for the doc comments of the client's methods and of the route stubs' handlers alike.
 */
import type { OperationView } from '../../views/version-view.ts';

export function errorSummary(op: OperationView): string | undefined {
  const errors = op.responses.filter((r) => r.isError).map((r) => `${r.status}${r.errorCodes.length ? ` (${r.errorCodes.join(', ')})` : ''}`);
  return errors.length > 0 ? `Errors: ${errors.join(', ')}.` : undefined;
}
