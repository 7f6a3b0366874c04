/**
 * The session `--watch` keeps between compiles (src/pipeline/session.ts) reuses results only for
 * inputs equal to those they were made from: after each edit of a model file, a compile in the
 * session gives exactly what a fresh compile gives. Reused results are shared between compiles,
 * so they are frozen here: a later stage that changed one would throw.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { scaleModel } from '../bench/scale-model.ts';
import { compile, EMITTERS, type CompileResult } from '../src/pipeline/compile.ts';
import { CompileSession } from '../src/pipeline/session.ts';
import type { Reuse } from '../src/model/reuse.ts';
import { deepFreeze } from './support/freeze.ts';
import { files, frozen, output } from './support/compile-session.ts';
import { SPEC_DIR } from './support/seed.ts';

const work = mkdtempSync(join(tmpdir(), 'compile-session-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('a compile session', () => {
  it('gives what a fresh compile gives, edit after edit, and reuses what an edit left equal', () => {
    const spec = join(work, 'spec');
    cpSync(SPEC_DIR, spec, { recursive: true });
    const session = new CompileSession();
    const steps: string[] = [];
    const madeSteps: string[] = [];
    const madeSlots: string[] = [];
    let made = 0;
    const reuse: Reuse = Object.assign(
      <T>(step: string, input: string, make: () => T): T => {
        steps.push(step);
        return session.reuse(step, input, () => {
          made++;
          madeSteps.push(step);
          const result = make();
          deepFreeze(result);
          return result;
        });
      },
      {
        sinceLast: <I, T>(slot: string, input: I, same: (last: I, now: I) => boolean, make: (last: T | undefined) => T): T =>
          session.reuse.sinceLast(slot, input, same, (last: T | undefined) => {
            madeSlots.push(slot);
            return frozen(make(last));
          }),
        shareWithLast: <T>(slot: string, now: T, share: (last: T, now: T) => T): T => frozen(session.reuse.shareWithLast(slot, now, share)),
      },
    );
    const inSession = () => {
      made = 0;
      steps.length = 0;
      madeSteps.length = 0;
      madeSlots.length = 0;
      const result = compile(spec, EMITTERS, reuse);
      session.endCompile(result.ok);
      return output(result);
    };
    inSession();
    const asked = steps.length;
    expect(made, 'a first compile makes everything').toBe(asked);
    // Each edit's file, the text it edits and what it becomes: one version's file, the other's, an
    // assumption in the first, a resource both versions show, and two fields of the model that only the contract products
    // read, beside the views (src/contract/contract-model.ts): the publication's licence, and the
    // code a rejected OAuth client gets (another declared code).
    const appended = (line: string) => `${line} (edited)`;
    for (const [file, pattern, edit] of [
      ['v4.yaml', /summary: [^\n]*/, appended],
      ['v3.yaml', /summary: [^\n]*/, appended],
      ['v4.yaml', /summary: [^\n]*/, appended],
      // An assumption of a query parameter: the text an open question asks, and its operation depends on.
      ['v4.yaml', /inferred: v3 filters jobs by status;/, () => 'inferred: v3 filters jobs by status (edited);'],
      ['resources.yaml', /description: [^\n]*/, appended],
      ['conventions.yaml', /name: Proprietary/, appended],
      ['errors.yaml', /(rejectedClient:\s+code: )invalid_client/, (_line: string, key: string) => `${key}invalid_request`],
    ] as const) {
      const path = join(spec, file);
      const text = readFileSync(path, 'utf8');
      expect(text, `${file} holds ${pattern}`).toMatch(pattern);
      writeFileSync(path, text.replace(pattern, edit));
      const edited = inSession();
      expect(edited).toEqual(output(compile(spec)));
      expect(made, `after an edit of ${file}`).toBeGreaterThan(0);
      // What was made of each operation is kept while its version is reused whole (an edit of the
      // other version, of a model file the views do not show): an edit remakes its operation's parts only.
      expect(
        madeSlots.filter((slot) => slot.startsWith('openapi operation ')),
        `after an edit of ${file}`,
      ).toHaveLength(file.startsWith('v') ? 1 : 0);
      // The views of a version file's operations are taken from the last compile's, but for the one edited.
      if (file.startsWith('v'))
        expect(
          madeSlots.filter((slot) => /^view \S+ operation /.test(slot)),
          `after an edit of ${file}`,
        ).toHaveLength(1);
      if (file.startsWith('v')) {
        // The other version's OpenAPI files, client code, route stubs, resource pages and HTML reference are not made again.
        const contractSteps = ['openapi', 'client', 'server', 'resource pages', 'html docs'];
        expect(madeSteps.filter((step) => contractSteps.includes(step)).sort(), `after an edit of ${file}`).toEqual([...contractSteps].sort());
      }
      expect(made, `after an edit of ${file}`).toBeLessThan(asked / 2);
    }
  });

  it('keeps the last good compile through a compile with model errors: the fix is warm', () => {
    const spec = join(work, 'spec-broken');
    cpSync(SPEC_DIR, spec, { recursive: true });
    const session = new CompileSession();
    let made = 0;
    const madeSteps: string[] = [];
    const reuse: Reuse = Object.assign(
      <T>(step: string, input: string, make: () => T): T =>
        session.reuse(step, input, () => {
          made++;
          madeSteps.push(step);
          return make();
        }),
      { sinceLast: session.reuse.sinceLast, shareWithLast: session.reuse.shareWithLast },
    );
    const inSession = () => {
      made = 0;
      madeSteps.length = 0;
      const result = compile(spec, EMITTERS, reuse);
      session.endCompile(result.ok);
      return result;
    };
    expect(inSession().ok).toBe(true);
    const asked = made;
    const path = join(spec, 'v4.yaml');
    const good = readFileSync(path, 'utf8');
    // Twice broken, as a user typing would: the session keeps the last good compile, not the last one.
    for (const broken of [good.replace('operations:', 'operations: 42\nx:'), good.replace('operations:', 'operations: 43\nx:')]) {
      writeFileSync(path, broken);
      expect(inSession().ok).toBe(false);
    }
    writeFileSync(path, good);
    expect(inSession().ok).toBe(true);
    expect(made, 'the compile after the fix').toBeLessThan(asked / 2);
    // Both versions' inputs are the last good compile's again: no contract artefact is made anew.
    const contractSteps = ['openapi', 'client', 'server', 'resource pages', 'html docs'];
    expect(madeSteps.filter((step) => contractSteps.includes(step))).toEqual([]);
  });

  it("keeps as each operation's view the one its version's view holds, after an edit that remade them all", () => {
    const spec = join(work, 'spec-kept-views');
    cpSync(SPEC_DIR, spec, { recursive: true });
    const session = new CompileSession();
    /** This compile's operation views as made or taken (by operation id), and its versions' views as shared. */
    const taken = new Map<string, unknown>();
    const shared: { operations: { id: string }[] }[] = [];
    const reuse: Reuse = Object.assign(<T>(step: string, input: string, make: () => T): T => session.reuse(step, input, make), {
      sinceLast: <I, T>(slot: string, input: I, same: (last: I, now: I) => boolean, make: (last: T | undefined) => T): T => {
        const result = session.reuse.sinceLast(slot, input, same, make);
        const operation = /^view \S+ operation (\S+)$/.exec(slot)?.[1];
        if (operation) taken.set(operation, (result as { part: { view: unknown } }).part.view);
        return result;
      },
      shareWithLast: <T>(slot: string, now: T, share: (last: T, now: T) => T): T => {
        const result = session.reuse.shareWithLast(slot, now, share);
        if (slot.startsWith('view ')) shared.push(result as (typeof shared)[number]);
        return result;
      },
    });
    const inSession = () => {
      taken.clear();
      shared.length = 0;
      const result = compile(spec, EMITTERS, reuse);
      session.endCompile(result.ok);
      expect(result.ok).toBe(true);
    };
    inSession();
    // A description of a resource both versions show: every operation's view is made again.
    const path = join(spec, 'resources.yaml');
    writeFileSync(
      path,
      readFileSync(path, 'utf8').replace(/description: [^\n]*/, (line) => `${line} (edited)`),
    );
    inSession();
    inSession();
    const operations = shared.flatMap((view) => view.operations);
    expect(operations.length).toBeGreaterThan(0);
    // The next compile tells an unchanged operation by identity only while the view it takes is the one used.
    for (const operation of operations) expect(taken.get(operation.id), operation.id).toBe(operation);
  });

  it('gives what a fresh compile gives for a version whose reference is in parts, an edit in one part after another', () => {
    const spec = join(work, 'spec-in-parts');
    // Enough copies of the seed's operations for the v4 HTML reference to be cut into parts.
    scaleModel(SPEC_DIR, spec, 7);
    const session = new CompileSession();
    const inSession = () => {
      const result = compile(spec, EMITTERS, session.reuse);
      session.endCompile(result.ok);
      return files(result);
    };
    const parts = Object.keys(inSession()).filter((path) => path.startsWith('docs/html/v4/'));
    expect(parts.length, 'the v4 reference is in parts').toBeGreaterThan(1);
    // The first summary of v4's own file, then the last of a copy's (another part), then the first again.
    for (const [file, edit] of [
      ['v4.yaml', (text: string) => text.replace(/summary: [^\n]*/, (line) => `${line} (edited)`)],
      ['copy-3.yaml', (text: string) => text.replace(/(summary: [^\n]*)(?![^]*summary: )/, (line) => `${line} (edited)`)],
      ['v4.yaml', (text: string) => text.replace(/summary: [^\n]*/, (line) => `${line} (edited again)`)],
    ] as const) {
      const path = join(spec, file);
      const text = readFileSync(path, 'utf8');
      expect(edit(text), `${file} has a summary to edit`).not.toBe(text);
      writeFileSync(path, edit(text));
      expect(inSession(), `after an edit of ${file}`).toEqual(files(compile(spec)));
    }
  });

  it("reports a file's broken structure as a fresh compile does, though the other files' checks are reused", () => {
    const spec = join(work, 'spec-unknown-key');
    cpSync(SPEC_DIR, spec, { recursive: true });
    const session = new CompileSession();
    const inSession = () => {
      const result = compile(spec, EMITTERS, session.reuse);
      session.endCompile(result.ok);
      return result;
    };
    const messages = (result: CompileResult) => (result.ok ? [] : result.diagnostics.map((d) => `${d.file}:${d.line}:${d.column} ${d.code}`));
    expect(inSession().ok).toBe(true);
    const path = join(spec, 'v3.yaml');
    const good = readFileSync(path, 'utf8');
    writeFileSync(path, good.replace(/summary: /, 'sumary: '));
    const broken = inSession();
    expect(messages(broken)).toEqual(messages(compile(spec)));
    expect(messages(broken).join('\n')).toContain('schema-unknown-key');
    writeFileSync(path, good);
    expect(inSession().ok).toBe(true);
  });
});
