/**
 * `--suggest`: the model edits that would state what a run observed. Each observation answers an
 * open question of the model (an `unspecified` or `inferred` reason); its place is the question's
 * place on the observed operation where the model asks it there, else the question's first place.
 * Per place, a block of YAML to paste over the `unspecified:` / `inferred:` key (and its folded
 * lines): `observed:` naming the server, the day, the question and what was seen, indented to fit.
 * Every block is tried on a copy of the model before it is printed: one the model would refuse
 * there (a rule that takes no `observed`, a key in a flow mapping) is printed as comments, saying
 * why. Nothing is written: which statement settles a question is the API owners' call, and a
 * server shows what it does, not what the API promises.
 */
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { stringify } from 'yaml';
import { isError } from '../diagnostics/diagnostic.ts';
import { listSpecFiles, loadSpecTexts, type SpecText } from '../load/load-spec.ts';
import { analyseLoaded } from '../pipeline/compile.ts';
import type { ProvenanceItem } from '../resolve/provenance.ts';
import type { Observation } from './types.ts';

interface Place {
  item: ProvenanceItem;
  seen: string[];
}

/** The place of an observation: its question asked on its operation, else the question's first place. */
function placeOf(provenance: readonly ProvenanceItem[], observation: Observation): ProvenanceItem | undefined {
  const asked = provenance.filter((p) => p.reason === observation.question && p.status !== 'observed');
  return asked.find((p) => p.path[0] === 'operations' && p.path[1] === observation.operation) ?? asked[0];
}

/** Sets each observation's `location` (`spec/<file>.yaml:<line>`), where its question is the model's. */
export function locateObservations(provenance: readonly ProvenanceItem[], observations: readonly Observation[]): void {
  for (const observation of observations) {
    const item = observation.question ? placeOf(provenance, observation) : undefined;
    if (item) observation.location = `${item.location.file}:${item.location.line}`;
  }
}

const indentOf = (line: string) => line.length - line.trimStart().length;

/**
 * The edit at a place: the lines of the key to replace (the key's line and the lines folded under
 * it) and the block replacing them; undefined where the key does not start a line of a block mapping.
 */
function edit(lines: readonly string[], item: ProvenanceItem, block: string): { from: number; to: number; text: string } | undefined {
  const from = item.location.line - 1;
  const column = item.location.column - 1;
  const line = lines[from];
  if (line === undefined || indentOf(line) !== column || !line.slice(column).startsWith(`${item.status}:`)) return undefined;
  let to = from + 1;
  while (to < lines.length && (lines[to]!.trim() === '' || indentOf(lines[to]!) > column)) to++;
  while (to > from + 1 && lines[to - 1]!.trim() === '') to--;
  const pad = ' '.repeat(column);
  return { from, to, text: block.replace(/\n$/, '').replace(/^/gm, pad) };
}

export function suggestReport(
  specDir: string,
  provenance: readonly ProvenanceItem[],
  observations: readonly Observation[],
  server: string,
  date: string,
): string {
  const places = new Map<ProvenanceItem, Place>();
  const unplaced: string[] = [];
  for (const observation of observations) {
    const item = observation.question ? placeOf(provenance, observation) : undefined;
    const seen = `${observation.version} ${observation.operation}: ${observation.observed}`;
    if (!item) {
      unplaced.push(seen);
      continue;
    }
    const place = places.get(item) ?? { item, seen: [] };
    place.seen.push(seen);
    places.set(item, place);
  }
  const texts = new Map<string, string>();
  const fileOf = (name: string) => join(specDir, basename(name));
  const textOf = (name: string) => texts.get(name) ?? texts.set(name, readFileSync(fileOf(name), 'utf8')).get(name)!;
  // The model's files, named as the loader names them: each edit is tried on them with one file changed.
  const names = listSpecFiles(specDir).map((path) => `${basename(specDir)}/${basename(path)}`);
  const out = [
    `# Observed at ${server} on ${date} by verify: per open question, the model edit that states what was seen.`,
    '# Paste each block over the line it names (and the lines folded under it); the API owners confirm or correct it.',
  ];
  for (const { item, seen } of [...places.values()].sort(
    (a, b) => a.item.location.file.localeCompare(b.item.location.file) || a.item.location.line - b.item.location.line,
  )) {
    const where = `${item.location.file}:${item.location.line}`;
    const block = stringify({ observed: { server, date, question: item.reason, seen } }, { lineWidth: 0 });
    const lines = textOf(item.location.file).split('\n');
    const change = edit(lines, item, block);
    const refusal = change
      ? refused(names, textOf, item.location.file, [...lines.slice(0, change.from), change.text, ...lines.slice(change.to)].join('\n'))
      : 'the key is not on a line of its own';
    out.push('');
    if (refusal === undefined) {
      out.push(`# ${where} (${item.subject}): replace \`${item.status}: …\` with`, change!.text);
      continue;
    }
    out.push(`# ${where} (${item.subject}): ${item.reason}`, `# Not markable as observed there (${refusal}); what was seen:`, ...seen.map((s) => `#   ${s}`));
  }
  if (unplaced.length > 0) out.push('', '# Observed where the model asks no question:', ...unplaced.map((s) => `#   ${s}`));
  return out.join('\n');
}

/** Why the model with `file` replaced by `text` does not validate, or undefined when it does. */
function refused(names: readonly string[], textOf: (name: string) => string, file: string, text: string): string | undefined {
  const texts: SpecText[] = names.map((name) => ({ name, text: name === file ? text : textOf(name) }));
  const result = analyseLoaded(loadSpecTexts(texts));
  if (result.ok) return undefined;
  const first = result.diagnostics.find(isError);
  return first ? `${first.code}: ${first.message}` : 'the model would not validate';
}
