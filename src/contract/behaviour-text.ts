/**
 * The model's behaviour in words, one sentence builder per fact, shared by the published
 * documents' descriptions and the Markdown reference, so both say the same thing the same way.
 * What the model leaves open is said to be not shown, never filled in.
 */
import type { ListOrderView, MethodNotAllowedView, PathMethodsView, PreconditionView, TransitionView } from '../views/behaviour-view.ts';
import type { AuthView } from '../views/version-view.ts';
import { provenanceText } from '../model/provenance.ts';

/** `draft`, `pending` → "`draft` or `pending`". */
const either = (values: readonly string[]) => values.map((v) => `\`${v}\``).join(' or ');

/** Where the operation is accepted from and what answers any other status. */
export function transitionFromText(t: TransitionView): string {
  return t.from
    ? `Accepted only for a record whose \`${t.field}\` is ${either(t.from.value)}; otherwise ${t.wrongState.status} \`${t.wrongState.code}\`.`
    : `The \`${t.field}\` values it is accepted from are not shown.`;
}

/** Where the operation leads. */
export function transitionToText(t: TransitionView): string {
  return t.to ? `It moves \`${t.field}\` to \`${t.to.value}\`.` : `The \`${t.field}\` it leads to is not shown.`;
}

export function transitionText(t: TransitionView): string {
  return `${transitionFromText(t)} ${transitionToText(t)}`;
}

export function preconditionText(p: PreconditionView): string {
  return `${p.description} Otherwise ${p.status} \`${p.code}\`.`;
}

export function defaultOrderText(order: ListOrderView): string {
  return `Without a sort, the list is ordered by ${order.field}, ${order.direction === 'desc' ? 'descending' : 'ascending'}.`;
}

/** The methods a path does not take, their answer and `Allow`, and the reasons the model states. */
export function methodsNotTakenText(path: PathMethodsView, answer: MethodNotAllowedView): string {
  const allow = path.taken.join(', ');
  const methods = path.notTaken.map((m) => m.method).join(', ');
  const refusal =
    answer.provenance.status === 'stated'
      ? `${methods} answer ${answer.status} \`${answer.code}\`, with \`Allow: ${allow}\`.`
      : `${methods} are refused, with \`Allow: ${allow}\`; the status the status table gives (${answer.status}) is not shown for this version: ${provenanceText(answer.provenance)}`;
  const reasons = path.notTaken.filter((m) => m.provenance.status === 'stated').map((m) => ` ${m.method}: ${m.description}`);
  return `Takes ${allow} only: ${refusal}${reasons.join('')}`;
}

/** What the model states of the tokens an OAuth version issues, one sentence each (none it does not state). */
export function tokenFactsText(auth: AuthView): string[] {
  if (auth.kind !== 'oauth2') return [];
  return [
    ...(auth.grantedScope === 'intersection'
      ? [
          'A token is granted the scopes both requested and held by the client (all it holds when it asks for none); a scope it does not hold, or that does not exist, is left out, not refused: read the `scope` of the answer.',
        ]
      : []),
    ...(auth.refreshToken === false ? ['No refresh token is issued: when a token expires, request a new one the same way.'] : []),
    ...(auth.clientCache === 'refreshEarly' ? ['Keep a token for its lifetime and request the next one slightly before it expires.'] : []),
  ];
}
