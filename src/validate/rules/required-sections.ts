import { paramMessage } from '../../diagnostics/message.ts';
import type { ModelPath } from '../../model/path.ts';
import { LIST_FORMATS, REQUIRED_SECTIONS } from '../../model/sections.ts';
import type { ModelFile } from '../../model/schema.ts';
import { defineRule } from '../rule.ts';
import { pointerOf } from '../../model/pointer.ts';

/**
 * What a model must declare somewhere among its files, and what it needs only because of something
 * it holds: the section or entry, and the first element that needs it (reported there, so the
 * diagnostic points at the reason, not at whichever file happens to be first).
 */
interface Need {
  /** The missing section or entry, as a model path (`errors.tenantUnknown`). */
  section: string;
  /** Whether the model holds it. */
  present: (model: ModelFile) => boolean;
  /** The elements that need it, in the model's order. */
  needers: (model: ModelFile) => ModelPath[];
}

const versionsWhere = (model: ModelFile, holds: (version: NonNullable<ModelFile['versions']>[string]) => boolean): ModelPath[] =>
  Object.entries(model.versions ?? {}).flatMap(([id, version]) => (holds(version) ? [['versions', id]] : []));

const operationsWhere = (model: ModelFile, holds: (op: NonNullable<ModelFile['operations']>[string]) => ModelPath | undefined): ModelPath[] =>
  Object.entries(model.operations ?? {}).flatMap(([id, op]) => {
    const at = holds(op);
    return at ? [['operations', id, ...at]] : [];
  });

const oauthVersions = (model: ModelFile): ModelPath[] =>
  versionsWhere(model, (v) => v.auth.kind === 'oauth2ClientCredentials').map((path) => [...path, 'auth']);

/** Responses answering with the OAuth error body (`error: oauth`). */
const oauthResponses = (model: ModelFile): ModelPath[] =>
  operationsWhere(model, (op) => {
    const status = Object.entries(op.responses).find(([, r]) => r.error !== undefined)?.[0];
    return status === undefined ? undefined : ['responses', status, 'error'];
  });

/** Versions and resources whose errors are the envelope. */
const envelopeUsers = (model: ModelFile): ModelPath[] => [
  ...versionsWhere(model, (v) => v.errorBodies === 'envelope').map((path) => [...path, 'errorBodies']),
  ...Object.entries(model.resources ?? {}).flatMap(([id, r]) => [
    ...(r.overrides?.errorBodies === 'envelope' ? [['resources', id, 'overrides', 'errorBodies']] : []),
    ...Object.entries(r.overridesIn ?? {}).flatMap(([v, o]) => (o.errorBodies === 'envelope' ? [['resources', id, 'overridesIn', v, 'errorBodies']] : [])),
  ]),
];

const NEEDS: readonly Need[] = [
  {
    section: 'scopes',
    present: (model) => model.scopes !== undefined,
    needers: (model) => [
      ...operationsWhere(model, (op) =>
        op.scope !== undefined && model.versions?.[op.version]?.auth.kind === 'oauth2ClientCredentials' ? ['scope'] : undefined,
      ),
      ...Object.entries(model.areas ?? {}).flatMap(([id, area]) => (area.scopes.length > 0 ? [['areas', id, 'scopes']] : [])),
    ],
  },
  {
    section: 'errors',
    present: (model) => model.errors !== undefined,
    needers: (model) => [
      ...envelopeUsers(model),
      ...operationsWhere(model, (op) => (op.errors?.length ? ['errors'] : undefined)),
      ...oauthResponses(model),
      ...oauthVersions(model),
      ...(model.conventions?.tenantHeader ? [['conventions', 'tenantHeader']] : []),
    ],
  },
  { section: 'errors.envelope', present: (model) => model.errors?.envelope !== undefined, needers: envelopeUsers },
  { section: 'errors.oauth', present: (model) => model.errors?.oauth !== undefined, needers: (model) => [...oauthVersions(model), ...oauthResponses(model)] },
  {
    section: 'errors.tenantUnknown',
    present: (model) => model.errors?.tenantUnknown !== undefined,
    needers: (model) => (model.conventions?.tenantHeader ? [['conventions', 'tenantHeader']] : []),
  },
  { section: 'conventions.tokenServer', present: (model) => model.conventions?.tokenServer !== undefined, needers: oauthVersions },
  {
    section: 'conventions.brand',
    present: (model) => model.conventions?.brand !== undefined,
    needers: (model) => (model.conventions?.tenantHeader ? [['conventions', 'tenantHeader']] : []),
  },
];

/**
 * Every model needs its conventions, versions, resources and operations; everything else an API
 * may lack (tenants, OAuth and scopes, an error envelope, a migration) it needs only where
 * something it holds needs it: that element is where a missing one is reported.
 */
export const requiredSections = defineRule({
  name: 'requiredSections',
  codes: {
    'missing-section': {
      severity: 'error',
      message: paramMessage`No spec file defines the \`${'section'}\` section.`,
      hint: `Every model needs ${REQUIRED_SECTIONS.join(', ')}; every other section only where something needs it.`,
    },
    'section-needed': {
      severity: 'error',
      message: paramMessage`\`${'needer'}\` needs \`${'section'}\`, which no spec file defines.`,
      hint: 'Define it (in any spec file), or remove what needs it: an API without tenants, OAuth or an error envelope leaves their sections out.',
    },
  },
  check({ model, report }) {
    for (const section of REQUIRED_SECTIONS) if (model[section] === undefined) report('missing-section', [], { section });
    for (const need of NEEDS) {
      if (need.present(model)) continue;
      const [first] = need.needers(model);
      if (first) report('section-needed', first, { needer: pointerOf(first), section: need.section }, true);
    }
  },
});

/** The list value shapes the client and docs are built from, each readable by the client, where the model uses them. */
export const requiredFormats = defineRule({
  name: 'requiredFormats',
  codes: {
    'missing-format': {
      severity: 'error',
      message: paramMessage`A \`${'type'}\` value is used here, but conventions.formats has no \`${'format'}\` entry.`,
      hint: `conventions.formats describes the shape of each list value the model uses (${Object.entries(LIST_FORMATS)
        .map(([type, formats]) => `${type} → ${formats.join(', ')}`)
        .join('; ')}): the client builds and the docs show list values with them.`,
    },
    'invalid-sort-shape': {
      severity: 'error',
      message: paramMessage`The sort shape \`${'shape'}\` does not read \`field<separator>direction<separator>...\`.`,
      hint: 'Write the shape of one sort entry and its repetition, such as `field:direction,...`: the client splits on the separators it reads there.',
    },
    'invalid-date-range-shape': {
      severity: 'error',
      message: paramMessage`The date-range shape \`${'shape'}\` is not two dates (\`${'date'}\`) around one separator.`,
      hint: 'Write the date shape, a separator, then the date shape again, such as `YYYY-MM-DD+TO+YYYY-MM-DD`.',
    },
  },
  check({ model, fields, report }) {
    const formats = model.conventions?.formats ?? {};
    const reported = new Set<string>();
    for (const { spec, path } of fields) {
      for (const format of LIST_FORMATS[spec.type] ?? []) {
        if (formats[format] || reported.has(format)) continue;
        reported.add(format);
        report('missing-format', path, { type: spec.type, format });
      }
    }
    const sort = formats.sort?.shape;
    // An empty shape is checked too: it reads no separators.
    if (sort !== undefined && !/^field.+?direction./.test(sort)) report('invalid-sort-shape', ['conventions', 'formats', 'sort', 'shape'], { shape: sort });
    const range = formats.dateRange?.shape;
    const date = formats.date?.shape;
    if (range !== undefined && date !== undefined && (date === '' || range.split(date).filter(Boolean).length !== 1)) {
      report('invalid-date-range-shape', ['conventions', 'formats', 'dateRange', 'shape'], { shape: range, date });
    }
  },
});
