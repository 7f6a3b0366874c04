/**
 * How a request of the `from` version reads in the `to` version, derived from the model: each
 * list parameter of a mapped list operation (date ranges become filters on the mapped attribute,
 * sort pairs become `sort[<attribute>]`, same-named parameters stay), money amounts (from the
 * migration's `money` rule), path parameters whose meaning changes (their descriptions differ),
 * and where the `to` version's bearer token comes from.
 */
import type { ModelView } from '../../../views/model-view.ts';
import { provenanceOf } from '../../../model/provenance.ts';
import type { OperationView, ParameterView } from '../../../views/version-view.ts';
import type { WireType } from '../../../views/wire-type.ts';
import { cell, code, note, provenanceNote } from '../../shared/markdown.ts';
import type { VersionSite } from '../site.ts';
import { curlExample } from '../examples.ts';

/** RFC 6749 section 5.1: the token response's field holding the access token. */
const ACCESS_TOKEN_FIELD = 'access_token';

interface Row {
  before: string;
  after: string;
  notes: string;
}

const NONE = 'none documented';

function fieldsOf(type: WireType | undefined): { name: string; type: WireType }[] {
  return type?.kind === 'object' ? type.fields : [];
}

/** The value a `to` operator takes, as a placeholder naming its format's shape where it has one. */
function placeholder(model: ModelView, type: WireType | undefined, what: string): string {
  const shape = type?.semantic ? model.formats()[type.semantic]?.shape : undefined;
  return shape ? `<${what} as ${shape}>` : `<${what}>`;
}

function queryRows(model: ModelView, from: VersionSite, fromOp: OperationView, toOp: OperationView): Row[] {
  const { attributes = [] } = model.migration()!;
  const attributeOf = (name: string) => attributes.find((a) => a.from === name);
  const toParam = (name: string) => toOp.query.find((p) => p.name === name);
  const filter = toOp.query.find((p) => p.style === 'deepObject' && p.type.kind === 'object');
  const operators = (attribute: string) => fieldsOf(fieldsOf(filter?.type).find((f) => f.name === attribute)?.type);
  const { dateRangeSeparator, sortPairSeparator } = from.view.listFormats;

  const rangeRow = (p: ParameterView): Row => {
    const before = code(`${p.name}=<start>${dateRangeSeparator}<end>`);
    const mapped = attributeOf(p.name!);
    const operator = mapped?.rangeStart ? operators(mapped.to).find((o) => o.name === mapped.rangeStart) : undefined;
    if (!filter || !mapped || !operator) return { before, after: NONE, notes: '' };
    const others = operators(mapped.to).filter((o) => o !== operator);
    return {
      before,
      after: code(`${filter.name}[${mapped.to}][${operator.name}]=${placeholder(model, operator.type, 'start')}`),
      notes: cell(
        note(
          `The end of the range has no documented operator on ${code(mapped.to)}${others.length > 0 ? ` besides ${others.map((o) => code(o.name)).join(', ')}` : ''}.`,
          provenanceNote(provenanceOf(mapped)),
        ),
      ),
    };
  };

  const sortRows = (p: ParameterView): Row[] => {
    const target = toParam(p.name!);
    // Without declared sort fields, any field sorts: those with a mapped attribute are shown.
    return (p.type.sortFields ?? attributes.map((a) => a.from)).map((field) => {
      const mapped = attributeOf(field);
      const before = code(`${p.name}=${field}${sortPairSeparator}<direction>`);
      if (!mapped || target?.style !== 'deepObject') return { before, after: NONE, notes: '' };
      return { before, after: code(`${target.name}[${mapped.to}]=<direction>`), notes: cell(provenanceNote(provenanceOf(mapped))) };
    });
  };

  return fromOp.query.flatMap((p): Row[] => {
    if (p.type.semantic === 'dateRange') return [rangeRow(p)];
    if (p.type.semantic === 'sort') return sortRows(p);
    const same = toParam(p.name!);
    return [{ before: code(`${p.name}=<${p.name}>`), after: same ? code(`${same.name}=<${same.name}>`) : NONE, notes: '' }];
  });
}

/** `"125000.00"` → `12500000`: the amount's digits scaled to minor units, as text (no float rounding). */
function toMinorUnits(amount: string, digits: number): string {
  const [whole, fraction = ''] = amount.replace(/^-/, '').split('.');
  const scaled = `${whole}${fraction.padEnd(digits, '0').slice(0, digits)}`.replace(/^0+(?=\d)/, '');
  return `${amount.startsWith('-') ? '-' : ''}${scaled}`;
}

function moneyRow(model: ModelView, from: VersionSite, to: VersionSite): Row | undefined {
  const rule = model.migration()!.money;
  if (!rule) return undefined;
  const json = (site: VersionSite) => site.view.wireRules.find((w) => w.semantic === 'money')?.json;
  const quoted = (site: VersionSite, text: string) => (json(site) === 'string' ? `"${text}"` : text);
  return {
    before: code(quoted(from, rule.example)),
    after: code(quoted(to, toMinorUnits(rule.example, rule.minorUnitDigits))),
    notes: cell(provenanceNote(provenanceOf(rule))),
  };
}

/**
 * Path parameters of a mapped pair whose operations belong to different resources: the same
 * `{name}` identifies a record of another kind (each side says which in its description).
 */
function changedPathParameters(model: ModelView, fromOp: OperationView, toOp: OperationView) {
  if (fromOp.resource === toOp.resource) return [];
  const title = (op: OperationView) => model.resource(op.resource)?.title ?? op.resource;
  return fromOp.pathParams.flatMap((p) => {
    const counterpart = toOp.pathParams.find((q) => q.name === p.name);
    if (!counterpart) return [];
    return [
      {
        name: code(`{${p.name}}`),
        from: code(fromOp.id),
        fromMeaning: cell(note(`${title(fromOp)}:`, p.description)),
        to: code(toOp.id),
        toMeaning: cell(note(`${title(toOp)}:`, counterpart.description)),
      },
    ];
  });
}

export function translationContext(model: ModelView, from: VersionSite, to: VersionSite) {
  // The guide's part: a model with a migration (src/emit/docs/index.ts).
  const pairs = model.migration()!.mappings.flatMap((m) => {
    const fromOp = from.view.operations.find((op) => op.id === m.from);
    const toOp = m.to === null ? undefined : to.view.operations.find((op) => op.id === m.to);
    return fromOp && toOp ? [{ fromOp, toOp }] : [];
  });
  const lists = pairs.filter(({ fromOp, toOp }) => toOp.isList && fromOp.query.length > 0);
  const money = moneyRow(model, from, to);
  const auth = to.view.auth;
  const tokenOp = auth.kind === 'oauth2' ? to.view.operations.find((op) => op.id === auth.tokenOperationId) : undefined;
  const tokenField = tokenOp?.responses.flatMap((r) => r.content.flatMap((c) => fieldsOf(c.type))).find((f) => f.name === ACCESS_TOKEN_FIELD);
  return {
    queries: lists.map(({ fromOp, toOp }) => ({ title: `${code(fromOp.id)} → ${code(toOp.id)}`, rows: queryRows(model, from, fromOp, toOp) })),
    values: money ? [{ ...money, what: 'Money' }] : [],
    pathParameters: pairs.flatMap(({ fromOp, toOp }) => changedPathParameters(model, fromOp, toOp)),
    token: tokenOp
      ? {
          curl: curlExample(to.view, tokenOp),
          field: tokenField ? code(tokenField.name) : '',
          link: `[${code(tokenOp.id)}](${to.folder}/${to.operationHref(tokenOp)})`,
        }
      : undefined,
  };
}
