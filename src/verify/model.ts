/**
 * What `verify` knows of the API, all of it from the model through the pipeline: the analysed
 * views of every version, and each version's published OpenAPI document (built as the `openapi`
 * emitter builds it, by src/contract/openapi/), which answers are checked against with Ajv.
 */
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import { buildPublishedDocument } from '../contract/openapi/document.ts';
import type { ResolvedModel } from '../resolve/resolve.ts';
import { analyse } from '../pipeline/compile.ts';
import { buildModelView } from '../views/model-view.ts';
import type { OperationView, VersionView } from '../views/version-view.ts';
import type { Exchange } from './http.ts';

interface DocResponse {
  description?: string;
  'x-provenance'?: string;
  'x-provenance-reason'?: string;
  'x-error-codes'?: string[];
  headers?: Record<string, { required?: boolean; schema?: object }>;
  content?: Record<string, { schema?: object }>;
}

interface DocOperation {
  responses: Record<string, DocResponse>;
}

/** What verify reads of a published document: its operations' responses (a path item's other keys are its own). */
export interface PublishedDocument {
  paths: Record<string, object>;
}

export interface VerifyModel {
  resolved: ResolvedModel;
  views: readonly VersionView[];
  documents: ReadonlyMap<string, PublishedDocument>;
}

/** The model could not be analysed: its diagnostics, one line each. */
export class ModelUnusable extends Error {
  override readonly name = 'ModelUnusable';
}

export function loadVerifyModel(specDir: string): VerifyModel {
  const result = analyse(specDir);
  if (!result.ok) throw new ModelUnusable(`the model in ${specDir} has errors; run \`validate --spec ${specDir}\` to see them`);
  const model = buildModelView(result.resolved);
  const documents = new Map<string, PublishedDocument>(result.views.map((view) => [view.id, buildPublishedDocument(model, view)]));
  return { resolved: result.resolved, views: result.views, documents };
}

const escape = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');

/** The documented response a status falls under: the exact status, its range (`4XX`), or `default`. */
export interface DocumentedResponse {
  key: string;
  response: DocResponse;
}

/** Checks exchanges against the published documents of their versions. */
export class Conformance {
  private readonly ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });

  constructor(private readonly documents: ReadonlyMap<string, PublishedDocument>) {
    for (const [version, doc] of documents) this.ajv.addSchema(doc as object, version);
  }

  private operation(version: string, op: OperationView): DocOperation | undefined {
    const item = this.documents.get(version)?.paths[op.path] as Partial<Record<string, DocOperation>> | undefined;
    return item?.[op.method.toLowerCase()];
  }

  documented(version: string, op: OperationView, status: number): DocumentedResponse | undefined {
    const operation = this.operation(version, op);
    if (!operation) return undefined;
    const s = String(status);
    const key = [s, `${s[0]}XX`, 'default'].find((k) => operation.responses[k]);
    return key ? { key, response: operation.responses[key]! } : undefined;
  }

  private validator(pointer: string): ValidateFunction {
    return this.ajv.getSchema(pointer) ?? this.ajv.compile({ $ref: pointer });
  }

  /**
   * Problems of one answer of `op` against its version's document: status, media type, headers,
   * body; against the documented response `key` where given (the answer the model shows for a
   * case another status also answers), else the one its status falls under.
   */
  problems(exchange: Exchange, op: OperationView, key?: string): string[] {
    const response = key !== undefined ? this.operation(exchange.version, op)?.responses[key] : undefined;
    const found = key !== undefined ? (response ? { key, response } : undefined) : this.documented(exchange.version, op, exchange.status);
    if (!found) return [`status ${key ?? exchange.status} is not documented`];
    return this.problemsOf(exchange, op, found);
  }

  private problemsOf(exchange: Exchange, op: OperationView, { key, response }: DocumentedResponse): string[] {
    const problems: string[] = [];
    for (const [name, header] of Object.entries(response.headers ?? {})) {
      const value = exchange.headers[name.toLowerCase()];
      if (value === undefined) {
        if (header.required) problems.push(`header ${name} is missing`);
      }
    }
    if (!response.content || Object.keys(response.content).length === 0) {
      if (exchange.text.length > 0 && exchange.status !== 204 && !(exchange.status >= 300 && exchange.status < 400))
        problems.push(`a body where status ${key} documents none`);
      return problems;
    }
    const content = response.content[exchange.mediaType];
    if (!content)
      return [...problems, `media type ${exchange.mediaType || '(none)'} is not documented for ${key} (${Object.keys(response.content).join(', ')})`];
    const isJson = /[/+]json$/.test(exchange.mediaType);
    if (isJson && exchange.json === undefined) return [...problems, `the ${exchange.mediaType} body is not JSON`];
    const pointer = `${exchange.version}#/paths/${escape(op.path)}/${op.method.toLowerCase()}/responses/${escape(key)}/content/${escape(exchange.mediaType)}/schema`;
    const validate = this.validator(pointer);
    if (!validate(isJson ? exchange.json : exchange.text))
      problems.push(...(validate.errors ?? []).slice(0, 3).map((e) => `body${e.instancePath ? ` ${e.instancePath}` : ''} ${e.message ?? 'is invalid'}`));
    return problems;
  }
}
