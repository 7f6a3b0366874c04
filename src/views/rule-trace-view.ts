/**
 * The model's rules, traced: every rule sentence (with the elements it points at as data) and
 * every element that is itself a rule (a row of the status table, of the token endpoint's
 * statuses, an actionable or carrying error code, the envelope, a version's message bodies, a
 * special scope), each with where the model states it, the artefacts that carry its data and
 * the `verify` checks that test it. The rules page lists them; a reviewer no longer builds the
 * trace by hand.
 */
import type { SourcePosition } from '../diagnostics/diagnostic.ts';
import { checksTesting } from '../model/conformance-checks.ts';
import type { ModelPath } from '../model/path.ts';
import { provenanceOf, type Provenance } from '../model/provenance.ts';
import { ruleLists } from '../model/rule-sentences.ts';
import { messageText } from '../model/schema.ts';
import { ARTEFACTS, artefactsOf, serverShows, type ArtefactName } from '../model/rule-traces.ts';
import type { ResolvedModel } from '../resolve/resolve.ts';
import { pointerOf, pointerSegments, resolvesIn } from '../model/pointer.ts';

export interface RuleTrace {
  group: string;
  id: string;
  text: string;
  location: SourcePosition;
  provenance: Provenance;
  /** The elements that hold it as data, each located; empty for a rule that is text only. */
  data: { pointer: string; location: SourcePosition }[];
  /** Why it is text only, where it is. */
  proseOnly?: string;
  /** The artefacts that carry its data, in ARTEFACTS' order. */
  artefacts: ArtefactName[];
  /** Whether a running server's answers show its data, so that a check can test it. */
  serverShows: boolean;
  /** The ids of the `verify` checks that test it. */
  checks: string[];
}

export function ruleTraces(resolved: ResolvedModel): RuleTrace[] {
  const { model, locator } = resolved;
  const trace = (group: string, id: string, text: string, at: ModelPath, element: object, pointed: readonly string[], proseOnly?: string): RuleTrace => {
    // A pointer at an element the model no longer has is left out (validation warns of it).
    const pointers = pointed.filter((pointer) => resolvesIn(model, pointerSegments(pointer)));
    resolved.consumption.record(at);
    const shown = new Set(pointers.flatMap((p) => artefactsOf(p, model)));
    return {
      group,
      id,
      text,
      location: locator.at(at),
      provenance: provenanceOf(element as { inferred?: string; unspecified?: string }),
      data: pointers.map((pointer) => ({ pointer, location: locator.at(pointer.split('.').map((k) => (/^[0-9]+$/.test(k) ? Number(k) : k))) })),
      ...(proseOnly !== undefined ? { proseOnly } : {}),
      artefacts: ARTEFACTS.filter((a) => shown.has(a)),
      serverShows: pointers.some((p) => serverShows(p, model)),
      checks: checksTesting(pointers, model).map((c) => c.id),
    };
  };
  const traces: RuleTrace[] = [];
  for (const list of ruleLists(model)) {
    list.rules.forEach((rule, i) => traces.push(trace(list.group, rule.id, rule.text, [...list.path, i], rule, rule.data ?? [], rule.proseOnly)));
  }
  const { errors } = resolved;
  errors.statuses.forEach((row, i) => {
    const at = ['errors', 'statuses', i];
    const codes = row.codes && row.codes.length > 0 ? ` (${row.codes.map((c) => `\`${c}\``).join(', ')})` : '';
    traces.push(
      trace(
        'status table',
        `status_${row.status}${row.tenantUnknown ? '_tenant_unknown' : ''}`,
        `${row.status}: ${row.condition}${codes} ${row.action}`,
        at,
        row,
        [pointerOf(at)],
      ),
    );
  });
  (errors.oauth?.statuses ?? []).forEach((row, i) => {
    const at = ['errors', 'oauth', 'statuses', i];
    traces.push(trace('token errors', `token_${row.status}`, `${row.status}: ${row.meaning} ${row.conditions.join(' ')}`, at, row, [pointerOf(at)]));
  });
  for (const [code, spec] of Object.entries(errors.codes)) {
    if (!spec.resume && !spec.carries) continue;
    const at = ['errors', 'codes', code];
    traces.push(trace('error codes', code, `\`${code}\` (${spec.status}): ${spec.description}`, at, spec, [pointerOf(at)]));
  }
  if (errors.envelope) traces.push(trace('error codes', 'envelope', errors.envelope.description, ['errors', 'envelope'], errors.envelope, ['errors.envelope']));
  for (const [version, messages] of Object.entries(errors.messages ?? {})) {
    const pointers = typeof messages === 'string' ? [] : messages.data;
    traces.push(trace('error codes', `${version}_messages`, `${version}: ${messageText(messages)}`, ['errors', 'messages', version], {}, pointers));
  }
  for (const [name, scope] of Object.entries(resolved.scopesSpec?.special ?? {})) {
    traces.push(trace('scopes', name, `\`${name}\`: ${scope.description}`, ['scopes', 'special', name], scope, [`scopes.special.${name}`]));
  }
  return traces;
}
