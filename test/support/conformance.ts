/**
 * Checks recorded HTTP exchanges against the published OpenAPI 3.1 documents: the response of
 * each call must match the document's schema for that operation, status and media type.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { parse } from 'yaml';
import { GENERATED_DIR } from './seed.ts';

export interface Exchange {
  method: string;
  url: string;
  status: number;
  contentType: string;
  body: string;
}

type Doc = { servers: { url: string }[]; paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, unknown> }> }>> };

const escape = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');

export class Conformance {
  private readonly ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
  private readonly docs = new Map<string, { doc: Doc; root: string }>();
  readonly checked: string[] = [];

  constructor(versions: readonly string[]) {
    for (const version of versions) {
      const doc = parse(readFileSync(join(GENERATED_DIR, 'openapi', `${version}.yaml`), 'utf8')) as Doc;
      this.ajv.addSchema(doc as object, version);
      this.docs.set(version, { doc, root: new URL(doc.servers[0]!.url.replace(/\{[^}]+\}/g, 'x')).pathname });
    }
  }

  /** Recording `fetch` for clients: every exchange is kept for `verify`. */
  recorder(log: Exchange[]): typeof fetch {
    return async (input, init) => {
      const response = await fetch(input, init);
      const body = await response.clone().text();
      log.push({ method: init?.method ?? 'GET', url: String(input), status: response.status, contentType: response.headers.get('content-type') ?? '', body });
      return response;
    };
  }

  /** Problems of `value` against one of the document's component schemas (for answers no operation documents). */
  schemaProblems(version: string, schema: string, value: unknown): string[] {
    const pointer = `${version}#/components/schemas/${escape(schema)}`;
    const validate = this.ajv.getSchema(pointer) ?? this.ajv.compile({ $ref: pointer });
    return validate(value) ? [] : (validate.errors ?? []).map((e) => `${schema}: ${e.instancePath} ${e.message}`);
  }

  /** Problems of one exchange; empty when the response conforms to its document. */
  problems(exchange: Exchange): string[] {
    const pathname = new URL(exchange.url).pathname;
    for (const [version, { doc, root }] of this.docs) {
      if (!pathname.startsWith(`${root}/`)) continue;
      const below = pathname.slice(root.length);
      const template = Object.keys(doc.paths)
        .filter((p) => new RegExp(`^${p.replace(/\{[^}]+\}/g, '[^/]+')}$`).test(below))
        .sort((a, b) => (a.includes('{') ? 1 : 0) - (b.includes('{') ? 1 : 0))[0];
      const method = exchange.method.toLowerCase();
      const operation = template ? doc.paths[template]?.[method] : undefined;
      if (!operation) return [`${exchange.method} ${pathname}: not in the ${version} document`];
      const status = String(exchange.status);
      const key = [status, `${status[0]}XX`, 'default'].find((k) => operation.responses[k]);
      if (!key) return [`${exchange.method} ${template} ${status}: status not documented`];
      const mediaType = exchange.contentType.split(';')[0]!.trim();
      const content = operation.responses[key]!.content;
      if (!content) return exchange.body.length === 0 ? [] : [`${exchange.method} ${template} ${status}: body where none is documented`];
      if (!content[mediaType]) return [`${exchange.method} ${template} ${status}: media type ${mediaType} not documented`];
      const pointer = `${version}#/paths/${escape(template!)}/${method}/responses/${escape(key)}/content/${escape(mediaType)}/schema`;
      const validate = this.ajv.getSchema(pointer) ?? this.ajv.compile({ $ref: pointer });
      const value = mediaType === 'application/json' ? JSON.parse(exchange.body) : exchange.body;
      this.checked.push(`${exchange.method} ${template} ${status}`);
      return validate(value) ? [] : (validate.errors ?? []).map((e) => `${exchange.method} ${template} ${status}: ${e.instancePath} ${e.message}`);
    }
    return [`${exchange.method} ${pathname}: no document serves this path`];
  }
}
