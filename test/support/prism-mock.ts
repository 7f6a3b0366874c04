/**
 * Prism's static mock (`prism mock <document>`), the first thing many partners run on a
 * published document, asked for every operation of a version with its example request (the
 * tenant header, a placeholder credential, the examples of its parameters and body; `{}` or an
 * empty form where the body has no example), and each answer checked against the version's
 * published document (Ajv, src/../test/support/conformance.ts): a body that breaks the schema
 * Prism serves it under is a violation.
 */
import type { VersionView } from '../../src/views/version-view.ts';
import { Conformance } from './conformance.ts';
import { exampleBody, exampleTarget, publishedOperations, type PublishedPaths } from './example-requests.ts';
import { startPrism } from './prism.ts';

export interface MockRun {
  /** Operations asked. */
  operations: number;
  /** Each violation: the operation, status and what breaks the schema. */
  violations: string[];
  /** The operations with a violation. */
  violating: Set<string>;
}

/** The request's credential: any value passes Prism's check that one is there. */
function credential(view: VersionView): Record<string, string> {
  return view.auth.kind === 'apiKey' ? { [view.auth.header]: 'API_KEY' } : { authorization: 'Bearer ACCESS_TOKEN' };
}

/**
 * Every operation of `view`, as `paths` (the published document's, with examples) describe its
 * example request, sent to Prism mocking `document` (a file: that document, its 3.0.3 twin, or
 * one published without examples), each answer checked against the published 3.1 document.
 */
export async function prismMockRun(document: string, view: VersionView, paths: PublishedPaths, tenant: string): Promise<MockRun> {
  const prism = await startPrism('mock', [document]);
  const conformance = new Conformance([view.id]);
  const run: MockRun = { operations: 0, violations: [], violating: new Set() };
  try {
    for (const { op, path, published } of publishedOperations(view, paths)) {
      const target = exampleTarget(path, published);
      const headers: Record<string, string> = { [view.tenantHeader!.name]: tenant, ...(op.authenticated ? credential(view) : {}) };
      const example = exampleBody(published);
      let body: string | FormData | undefined;
      if (example) [headers['content-type'], body] = [example.contentType, example.body];
      else if (op.body?.mediaType === 'multipart/form-data') body = new FormData();
      else if (op.body) [headers['content-type'], body] = [op.body.mediaType, op.body.mediaType === 'application/json' ? '{}' : ''];
      const response = await fetch(`${prism.origin}${target}`, { method: op.method, headers, ...(body !== undefined ? { body } : {}), redirect: 'manual' });
      const problems = conformance.problems({
        method: op.method,
        url: `http://mock${view.root}${target}`,
        status: response.status,
        contentType: response.headers.get('content-type') ?? '',
        body: await response.text(),
      });
      run.operations += 1;
      run.violations.push(...problems.map((p) => `${op.id}: ${p}`));
      if (problems.length > 0) run.violating.add(op.id);
    }
  } finally {
    prism.child.kill();
  }
  return run;
}
