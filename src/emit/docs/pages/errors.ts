/**
 * The error reference of a version: the envelope (where the version uses it), the status
 * table with client actions, the named codes, the OAuth errors of the token endpoint,
 * `Tenant Unknown`, the actionable codes, and every named error body.
 */
import type { ModelView } from '../../../views/model-view.ts';
import { provenanceOf } from '../../../model/provenance.ts';
import { messageText } from '../../../model/schema.ts';
import { failureText } from '../../../model/failures.ts';
import { OAUTH_ERROR_SCHEMA } from '../../../views/errors-view.ts';
import { cell, code, note, provenanceNote } from '../../shared/markdown.ts';
import type { VersionSite } from '../site.ts';
import { fieldRows, typeNotes, typePhrase } from '../type-summary.ts';
import { resumableErrorClassName } from '../../shared/names.ts';

/** The resources whose operations override the version's error bodies, as one sentence each way (empty when none does). */
function exceptionsOf(view: VersionSite['view']): string[] {
  const tagsWhere = (envelope: boolean) => [...new Set(view.operations.filter((op) => op.errorEnvelope === envelope).map((op) => op.tag))];
  const enveloped = tagsWhere(true);
  const unshown = tagsWhere(false);
  return [
    ...(enveloped.length > 0 ? [`The operations of ${enveloped.join(', ')} answer errors with the error envelope below.`] : []),
    ...(unshown.length > 0 ? [`The error bodies of the operations of ${unshown.join(', ')} are not shown.`] : []),
  ];
}

export function errorsPageContext(model: ModelView, site: VersionSite) {
  const { view } = site;
  const errors = model.errorsShownOn(view);
  const link = site.linker('');
  const anyEnvelope = view.usesErrorEnvelope || view.operations.some((op) => op.errorEnvelope === true);
  // The sections of what the version answers with: the OAuth body where an operation answers with it, `Tenant Unknown` where requests carry a tenant.
  const oauth = view.schemas.some((s) => s.name === OAUTH_ERROR_SCHEMA) ? errors.oauth : undefined;
  const { tenantUnknown } = view.errorFacts;
  return {
    title: view.title,
    usesEnvelope: anyEnvelope,
    versionEnvelope: view.usesErrorEnvelope,
    exceptions: exceptionsOf(view),
    unspecified: view.errorBodiesUnspecified ?? '',
    messages: messageText(errors.messages?.[view.id]),
    envelope: {
      description: errors.envelope?.description ?? '',
      fields: Object.entries(errors.envelope?.fields ?? {}).map(([name, f]) => ({ name: code(name), presence: f.presence, description: cell(f.description) })),
    },
    statuses: view.statusTable.map((row) => ({
      status: code(String(row.status)),
      codes: row.codes.length > 0 ? row.codes.map(code).join(', ') : '–',
      condition: cell(row.condition),
      action: cell(row.action),
      answers: row.answers.length > 0 ? row.answers.map(failureText).join('; ') : '–',
    })),
    codes: Object.entries(errors.codes).map(([name, c]) => ({
      name: code(name),
      status: code(String(c.status)),
      description: cell(note(c.description, provenanceNote(provenanceOf(c)))),
    })),
    tenantUnknown:
      tenantUnknown && errors.tenantUnknown && view.tenantHeader
        ? {
            status: code(String(errors.tenantUnknown.status)),
            mediaType: code(errors.tenantUnknown.mediaType),
            body: code(errors.tenantUnknown.body),
            description: errors.tenantUnknown.description,
            header: code(view.tenantHeader.name),
          }
        : false,
    oauth: oauth
      ? {
          description: oauth.description,
          fields: Object.entries(oauth.fields).map(([name, f]) => ({
            name: code(name),
            required: f.required ? 'yes' : 'no',
            description: cell(f.description),
          })),
          statuses: oauth.statuses.map((s) => ({ status: code(String(s.status)), meaning: cell(s.meaning), conditions: cell(s.conditions.join(' ')) })),
        }
      : false,
    resumable: view.errorFacts.resumable.map((e) => ({
      code: code(e.code),
      status: code(String(e.status)),
      description: e.description,
      choices: code(e.choices.field),
      resend: code(e.resend.field),
      operations: e.operationIds.map(code).join(', '),
      className: code(resumableErrorClassName(e.code)),
    })),
    schemas: view.schemas
      .filter((s) => s.role === 'error')
      .map((s) => ({
        name: s.name,
        type: typePhrase(s.type, link),
        notes: s.type.kind === 'object' ? cell(s.type.description) : cell(typeNotes(s.type)),
        fields: s.type.kind === 'object' ? fieldRows(s.type.fields, link) : [],
      })),
  };
}
