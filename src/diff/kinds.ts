/**
 * Every kind of change the change report can name: one table, each kind with whether it breaks an
 * existing integration of its version, the revision part it asks for, and its one-sentence message.
 * Kinds are part of the public interface (CI scripts and the changelog key on them): never rename
 * one, only add. Which model difference becomes which kind is decided in classify.ts.
 */

import type { RevisionLevel } from '../model/revision.ts';

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
const changed = (what: string) => (t: ChangeText) => `The ${what} of ${code(t.subject)} changed from ${code(t.before)} to ${code(t.after)}.`;

export const CHANGE_KINDS = {
  // ── The version as a whole ──────────────────────────────────────────────────────────
  'version-removed': breaking((t) => `Version ${code(t.subject)} was removed.`),
  'version-added': addition((t) => `Version ${code(t.subject)} was added.`),
  'version-root-changed': breaking(changed('path root')),
  'server-removed': breaking((t) => `Address ${code(t.subject)} was removed.`),
  'server-added': addition((t) => `Address ${code(t.subject)} was added.`),
  'server-url-changed': breaking(changed('URL')),
  'auth-changed': breaking(changed('authentication')),
  'tenant-header-changed': breaking(changed('tenant header')),
  'wire-rendering-changed': breaking(changed('wire rendering')),
  'scope-removed': breaking((t) => `Scope ${code(t.subject)} was removed.`),
  'scope-added': addition((t) => `Scope ${code(t.subject)} was added.`),

  // ── Operations ──────────────────────────────────────────────────────────────────────
  'operation-removed': breaking((t) => `Operation ${code(t.subject)} was removed.`),
  'operation-added': addition((t) => `Operation ${code(t.subject)} was added.`),
  'operation-method-changed': breaking(changed('method')),
  'operation-path-changed': breaking(changed('path')),
  'operation-scope-changed': breaking(changed('scope')),
  'operation-auth-changed': breaking(changed('authentication requirement')),

  // ── Parameters and filters ──────────────────────────────────────────────────────────
  'parameter-removed': breaking((t) => `Parameter ${code(t.subject)} was removed.`),
  'parameter-added': addition((t) => `Optional parameter ${code(t.subject)} was added.`),
  'parameter-added-required': breaking((t) => `Required parameter ${code(t.subject)} was added.`),
  'parameter-made-required': breaking((t) => `Parameter ${code(t.subject)} became required.`),
  'parameter-made-optional': addition((t) => `Parameter ${code(t.subject)} became optional.`),
  'parameter-type-changed': breaking(changed('wire type')),
  'parameter-enum-value-removed': breaking((t) => `Value ${code(t.before)} is no longer accepted by ${code(t.subject)}.`),
  'parameter-enum-value-added': addition((t) => `Value ${code(t.after)} is now accepted by ${code(t.subject)}.`),
  'filter-attribute-removed': breaking((t) => `Filter attribute ${code(t.subject)} was removed.`),
  'filter-attribute-added': addition((t) => `Filter attribute ${code(t.subject)} was added.`),
  'filter-operator-removed': breaking((t) => `Filter operator ${code(t.subject)} was removed.`),
  'filter-operator-added': addition((t) => `Filter operator ${code(t.subject)} was added.`),
  'filter-type-changed': breaking(changed('wire type')),
  'filter-enum-value-removed': breaking((t) => `Value ${code(t.before)} is no longer accepted by filter ${code(t.subject)}.`),
  'filter-enum-value-added': addition((t) => `Value ${code(t.after)} is now accepted by filter ${code(t.subject)}.`),

  // ── Request bodies ──────────────────────────────────────────────────────────────────
  'request-body-removed': breaking((t) => `The request body of ${code(t.subject)} was removed.`),
  'request-body-added': addition((t) => `An optional request body was added to ${code(t.subject)}.`),
  'request-body-added-required': breaking((t) => `A required request body was added to ${code(t.subject)}.`),
  'request-body-made-required': breaking((t) => `The request body of ${code(t.subject)} became required.`),
  'request-body-made-optional': addition((t) => `The request body of ${code(t.subject)} became optional.`),
  'request-media-type-changed': breaking(changed('media type')),
  'request-field-removed': breaking((t) => `Request field ${code(t.subject)} was removed.`),
  'request-field-added': addition((t) => `Optional request field ${code(t.subject)} was added.`),
  'request-field-added-required': breaking((t) => `Required request field ${code(t.subject)} was added.`),
  'request-field-made-required': breaking((t) => `Request field ${code(t.subject)} became required.`),
  'request-field-made-optional': addition((t) => `Request field ${code(t.subject)} became optional.`),
  'request-field-type-changed': breaking(changed('wire type')),
  'request-enum-value-removed': breaking((t) => `Value ${code(t.before)} is no longer accepted in ${code(t.subject)}.`),
  'request-enum-value-added': addition((t) => `Value ${code(t.after)} is now accepted in ${code(t.subject)}.`),
  'request-minimum-raised': breaking((t) => `The minimum of ${code(t.subject)} was raised from ${bound(t.before)} to ${bound(t.after)}.`),
  'request-minimum-lowered': addition((t) => `The minimum of ${code(t.subject)} was lowered from ${bound(t.before)} to ${bound(t.after)}.`),

  // ── Responses and their payloads ────────────────────────────────────────────────────
  'response-removed': breaking((t) => `Success response ${code(t.subject)} was removed.`),
  'response-added': addition((t) => `Response ${code(t.subject)} was added.`),
  'error-response-removed': addition((t) => `Error response ${code(t.subject)} is no longer listed.`),
  'response-media-type-changed': breaking(changed('media types')),
  'response-body-type-changed': breaking(changed('body type')),
  'error-code-added': addition((t) => `Error code ${code(t.subject)} may now be answered.`),
  'error-code-removed': addition((t) => `Error code ${code(t.subject)} is no longer listed.`),
  'schema-removed': breaking((t) => `Schema ${code(t.subject)} was removed.`),
  'schema-added': addition((t) => `Schema ${code(t.subject)} was added.`),
  'response-field-removed': breaking((t) => `Response field ${code(t.subject)} was removed.`),
  'response-field-added': addition((t) => `Response field ${code(t.subject)} was added.`),
  'response-field-made-optional': breaking((t) => `Response field ${code(t.subject)} is no longer always present.`),
  'response-field-made-required': addition((t) => `Response field ${code(t.subject)} is now always present.`),
  'response-field-type-changed': breaking(changed('wire type')),
  'response-enum-value-removed': breaking((t) => `Value ${code(t.before)} was removed from ${code(t.subject)}.`),
  'response-enum-value-added': addition((t) => `Value ${code(t.after)} was added to ${code(t.subject)}.`),
  'response-header-removed': breaking((t) => `Response header ${code(t.subject)} was removed.`),
  'response-header-added': addition((t) => `Response header ${code(t.subject)} was added.`),
  'response-header-type-changed': breaking(changed('wire type')),
  'response-minimum-lowered': breaking((t) => `The minimum of ${code(t.subject)} was lowered from ${bound(t.before)} to ${bound(t.after)}.`),
  'response-minimum-raised': addition((t) => `The minimum of ${code(t.subject)} was raised from ${bound(t.before)} to ${bound(t.after)}.`),

  // ── Deprecations (a removal after the announced sunset is still a removal: breaking) ───
  deprecated: addition((t) => `${code(t.subject)} is deprecated ${t.after ?? ''}`),
  'deprecation-changed': addition((t) => `The deprecation of ${code(t.subject)} changed: now ${t.after ?? ''}`),
  'deprecation-withdrawn': addition((t) => `${code(t.subject)} is no longer deprecated.`),

  // ── Wording only ────────────────────────────────────────────────────────────────────
  'semantic-type-changed': wording((t) => `${code(t.subject)} is now documented as ${code(t.after)} instead of ${code(t.before)}; its wire form is unchanged.`),
  'description-changed': wording((t) => `The description of ${code(t.subject)} changed.`),
} as const satisfies Record<string, ChangeKindDefinition>;

export type ChangeKind = keyof typeof CHANGE_KINDS;
