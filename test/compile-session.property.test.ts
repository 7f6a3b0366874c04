/**
 * The session `generate --watch` keeps between compiles (src/pipeline/session.ts, reusing
 * through src/model/reuse.ts in the views, src/views/version-view.ts, and the emitters' input,
 * src/pipeline/emit-input.ts) must never show in what a compile gives: after every edit of a
 * generated sequence, a compile in the session gives exactly what a fresh compile of the same
 * files gives (every artefact's path and content, the warnings, and the diagnostics when the
 * edit leaves the model invalid), and the next edit goes on in the same session, as the watch's
 * does. test/compile-session.test.ts checks hand-picked edits and how much each one reuses; this
 * property draws the sequences, so that the reuse of an edit after an edit after a refused model
 * is checked too, which no hand-picked list covers.
 *
 * The edits, on a copy of the model folder rewritten between compiles as an editor saves it:
 * - a model edit (test/support/model-edits.ts) of any element of the model as it stands: add,
 *   remove, narrow, widen, require, retype, deprecate, reword…, which keeps the model's
 *   structure and so reaches the views' and the emitters' reuse of unchanged parts;
 * - a text edit that a user types: a summary or description reworded in place, or a comment line
 *   written above it (the lines below it move, their data does not);
 * - now and then an edit the model is accepted with a located warning for: an unused enum, an
 *   error code no response can carry (warnings stay while the edits after them move their lines);
 * - now and then a fuzz case (test/support/model-mutations.ts), mostly a broken model, made of
 *   the seed's text of the files it mutates.
 * A fuzz case is a save the user then takes back, and a refused model one they fix: the next edit
 * is made to the last model that compiled (its files written back), so a sequence goes on with a
 * valid model after each invalid compile, and the session's compile after a failed one is warm.
 *
 * Results the session shares between compiles are frozen, as in test/compile-session.test.ts: a
 * stage that changed one would throw. A failure lists the edits made, each with what its compile
 * gave, and the first lines that differ; fast-check's seed and path replay it.
 */
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { parse } from 'yaml';
import { afterAll, describe, expect, it } from 'vitest';
import { formatDiagnostic } from '../src/diagnostics/diagnostic.ts';
import type { Reuse } from '../src/model/reuse.ts';
import { compile, EMITTERS, type CompileResult } from '../src/pipeline/compile.ts';
import { CompileSession } from '../src/pipeline/session.ts';
import { frozen, output } from './support/compile-session.ts';
import { modelEdits, modelTexts, type ModelData } from './support/model-edits.ts';
import { applyMutations, caseArbitrary, findSites, readSeed, type Mutation } from './support/model-mutations.ts';
import { SPEC_DIR } from './support/seed.ts';

/** Sequences drawn, and edits in each: about 110 compiles in the session, each beside a fresh one (about 20 s on two cores). */
const SEQUENCES = 24;
const EDITS_PER_SEQUENCE = { minLength: 3, maxLength: 6 };
/**
 * Most edits keep the model's structure; one in twelve is warned about, one in six is a fuzz case,
 * most of them refused: a run's SEQUENCES × 4.5 edits all but surely include refused ones.
 */
const WEIGHTS = { modelEdit: 6, textEdit: 3, warnedEdit: 1, fuzzCase: 2 };
/** The files whose summaries and descriptions a text edit rewords. */
const TEXT_FILES = ['v3.yaml', 'v4.yaml', 'resources.yaml', 'conventions.yaml', 'errors.yaml', 'scopes.yaml'] as const;
/** At most so many differences of each kind in a failure's message. */
const SHOWN = 5;

/** The model folder's files: name (`v4.yaml`) → text. */
type ModelFiles = ReadonlyMap<string, string>;

/** An edit as drawn: which of the edits the model then offers it makes is decided on the model it is made to. */
type EditDraw =
  | { kind: 'model edit'; editKind: number; site: number }
  | { kind: 'text edit'; file: (typeof TEXT_FILES)[number]; occurrence: number; how: 'reword' | 'comment line above' }
  | { kind: 'warned edit'; what: 'unused enum' | 'error code no response carries'; operation: number }
  | { kind: 'fuzz case'; mutations: Mutation[] };

/** An edit made: what it did, the files it left, and whether the edits after it start from them when they compile. */
interface Edit {
  label: string;
  files: ModelFiles;
  kept: boolean;
}

/**
 * What a compile gives that a user sees: the artefacts and warnings of a model that compiled, the
 * diagnostics of one refused, or the error a compile threw (a compiler fault, not the session's
 * unless only one of the two compiles throws it; the watch prints it and goes on).
 */
interface Seen {
  outcome: 'compiled' | 'refused' | 'threw';
  files: Record<string, string>;
  warnings: string[];
  diagnostics: string[];
  error?: string;
}

const seed = readSeed(SPEC_DIR);
const seedFiles: ModelFiles = new Map(seed.map((s) => [s.file, s.text]));
const sitesByFile = findSites(seed);

// ── The edits ───────────────────────────────────────────────────────────────────────────

type FileData = NonNullable<ReturnType<ModelData['get']>>;
/** Each text's parse, frozen (an edit changes a copy): most files of a model are those of the model before it. */
const parses = new Map<string, FileData>();

function modelData(files: ModelFiles): ModelData {
  return new Map(
    [...files].map(([file, text]) => {
      if (!parses.has(text)) parses.set(text, frozen(parse(text) as FileData));
      return [`spec/${file}`, parses.get(text)!];
    }),
  );
}

/** The edit of the model `files` hold, kind first (a few kinds, retyping and rewording, have far more sites than the rest). */
function modelEdit(files: ModelFiles, draw: Extract<EditDraw, { kind: 'model edit' }>): Edit {
  const model = modelData(files);
  const byKind = new Map<string, ReturnType<typeof modelEdits>>();
  for (const edit of modelEdits(model)) byKind.set(edit.kind, [...(byKind.get(edit.kind) ?? []), edit]);
  const kinds = [...byKind.values()];
  const ofKind = kinds[draw.editKind % kinds.length]!;
  const edit = ofKind[draw.site % ofKind.length]!;
  const edited = new Map(edit.files.map((file) => [file, structuredClone(model.get(file)!)]));
  edit.apply(new Map([...model, ...edited]));
  const changed = new Map(files);
  for (const written of modelTexts(edited)) changed.set(written.name.replace(/^spec\//, ''), written.text);
  return { label: edit.label, files: changed, kept: true };
}

/** A summary or description with text on its line (not a block scalar, not a field named so), after its key and opening quote. */
const TEXT_LINE = /^( *)(?:summary|description): ['"]?(?=[A-Za-z])/gm;

function textEdit(files: ModelFiles, draw: Extract<EditDraw, { kind: 'text edit' }>): Edit {
  const text = files.get(draw.file)!;
  const lines = [...text.matchAll(TEXT_LINE)];
  const line = lines[draw.occurrence % lines.length]!;
  const [at, where] = draw.how === 'reword' ? [line.index + line[0].length, 'Edited '] : [line.index, `${line[1]}# edited\n`];
  const lineNumber = text.slice(0, line.index).split('\n').length;
  const shown = text.slice(line.index + line[1]!.length, text.indexOf('\n', line.index)).slice(0, 60);
  return {
    label: `${draw.how === 'reword' ? 'reword' : 'write a comment line above'} ${draw.file}:${lineNumber} (${shown}…)`,
    files: new Map(files).set(draw.file, text.slice(0, at) + where + text.slice(at)),
    kept: true,
  };
}

/**
 * An edit the model is accepted with a located warning for (while it is made once: twice, it is a
 * duplicate key): an enum nothing refers to (src/validate/rules/unused.ts), or an error code
 * listed by an operation of v3, which shows no error bodies (src/resolve/unrendered.ts, what the
 * views and emitters record as they render, reused or not).
 */
function warnedEdit(files: ModelFiles, draw: Extract<EditDraw, { kind: 'warned edit' }>): Edit {
  if (draw.what === 'unused enum') {
    const text = files.get('resources.yaml')!;
    const at = text.search(/^enums:\n/m) + 'enums:\n'.length;
    const declared = '  unused_enum:\n    description: Declared; nothing refers to it.\n    values: [a, b]\n';
    return {
      label: 'declare an enum nothing uses in resources.yaml',
      files: new Map(files).set('resources.yaml', text.slice(0, at) + declared + text.slice(at)),
      kept: true,
    };
  }
  const text = files.get('v3.yaml')!;
  const section = text.search(/^operations:\n/m) + 'operations:\n'.length;
  const end = text.slice(section).search(/^\S/m);
  const operations = [...text.slice(section, end < 0 ? undefined : section + end).matchAll(/^ {2}(\w+):\n/gm)];
  const operation = operations[draw.operation % operations.length]!;
  const at = section + operation.index + operation[0].length;
  return {
    label: `list error code invalid_request on operation ${operation[1]} of v3.yaml, no response of which can carry it`,
    files: new Map(files).set('v3.yaml', `${text.slice(0, at)}    errors: [invalid_request]\n${text.slice(at)}`),
    kept: true,
  };
}

/** The seed's texts of the files the fuzz case touches, mutated; files it adds are added, those it deletes deleted. */
function fuzzCase(files: ModelFiles, mutations: readonly Mutation[]): Edit {
  const mutated = applyMutations(seed, mutations);
  const edited = new Map(files);
  for (const file of seedFiles.keys()) if (!mutated.has(file)) edited.delete(file);
  for (const [file, text] of mutated) if (text !== seedFiles.get(file)) edited.set(file, text);
  return { label: `fuzz case: ${mutations.map((m) => m.label).join(' + ')}`, files: edited, kept: false };
}

function made(files: ModelFiles, draw: EditDraw): Edit {
  if (draw.kind === 'model edit') return modelEdit(files, draw);
  if (draw.kind === 'text edit') return textEdit(files, draw);
  if (draw.kind === 'warned edit') return warnedEdit(files, draw);
  return fuzzCase(files, draw.mutations);
}

const editDraw: fc.Arbitrary<EditDraw> = fc.oneof(
  { weight: WEIGHTS.modelEdit, arbitrary: fc.record({ kind: fc.constant('model edit' as const), editKind: fc.nat(), site: fc.nat() }) },
  {
    weight: WEIGHTS.textEdit,
    arbitrary: fc.record({
      kind: fc.constant('text edit' as const),
      file: fc.constantFrom(...TEXT_FILES),
      occurrence: fc.nat(),
      how: fc.constantFrom('reword' as const, 'comment line above' as const),
    }),
  },
  {
    weight: WEIGHTS.warnedEdit,
    arbitrary: fc.record({
      kind: fc.constant('warned edit' as const),
      what: fc.constantFrom('unused enum' as const, 'error code no response carries' as const),
      operation: fc.nat(),
    }),
  },
  { weight: WEIGHTS.fuzzCase, arbitrary: fc.record({ kind: fc.constant('fuzz case' as const), mutations: caseArbitrary(sitesByFile) }) },
);

// ── The model folder and the compiles ───────────────────────────────────────────────────

const work = mkdtempSync(join(tmpdir(), 'compile-session-property-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A copy of the model folder (with its files that are not model files), showing the files it is given. */
class ModelFolder {
  readonly path = join(work, 'spec');
  private shown = seedFiles;

  constructor() {
    cpSync(SPEC_DIR, this.path, { recursive: true });
  }

  /** Writes the files whose text changed and deletes those gone, as an editor saves (the others keep their time). */
  show(files: ModelFiles): void {
    for (const file of this.shown.keys()) if (!files.has(file)) rmSync(join(this.path, file));
    for (const [file, text] of files) if (this.shown.get(file) !== text) writeFileSync(join(this.path, file), text);
    this.shown = files;
  }
}

/** The session's reuse, each result it makes frozen (as test/compile-session.test.ts freezes them). */
function freezingReuse(session: CompileSession): Reuse {
  return Object.assign(<T>(step: string, input: string, make: () => T): T => session.reuse(step, input, () => frozen(make())), {
    sinceLast: <I, T>(slot: string, input: I, same: (last: I, now: I) => boolean, make: (last: T | undefined) => T): T =>
      session.reuse.sinceLast(slot, input, same, (last: T | undefined) => frozen(make(last))),
    shareWithLast: <T>(slot: string, now: T, share: (last: T, now: T) => T): T => frozen(session.reuse.shareWithLast(slot, now, share)),
  });
}

/** A compile in the session, as src/cli/watch.ts runs one. */
function compileIn(session: CompileSession, reuse: Reuse, specDir: string): CompileResult {
  let result: CompileResult | undefined;
  try {
    result = compile(specDir, EMITTERS, reuse);
    return result;
  } finally {
    session.endCompile(result?.ok === true);
  }
}

function seen(compileOnce: () => CompileResult): Seen {
  let result: CompileResult;
  try {
    result = compileOnce();
  } catch (error) {
    const at = error instanceof Error ? (error.stack?.split('\n').find((line) => line.trim().startsWith('at ')) ?? '').trim() : '';
    return { outcome: 'threw', files: {}, warnings: [], diagnostics: [], error: `${String(error)} ${at}` };
  }
  return result.ok
    ? { outcome: 'compiled', ...output(result), diagnostics: [] }
    : { outcome: 'refused', files: {}, warnings: [], diagnostics: result.diagnostics.map(formatDiagnostic) };
}

function described(result: Seen): string {
  if (result.outcome === 'threw') return `threw ${result.error}`;
  return result.outcome === 'compiled' ? `compiled, ${result.warnings.length} warning(s)` : `refused, ${result.diagnostics.length} diagnostic(s)`;
}

// ── What differs ────────────────────────────────────────────────────────────────────────

/** A line, or the part of it around `column` when it is long (a JSON document or a script is one line). */
function around(line: string | undefined, column: number): string {
  if (line === undefined) return '(no line)';
  const from = Math.max(0, column - 80);
  return `${from > 0 ? '…' : ''}${line.slice(from, from + 200)}${from + 200 < line.length ? '…' : ''}`;
}

/** An artefact's first line that differs, with the line before it. */
function firstDifference(inSession: string, fresh: string): string {
  const [a, b] = [inSession.split('\n'), fresh.split('\n')];
  let line = 0;
  while (a[line] === b[line]) line++;
  const [x, y] = [a[line] ?? '', b[line] ?? ''];
  let column = 0;
  while (x[column] === y[column]) column++;
  const before = line > 0 ? [`     ${around(a[line - 1], 0)}`] : [];
  return [
    `line ${line + 1}, column ${column + 1}:`,
    ...before,
    `  in the session: ${around(a[line], column)}`,
    `  fresh:          ${around(b[line], column)}`,
  ].join('\n    ');
}

function listDifferences(what: string, inSession: readonly string[], fresh: readonly string[]): string[] {
  if (inSession.join('\0') === fresh.join('\0')) return [];
  const onlyIn = (list: readonly string[], other: readonly string[]) => list.filter((item) => !other.includes(item));
  const [sessionOnly, freshOnly] = [onlyIn(inSession, fresh), onlyIn(fresh, inSession)];
  if (sessionOnly.length === 0 && freshOnly.length === 0) return [`the same ${what}s, in another order or another number of times`];
  return [
    ...sessionOnly.slice(0, SHOWN).map((item) => `a ${what} only in the session's compile: ${item}`),
    ...freshOnly.slice(0, SHOWN).map((item) => `a ${what} only in the fresh compile: ${item}`),
  ];
}

function differences(inSession: Seen, fresh: Seen): string[] {
  if (inSession.outcome !== fresh.outcome || inSession.error !== fresh.error)
    return [`the session's compile ${described(inSession)}; the fresh one ${described(fresh)}`];
  const paths = [...new Set([...Object.keys(inSession.files), ...Object.keys(fresh.files)])].sort();
  const files = paths.flatMap((path) => {
    const [a, b] = [inSession.files[path], fresh.files[path]];
    if (a === b) return [];
    if (a === undefined) return [`${path}: only in the fresh compile's output`];
    if (b === undefined) return [`${path}: only in the session's output`];
    return [`${path} differs at ${firstDifference(a, b)}`];
  });
  return [
    ...files.slice(0, SHOWN),
    ...(files.length > SHOWN ? [`… and ${files.length - SHOWN} more artefacts`] : []),
    ...listDifferences('warning', inSession.warnings, fresh.warnings),
    ...listDifferences('diagnostic', inSession.diagnostics, fresh.diagnostics),
  ];
}

// ── The property ────────────────────────────────────────────────────────────────────────

describe('a compile session', () => {
  const folder = new ModelFolder();
  const seedSeen = seen(() => compile(folder.path));
  /** How the compiles after an edit ended, over every sequence: the property is checked of models compiled and refused. */
  const compiles = { compiled: 0, refused: 0, threw: 0 };

  /** Runs one sequence of edits in a new session; throws, naming the edits made, at the first compile that differs from a fresh one. */
  function editInSession(draws: readonly EditDraw[]): void {
    folder.show(seedFiles);
    const session = new CompileSession();
    const reuse = freezingReuse(session);
    const done: string[] = [];
    const mustMatch = (inSession: Seen, fresh: Seen) => {
      const found = differences(inSession, fresh);
      if (found.length === 0) return;
      const edits = done.length === 0 ? ['  (none: the first compile)'] : done.map((label, i) => `  ${i + 1}. ${label}`);
      throw new Error(['a compile in the session differs from a fresh one after the edits', ...edits, ...found].join('\n'));
    };
    mustMatch(
      seen(() => compileIn(session, reuse, folder.path)),
      seedSeen,
    );
    let last = seedFiles;
    for (const draw of draws) {
      const edit = made(last, draw);
      folder.show(edit.files);
      const inSession = seen(() => compileIn(session, reuse, folder.path));
      const fresh = seen(() => compile(folder.path));
      done.push(`${edit.label} → ${described(fresh)}`);
      mustMatch(inSession, fresh);
      compiles[fresh.outcome]++;
      if (fresh.outcome === 'compiled' && edit.kept) last = edit.files;
    }
  }

  it(`gives what a fresh compile gives after each edit of ${SEQUENCES} sequences of model edits, text edits and broken models`, () => {
    expect(seedSeen.outcome, seedSeen.diagnostics.join('\n')).toBe('compiled');
    // A fresh seed each run widens coverage over time; a failure prints it, with the path that replays it.
    fc.assert(
      fc.property(fc.array(editDraw, EDITS_PER_SEQUENCE), (draws) => editInSession(draws)),
      { numRuns: SEQUENCES, seed: Date.now() % 2 ** 30 },
    );
    // Both kinds of compile were compared, and most edits left a model that compiles.
    expect(compiles.refused).toBeGreaterThan(0);
    expect(compiles.compiled).toBeGreaterThan(compiles.refused);
  });
});
