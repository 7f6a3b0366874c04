/**
 * Every kind of change the change report can name: one table, each kind with whether it breaks an
 * existing integration of its version, the revision part it asks for, and its one-sentence message.
 * Kinds are part of the public interface (CI scripts and the changelog key on them): never rename
 * one, only add. Which model difference becomes which kind is decided in src/diff/classify.ts; a
 * changelog entry's `kind` is checked against this table at validate.
 */

import type { RevisionLevel } from './revision.ts';

/** What a message may quote: the subject, and the value before and after where one changed. */
interface ChangeText {
  subject: string;
  before?: string;
  after?: string;
}

interface ChangeKindDefinition {
  breaking: boolean;
  level: Exclude<RevisionLevel, 'none'>;
  message: (text: ChangeText) => string;
}

const breaking = (message: ChangeKindDefinition['message']): ChangeKindDefinition => ({ breaking: true, level: 'major', message });
const addition = (message: ChangeKindDefinition['message']): ChangeKindDefinition => ({ breaking: false, level: 'minor', message });
const wording = (message: ChangeKindDefinition['message']): ChangeKindDefinition => ({ breaking: false, level: 'patch', message });

const code = (text: string | undefined) => `\`${text ?? ''}\``;
/** A bound that may be absent: `none` then. */
const bound = (value: string | undefined) => (value ? code(value) : 'none');
/** A subject (written for partners: `\`GET /jobs\` · query parameter \`limit\``) opening a sentence. */
const sentence = (subject: string) => subject.charAt(0).toUpperCase() + subject.slice(1);
const was = (what: string) => (t: ChangeText) => `${sentence(t.subject)} was ${what}.`;
/** A transition's accepted statuses (`draft, pending`), or none stated: any status, as far as partners are told. */
const states = (value: string | undefined) => (value ? value.split(', ').map(code).join(', ') : 'any status (not shown)');
/** A stated value, or one the model does not show. */
const shownOrNot = (value: string | undefined) => (value ? code(value) : 'not shown');
const changed =
  (what: string, show = code) =>
  (t: ChangeText) =>
    `The ${what} of ${t.subject} changed from ${show(t.before)} to ${show(t.after)}.`;

export const CHANGE_KINDS = {
  // ── The version as a whole ──────────────────────────────────────────────────────────
  'version-removed': breaking(was('removed')),
  'version-added': addition(was('added')),
  'version-root-changed': breaking(changed('path root')),
  'server-removed': breaking(was('removed')),
  'server-added': addition(was('added')),
  'server-url-changed': breaking(changed('URL')),
  'auth-changed': breaking(changed('authentication')),
  'tenant-header-changed': breaking(changed('tenant header')),
  'wire-rendering-changed': breaking(changed('wire rendering')),
  'scope-removed': breaking(was('removed')),
  'scope-added': addition(was('added')),

  // ── Operations ──────────────────────────────────────────────────────────────────────
  'operation-removed': breaking((t) => `Operation ${t.subject} was removed.`),
  'operation-added': addition((t) => `Operation ${t.subject} was added.`),
  'operation-method-changed': breaking(changed('method')),
  'operation-path-changed': breaking(changed('path')),
  'operation-scope-changed': breaking(changed('scope')),
  'operation-auth-changed': breaking(changed('authentication requirement')),

  // ── Parameters and filters ──────────────────────────────────────────────────────────
  'parameter-removed': breaking(was('removed')),
  'parameter-added': addition((t) => `${sentence(t.subject)} was added, optional.`),
  'parameter-added-required': breaking((t) => `${sentence(t.subject)} was added, required.`),
  'parameter-made-required': breaking(was('made required')),
  'parameter-made-optional': addition(was('made optional')),
  'parameter-type-changed': breaking(changed('wire type')),
  'parameter-enum-value-removed': breaking((t) => `${sentence(t.subject)} is no longer accepted.`),
  'parameter-enum-value-added': addition((t) => `${sentence(t.subject)} is now accepted.`),
  'filter-attribute-removed': breaking((t) => `Filter ${t.subject} was removed.`),
  'filter-attribute-added': addition((t) => `Filter ${t.subject} was added.`),
  'filter-operator-removed': breaking((t) => `Filter operator ${t.subject} was removed.`),
  'filter-operator-added': addition((t) => `Filter operator ${t.subject} was added.`),
  'filter-type-changed': breaking(changed('wire type')),
  'filter-enum-value-removed': breaking((t) => `Filter ${t.subject} is no longer accepted.`),
  'filter-enum-value-added': addition((t) => `Filter ${t.subject} is now accepted.`),

  // ── Request bodies ──────────────────────────────────────────────────────────────────
  'request-body-removed': breaking(was('removed')),
  'request-body-added': addition((t) => `${sentence(t.subject)} was added, optional.`),
  'request-body-added-required': breaking((t) => `${sentence(t.subject)} was added, required.`),
  'request-body-made-required': breaking(was('made required')),
  'request-body-made-optional': addition(was('made optional')),
  'request-media-type-changed': breaking(changed('media type')),
  'request-field-removed': breaking(was('removed')),
  'request-field-added': addition((t) => `${sentence(t.subject)} was added, optional.`),
  'request-field-added-required': breaking((t) => `${sentence(t.subject)} was added, required.`),
  'request-field-made-required': breaking(was('made required')),
  'request-field-made-optional': addition(was('made optional')),
  'request-field-type-changed': breaking(changed('wire type')),
  'request-enum-value-removed': breaking((t) => `${sentence(t.subject)} is no longer accepted.`),
  'request-enum-value-added': addition((t) => `${sentence(t.subject)} is now accepted.`),
  'request-minimum-raised': breaking(changed('minimum', bound)),
  'request-minimum-lowered': addition(changed('minimum', bound)),

  // ── Responses and their payloads ────────────────────────────────────────────────────
  'response-removed': breaking((t) => `Success ${t.subject} was removed.`),
  'response-added': addition(was('added')),
  'error-response-removed': addition((t) => `Error ${t.subject} is no longer listed.`),
  'response-media-type-changed': breaking(changed('media types')),
  'response-body-type-changed': breaking(changed('body type')),
  'error-code-added': addition((t) => `${sentence(t.subject)} may now be answered.`),
  'error-code-removed': addition((t) => `${sentence(t.subject)} is no longer listed.`),
  'schema-removed': breaking(was('removed')),
  'schema-added': addition(was('added')),
  'response-field-removed': breaking(was('removed')),
  'response-field-added': addition(was('added')),
  'response-field-made-optional': breaking((t) => `${sentence(t.subject)} is no longer always present.`),
  'response-field-made-required': addition((t) => `${sentence(t.subject)} is now always present.`),
  'response-field-type-changed': breaking(changed('wire type')),
  'response-enum-value-removed': breaking((t) => `${sentence(t.subject)} is no longer answered.`),
  'response-enum-value-added': addition((t) => `${sentence(t.subject)} may now be answered.`),
  'response-header-removed': breaking(was('removed')),
  'response-header-added': addition(was('added')),
  'response-header-type-changed': breaking(changed('wire type')),
  'response-minimum-lowered': breaking(changed('minimum', bound)),
  'response-minimum-raised': addition(changed('minimum', bound)),

  // ── Behaviour: transitions, preconditions, list order, methods a path does not take ──
  // A transition says which statuses of a record an operation is accepted from (others get its
  // state machine's wrong-state answer) and where it moves the status. Accepting fewer statuses
  // refuses calls that worked, and a transition added declares such refusals; promising another
  // target, or none, breaks a partner who reads the status after the call; accepting more, or
  // stating what was not shown, breaks no one.
  'transition-added': breaking((t) => `${sentence(t.subject)} was added: a call in a status it is not accepted from is now refused.`),
  'transition-removed': addition((t) => `${sentence(t.subject)} was removed: the operation no longer depends on the record's status.`),
  'transition-removed-with-target': breaking((t) => `${sentence(t.subject)} was removed, and with it the status it led to.`),
  'transition-from-narrowed': breaking((t) => `${sentence(t.subject)} accepts fewer statuses: ${states(t.after)}, before ${states(t.before)}.`),
  'transition-from-widened': addition((t) => `${sentence(t.subject)} accepts more statuses: ${states(t.after)}, before ${states(t.before)}.`),
  'transition-target-changed': breaking((t) => `${sentence(t.subject)} leads to ${shownOrNot(t.after)}, before ${shownOrNot(t.before)}.`),
  'transition-target-stated': addition((t) => `${sentence(t.subject)} now states the status it leads to: ${code(t.after)}.`),
  // The answer to a wrong status is what a partner branches on.
  'transition-wrong-state-changed': breaking((t) => `${sentence(t.subject)} answers a wrong status with ${code(t.after)}, before ${code(t.before)}.`),
  // Another status field, or the same under another name tools key on.
  'transition-state-machine-changed': breaking(changed('state machine')),
  // A precondition refuses calls that do not meet it: one added refuses calls that worked, one
  // dropped refuses fewer, another answer breaks a partner's branch on the old one.
  'precondition-added': breaking((t) => `${sentence(t.subject)} was added: a call that does not meet it is refused.`),
  'precondition-removed': addition((t) => `${sentence(t.subject)} is no longer checked.`),
  'precondition-error-changed': breaking(changed('answer')),
  // A partner that pages through or shows a list without asking for an order relies on the
  // default one; a list that now states its order promises what it did not.
  'default-order-changed': breaking((t) => `${sentence(t.subject)} is now ${shownOrNot(t.after)}, before ${shownOrNot(t.before)}.`),
  'default-order-stated': addition((t) => `${sentence(t.subject)} is now stated: ${code(t.after)}.`),
  // The answer to a method a path does not take. A path's `Allow` is the methods of its
  // operations, so a change of it is reported as the operation added, removed, moved or given
  // another method. Another status or code breaks a partner's branch on the answer; the statement
  // added or dropped changes no call's answer (as an error response listed or no longer listed).
  'method-not-allowed-answer-changed': breaking((t) => `The answer to ${t.subject} changed from ${code(t.before)} to ${code(t.after)}.`),
  'method-not-allowed-answer-added': addition((t) => `The answer to ${t.subject} is now stated: ${code(t.after)}.`),
  'method-not-allowed-answer-removed': addition((t) => `The answer to ${t.subject} is no longer stated.`),
  // Why a path does not take a method: the method is refused before and after; only what is said changes.
  'method-not-taken-reason-added': wording((t) => `${sentence(t.subject)} is not taken, now for a stated reason.`),
  'method-not-taken-reason-removed': wording((t) => `${sentence(t.subject)} is still not taken; its stated reason was removed.`),
  'method-not-taken-reason-changed': wording((t) => `The reason stated for not taking ${t.subject} changed.`),

  // ── Deprecations (a removal after the announced sunset is still a removal: breaking) ───
  deprecated: addition((t) => `${sentence(t.subject)} is deprecated ${t.after ?? ''}`),
  'deprecation-changed': addition((t) => `The deprecation of ${t.subject} changed: now ${t.after ?? ''}`),
  'deprecation-withdrawn': addition((t) => `${sentence(t.subject)} is no longer deprecated.`),

  // ── Wording only ────────────────────────────────────────────────────────────────────
  'semantic-type-changed': wording(
    (t) => `${sentence(t.subject)} is now documented as ${code(t.after)} instead of ${code(t.before)}; its wire form is unchanged.`,
  ),
  'description-changed': wording((t) => `The description of ${t.subject} changed.`),
  'example-changed': wording((t) => `The example of ${t.subject} changed from ${bound(t.before)} to ${bound(t.after)}.`),
} as const satisfies Record<string, ChangeKindDefinition>;

export type ChangeKind = keyof typeof CHANGE_KINDS;

/** Whether a changelog entry is breaking: as its kind is, else as it says (an entry of its own words). */
export function entryBreaking(entry: { kind?: string; breaking?: boolean }): boolean {
  const kind = entry.kind === undefined ? undefined : CHANGE_KINDS[entry.kind as ChangeKind];
  return kind ? kind.breaking : entry.breaking === true;
}
