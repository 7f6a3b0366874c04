/**
 * What renderers show of a published document as it is: Redoc prints the title with the version
 * beside it, a server's description and the licence and contact names verbatim (no Markdown).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { provenanceOf } from '../../src/model/provenance.ts';
import { GENERATED_DIR, seedModel } from '../support/seed.ts';

interface Described {
  description?: string;
}
interface PublishedParameter {
  name: string;
  style?: string;
  schema: { type?: string };
}
interface PublishedInfo {
  info: { title: string; version: string; description: string; license: { name: string }; contact: { name: string } };
  servers: (Described & { variables: Record<string, Described> })[];
  paths: Record<string, Record<string, { operationId: string; parameters?: PublishedParameter[]; responses: Record<string, PublishedResponse> }>>;
}
interface PublishedResponse {
  content?: Record<string, { schema: { properties?: Record<string, { minimum?: number }> } }>;
}

const { resolved, views } = seedModel();
const documentOf = (id: string) => JSON.parse(readFileSync(join(GENERATED_DIR, 'openapi', `${id}.json`), 'utf8')) as PublishedInfo;
const publication = provenanceOf(resolved.conventions.publication);

describe.each(views.map((view) => [view.id, documentOf(view.id)] as const))('the published %s document, as renderers show it', (id, document) => {
  it("has the version's title, and its revision as the version renderers show beside it", () => {
    const view = views.find((v) => v.id === id)!;
    expect(document.info.title).toBe(view.title);
    expect(document.info.version).toBe(view.revision);
    expect(document.info.title).not.toContain(view.revision);
  });

  it('describes servers and their variables in plain text, provenance included', () => {
    const descriptions = document.servers.flatMap((s) => [s.description, ...Object.values(s.variables).map((v) => v.description)]);
    expect(descriptions.length).toBeGreaterThan(0);
    for (const text of descriptions) expect(text, text).not.toMatch(/\*\*|`/);
    const view = views.find((v) => v.id === id)!;
    for (const [server, published] of view.servers.map((s, i) => [s, document.servers[i]!] as const)) {
      if (server.provenance.status !== 'stated') expect(published.description).toContain(server.provenance.reason!.replace(/`/g, ''));
    }
  });

  it('publishes every deepObject parameter as an object, as OpenAPI defines the style', () => {
    const parameters = Object.values(document.paths)
      .flatMap((item) => Object.values(item))
      .flatMap((op) => op.parameters ?? [])
      .filter((p) => p.style === 'deepObject');
    for (const p of parameters) expect(p.schema.type, p.name).toBe('object');
  });

  it('publishes the bounds the model gives response fields', () => {
    const view = views.find((v) => v.id === id)!;
    let bounded = 0;
    for (const op of view.operations) {
      const published = Object.values(document.paths)
        .flatMap((item) => Object.values(item))
        .find((o) => o.operationId === op.id)!;
      for (const r of op.responses) {
        for (const c of r.content) {
          if (c.type.kind !== 'object') continue;
          for (const field of c.type.fields) {
            const minimum = field.type.kind === 'scalar' ? field.type.minimum : undefined;
            if (minimum !== undefined) bounded++;
            expect(published.responses[r.status]!.content![c.mediaType]!.schema.properties?.[field.name]?.minimum, `${op.id} ${field.name}`).toBe(minimum);
          }
        }
      }
    }
    // The token's lifetime is bounded in the model: the version with a token endpoint publishes it.
    if (view.auth.kind === 'oauth2') expect(bounded).toBeGreaterThan(0);
  });

  it('says up front, in the format’s own words, where the version sends a literal `+`', () => {
    const text = readFileSync(join(GENERATED_DIR, 'openapi', `${id}.json`), 'utf8');
    for (const [name, format] of Object.entries(resolved.conventions.formats).filter(([, f]) => f.shape.includes('+'))) {
      const uses = new RegExp(`"x-semantic-type": *"${name}"`).test(text);
      expect(document.info.description.split('## Tenant header')[0]!.includes(format.description), name).toBe(uses);
    }
  });

  it('marks the licence and contact as placeholders where the model says they are not stated', () => {
    const marked = publication.status !== 'stated';
    expect(document.info.license.name.endsWith('(placeholder)')).toBe(marked);
    expect(document.info.contact.name.endsWith('(placeholder)')).toBe(marked);
    if (marked) expect(document.info.description).toContain(publication.reason);
  });
});
