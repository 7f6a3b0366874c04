/**
 * Actionable error codes are declared in the model (`resume`), checked by a rule, and turned
 * into one client error class each through a generated table. A model with two of them (the
 * seed's, and a second on the same status and operation) compiles, and its generated client
 * raises each code's own class over real HTTP and re-sends the request with the declared field.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { choicesPropertyName, clientFactoryName, resumableErrorClassName } from '../src/emit/shared/names.ts';
import { loadSpecTexts } from '../src/load/load-spec.ts';
import type { ModelFile } from '../src/model/schema.ts';
import { analyseLoaded, compileLoaded, EMITTERS } from '../src/pipeline/compile.ts';
import type { VersionView } from '../src/views/version-view.ts';
import { json, startLoopback, type Loopback } from './support/loopback.ts';
import { editModel, seedTexts, type SpecText } from './support/seed-texts.ts';

/** The seed's operation that lists an actionable code, and that code. */
function seedActionable(texts: readonly SpecText[]): { operationId: string; code: string } {
  const analysed = analyseLoaded(loadSpecTexts(texts));
  if (!analysed.ok) throw new Error('the seed does not validate');
  for (const view of analysed.views) {
    const [first] = view.errorFacts.resumable;
    if (first) return { operationId: first.operationIds[0]!, code: first.code };
  }
  throw new Error('the seed declares no actionable error code: this test needs one');
}

const SECOND = { code: 'reviewer_selection_required', choices: 'eligible_reviewers', resend: 'reviewers' };

/** The seed plus a second actionable code, of the seed's code's status, listed by the same operation. */
function twoActionableErrors(): SpecText[] {
  const seed = seedTexts();
  const { operationId, code } = seedActionable(seed);
  let opFile = '';
  for (const t of seed) if (t.text.includes(`\n  ${operationId}:\n`)) opFile = t.name.replace('spec/', '');
  const withCode = editModel(seed, 'errors.yaml', (model) => {
    const codes = model.errors!.codes!;
    codes[SECOND.code] = {
      status: codes[code]!.status,
      description: 'Reviewers must be chosen first (a test code).',
      fields: { [SECOND.choices]: { type: 'array', required: true, description: 'Reviewers to choose from.', items: { type: 'string' } } },
      resume: { choices: SECOND.choices, resend: SECOND.resend },
    };
  });
  return editModel(withCode, opFile, (model) => {
    const op = model.operations![operationId]!;
    op.errors = [...(op.errors ?? []), SECOND.code];
    op.body!.schema.fields![SECOND.resend] = { type: 'array', description: 'The chosen reviewers.', items: { type: 'string' } };
  });
}

function diagnosticsOf(texts: readonly SpecText[]): { code: string; message: string }[] {
  const analysed = analyseLoaded(loadSpecTexts(texts));
  return analysed.ok ? [] : analysed.diagnostics.map((d) => ({ code: d.code, message: d.message }));
}

describe('the resume rule', () => {
  const broken = (edit: (errors: ModelFile) => void) => diagnosticsOf(editModel(seedTexts(), 'errors.yaml', edit));
  const actionableCode = (model: ModelFile) => Object.entries(model.errors!.codes!).find(([, c]) => c.resume)![0];

  it('refuses choices that are not an array field of the code', () => {
    const found = broken((model) => {
      model.errors!.codes![actionableCode(model)]!.resume!.choices = 'no_such_field';
    });
    expect(found).toEqual([expect.objectContaining({ code: 'resume-choices-field' })]);
    expect(found[0]!.message).toContain('`no_such_field`');
  });

  it('refuses an operation listing the code without the body field it is re-sent in', () => {
    const found = broken((model) => {
      model.errors!.codes![actionableCode(model)]!.resume!.resend = 'no_such_body_field';
    });
    expect(found.map((d) => d.code)).toEqual(['resume-resend-field']);
    expect(found[0]!.message).toContain('`no_such_body_field`');
  });

  it('refuses carried or scope fields the envelope does not have, and a rejected-client code that is not declared', () => {
    const found = broken((model) => {
      const carrying = Object.values(model.errors!.codes!).find((c) => c.carries)!;
      carrying.carries = [...carrying.carries!, 'no_such_envelope_field'];
      Object.values(model.errors!.codes!).find((c) => c.scopeFields)!.scopeFields!.provided = 'no_such_scope_field';
      model.errors!.oauth!.rejectedClient!.code = 'no_such_code';
    });
    expect(found.map((d) => [d.code, d.message]).sort()).toEqual([
      ['unknown-reference', 'Unknown envelope field `no_such_envelope_field`.'],
      ['unknown-reference', 'Unknown envelope field `no_such_scope_field`.'],
      ['unknown-reference', 'Unknown error code `no_such_code`.'],
    ]);
  });
});

describe('a model with two actionable errors', () => {
  const work = mkdtempSync(join(tmpdir(), 'two-actionable-'));
  let server: Loopback;
  let view: VersionView;

  beforeAll(async () => {
    const result = compileLoaded(
      loadSpecTexts(twoActionableErrors()),
      EMITTERS.filter((e) => e.name === 'client' || e.name === 'client package'),
    );
    if (!result.ok) throw new Error(result.diagnostics.map((d) => d.message).join('; '));
    view = result.views.find((v) => v.errorFacts.resumable.length > 0)!;
    for (const artefact of result.outputs.flatMap((o) => o.artefacts)) {
      const path = join(work, artefact.path);
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, String(artefact.content));
    }
    server = await startLoopback();
  });
  afterAll(async () => {
    await server.close();
    rmSync(work, { recursive: true, force: true });
  });

  it('the view holds both codes', () => {
    expect(view.errorFacts.resumable.map((e) => e.code)).toContain(SECOND.code);
    expect(view.errorFacts.resumable).toHaveLength(2);
  });

  /** The generated package's errors module and a client of the version, on the loopback server. */
  async function generatedClient() {
    const errors = (await import(pathToFileURL(join(work, 'client/dist/errors.js')).href)) as Record<string, new (...args: never[]) => Error>;
    const client = (await import(pathToFileURL(join(work, `client/dist/${view.id}/client.js`)).href)) as Record<
      string,
      (options: object) => Record<string, (params: object) => Promise<unknown>>
    >;
    const auth = view.auth;
    const tokenPath = auth.kind === 'oauth2' ? `${view.root}${view.operations.find((o) => o.id === auth.tokenOperationId)!.path}` : '';
    const credentials = auth.kind === 'oauth2' ? { clientId: 'c', clientSecret: 's' } : { apiKey: 'k' };
    const api = client[clientFactoryName(view)]!({ baseUrl: server.origin, tenant: 'acme', ...credentials });
    return { errors, api, tokenPath };
  }

  it("an actionable code whose body lacks its choices is an ApiError of its status, not the code's class", async () => {
    const { errors, api, tokenPath } = await generatedClient();
    const [actionable] = view.errorFacts.resumable;
    server.handle((req, res) => {
      if (req.url === tokenPath) return json(res, 200, { access_token: 't', token_type: 'Bearer', expires_in: 3600 });
      return json(res, actionable!.status, { error: actionable!.code, error_description: 'no choices sent' });
    });
    const operation = view.operations.find((o) => o.id === actionable!.operationIds[0])!;
    const error = await api[operation.id]!({ path: Object.fromEntries(operation.pathParams.map((p) => [p.name, 'p1'])), body: {} }).catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(errors[resumableErrorClassName(actionable!.code)]!);
    expect(error).toMatchObject({ status: actionable!.status, code: actionable!.code });
    expect(error).toBeInstanceOf(errors.ApiError!);
  });

  it("the client raises each code as its own class and re-sends with that code's field", async () => {
    const { errors, api, tokenPath } = await generatedClient();

    for (const actionable of view.errorFacts.resumable) {
      const operation = view.operations.find((o) => o.id === actionable.operationIds[0])!;
      const choices = [`${actionable.code}-choice`];
      let answered = false;
      server.handle((req, res) => {
        if (req.url === tokenPath) return json(res, 200, { access_token: 't', token_type: 'Bearer', expires_in: 3600 });
        if (answered) return json(res, 200, { resent: JSON.parse(req.body) as unknown });
        answered = true;
        return json(res, actionable.status, { error: actionable.code, error_description: 'choose', [actionable.choices.field]: choices });
      });
      const path = Object.fromEntries(operation.pathParams.map((p) => [p.name, 'p1']));
      const error = (await api[operation.id]!({ path, body: {} }).catch((e: unknown) => e)) as Record<string, unknown> & {
        resubmit(chosen: unknown): Promise<unknown>;
      };

      const own = errors[resumableErrorClassName(actionable.code)]!;
      expect(error).toBeInstanceOf(own);
      for (const other of view.errorFacts.resumable.filter((e) => e.code !== actionable.code)) {
        expect(error).not.toBeInstanceOf(errors[resumableErrorClassName(other.code)]!);
      }
      expect(error[choicesPropertyName(actionable.choices.field)]).toEqual(choices);
      const sent = server.requests.length;
      await expect(error.resubmit(choices)).resolves.toEqual({ resent: { [actionable.resend.field]: choices } });
      expect(server.requests.slice(sent).map((r) => r.url)).toEqual([server.requests[sent - 1]!.url]);
    }
  });
});
