/**
 * The OpenAPI structures the emitters build, typed by openapi-types: 3.1 for the published
 * documents, 3.0 for their downgraded twins. The toolchain adds extensions (`x-provenance`,
 * `x-semantic-type`, `x-required-scope`, …), which openapi-types leaves out of most objects, so
 * each structure is its openapi-types object with `x-` keys allowed.
 */
import type { OpenAPIV3, OpenAPIV3_1 } from 'openapi-types';

/** Specification extensions: any `x-` key. */
export interface Extensions {
  [extension: `x-${string}`]: unknown;
}

/** A schema, or a reference to a component schema (with a description or examples beside it). */
export type Schema = (OpenAPIV3_1.SchemaObject | OpenAPIV3_1.ReferenceObject) & Extensions;

/** openapi-types gives 3.1 parameters and headers the 3.0 schema type: here they hold a 3.1 one. */
type With31Schema<T> = Omit<T, 'schema'> & { schema: Schema };

export type Parameter = With31Schema<OpenAPIV3_1.ParameterObject> & Extensions;
export type ParameterOrRef = Parameter | OpenAPIV3_1.ReferenceObject;
export type Header = With31Schema<OpenAPIV3_1.HeaderObject> & Extensions;
export type Response = Omit<OpenAPIV3_1.ResponseObject, 'headers'> & { headers?: Record<string, Header> } & Extensions;
export type Operation = Omit<OpenAPIV3_1.OperationObject, 'parameters' | 'responses'> & {
  parameters: ParameterOrRef[];
  responses: Record<string, Response>;
} & Extensions;
/** A path's operations by method, and what applies to the path itself (the methods it does not take). */
export type PathItem = Partial<Record<OpenAPIV3.HttpMethods, Operation>> & { description?: string } & Extensions;
export type Server = OpenAPIV3_1.ServerObject & Extensions;
export type SecurityScheme = OpenAPIV3_1.SecuritySchemeObject;

/**
 * A published OpenAPI 3.1 document as the emitter builds it: openapi-types' structures, with
 * component schemas that may be references (JSON Schema 2020-12 allows it; openapi-types does not
 * say so).
 */
export interface PublishedDocument extends Extensions {
  openapi: '3.1.0';
  info: OpenAPIV3_1.InfoObject & Extensions;
  servers: Server[];
  security?: OpenAPIV3_1.SecurityRequirementObject[];
  tags: OpenAPIV3_1.TagObject[];
  paths: Record<string, PathItem>;
  components: {
    schemas: Record<string, Schema>;
    /** The tenant header, where the API has one. */
    parameters?: Record<string, Parameter>;
    securitySchemes: Record<string, SecurityScheme>;
  };
}

/** The 3.0.3 twin of a published document. */
export type DowngradedDocument = OpenAPIV3.Document<Extensions> & Extensions;
