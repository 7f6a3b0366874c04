// Generated from spec/ by the API contract toolchain: do not edit.
import type { RouteSpec, SharedSchema, VersionFacts } from '../runtime/facts.js';

/** Operations of Sourcing Platform API v4. */
export type OperationId =
  | 'requestToken'
  | 'getWelcome'
  | 'listProjects'
  | 'createProject'
  | 'getProject'
  | 'updateProject'
  | 'uploadProjectFile'
  | 'submitProject'
  | 'approveProject'
  | 'rejectProject'
  | 'holdProject'
  | 'resumeProject'
  | 'cancelProject'
  | 'completeProject'
  | 'getProjectsHelp'
  | 'listSupplierUsers'
  | 'getSupplierUsersHelp';

/** What the request pipeline needs to know about v4. */
export const FACTS: VersionFacts = {
  root: '/api/v4',
  tenantHeader: 'service-tenant-id',
  tenantUnknown: { status: 404, mediaType: 'text/plain', body: 'Tenant Unknown' },
  errorStyle: 'envelope',
  problems: {
    invalidRequest: { status: 400, error: 'invalid_request' },
    invalidToken: { status: 401, error: 'invalid_token' },
    insufficientScope: { status: 403, error: 'insufficient_scope' },
    notFound: { status: 404, error: 'not_found' },
    methodNotAllowed: { status: 405, error: 'method_not_allowed' },
    validationFailed: { status: 422, error: 'validation_failed' },
  },
  scopeFields: { required: 'required_scope', provided: 'provided_scopes' },
  token: { operationId: 'requestToken', grantType: 'client_credentials', tokenType: 'Bearer', invalidClient: 'invalid_client' },
};

/** Components the routes reference (`$ref` by `$id`), registered once per server. */
export const SCHEMAS: readonly SharedSchema[] = [{ $id: 'v4.Project', type: 'object', additionalProperties: true }];

/** Every operation of v4: URL, method, auth, scope, request and success-body schemas, success status. */
export const ROUTES: readonly RouteSpec[] = [
  {
    operationId: 'requestToken',
    method: 'POST',
    url: '/oauth/token',
    authenticated: false,
    bodyMediaType: 'application/x-www-form-urlencoded',
    bodyRequired: true,
    successStatus: 200,
    invalidBody: 'invalidRequest',
    schema: {
      body: {
        type: 'object',
        properties: {
          grant_type: { type: 'string', enum: ['client_credentials'] },
          client_id: { type: 'string' },
          client_secret: { type: 'string' },
          scope: { type: 'string' },
        },
        required: ['grant_type', 'client_id', 'client_secret'],
      },
    },
    responseSchema: {
      type: 'object',
      properties: {
        access_token: { type: 'string' },
        token_type: { type: 'string', enum: ['Bearer'] },
        expires_in: { type: 'integer', minimum: 1 },
        scope: { type: 'string' },
      },
      required: ['access_token', 'token_type', 'expires_in', 'scope'],
    },
  },
  {
    operationId: 'getWelcome',
    method: 'GET',
    url: '/welcome',
    authenticated: true,
    scope: 'welcome:read',
    successStatus: 200,
    invalidBody: 'invalidRequest',
    schema: {},
    responseSchema: {
      type: 'object',
      properties: {
        message: { type: 'string' },
        owner: { type: 'object', properties: { id: { type: 'string' }, email: { type: 'string' } }, required: ['id', 'email'] },
        scopes: { type: 'string' },
      },
      required: ['message', 'owner', 'scopes'],
    },
  },
  {
    operationId: 'listProjects',
    method: 'GET',
    url: '/projects',
    authenticated: true,
    scope: 'projects:read',
    successStatus: 200,
    invalidBody: 'invalidRequest',
    schema: {
      querystring: {
        type: 'object',
        properties: {
          filter: {
            type: 'object',
            properties: {
              status: {
                type: 'object',
                properties: { eq: { type: 'string', enum: ['draft', 'pending', 'new', 'halted', 'in_progress', 'work_completed', 'cancelled', 'closed'] } },
              },
              created_at: { type: 'object', properties: { gte: { type: 'string', pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}Z$' } } },
              updated_at: { type: 'object', properties: { gte: { type: 'string', pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}Z$' } } },
              budget: { type: 'object', properties: { gte: { type: 'integer' } } },
            },
          },
          or: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                status: {
                  type: 'object',
                  properties: { eq: { type: 'string', enum: ['draft', 'pending', 'new', 'halted', 'in_progress', 'work_completed', 'cancelled', 'closed'] } },
                },
                created_at: { type: 'object', properties: { gte: { type: 'string', pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}Z$' } } },
                updated_at: { type: 'object', properties: { gte: { type: 'string', pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}Z$' } } },
                budget: { type: 'object', properties: { gte: { type: 'integer' } } },
              },
            },
          },
          sort: { type: 'object', additionalProperties: { type: 'string', enum: ['asc', 'desc'] } },
          limit: { type: 'integer' },
        },
      },
    },
  },
  {
    operationId: 'createProject',
    method: 'POST',
    url: '/projects',
    authenticated: true,
    scope: 'projects:write',
    bodyMediaType: 'application/json',
    bodyRequired: false,
    successStatus: 200,
    invalidBody: 'validationFailed',
    schema: { body: {} },
  },
  {
    operationId: 'getProject',
    method: 'GET',
    url: '/projects/:id',
    authenticated: true,
    scope: 'projects:read',
    successStatus: 200,
    invalidBody: 'invalidRequest',
    schema: { params: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] } },
    responseSchema: { $ref: 'v4.Project' },
  },
  {
    operationId: 'updateProject',
    method: 'PATCH',
    url: '/projects/:id',
    authenticated: true,
    scope: 'projects:write',
    bodyMediaType: 'application/json',
    bodyRequired: false,
    successStatus: 200,
    invalidBody: 'validationFailed',
    schema: { params: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] }, body: {} },
    responseSchema: { $ref: 'v4.Project' },
  },
  {
    operationId: 'uploadProjectFile',
    method: 'POST',
    url: '/projects/:id/file_upload',
    authenticated: true,
    scope: 'projects:write',
    bodyMediaType: 'multipart/form-data',
    bodyRequired: false,
    successStatus: 200,
    invalidBody: 'validationFailed',
    schema: { params: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] } },
  },
  {
    operationId: 'submitProject',
    method: 'POST',
    url: '/projects/:id/submit',
    authenticated: true,
    scope: 'projects:write',
    bodyMediaType: 'application/json',
    bodyRequired: false,
    successStatus: 200,
    invalidBody: 'validationFailed',
    schema: {
      params: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] },
      body: { type: 'object', properties: { approvers: { type: 'array', items: {} } } },
    },
    transition: { field: 'status', from: ['draft'], wrongState: { status: 422, error: 'validation_failed' } },
  },
  {
    operationId: 'approveProject',
    method: 'POST',
    url: '/projects/:id/approve',
    authenticated: true,
    scope: 'project_approvals:write',
    successStatus: 200,
    invalidBody: 'validationFailed',
    schema: { params: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] } },
    transition: { field: 'status', wrongState: { status: 422, error: 'validation_failed' } },
  },
  {
    operationId: 'rejectProject',
    method: 'POST',
    url: '/projects/:id/reject',
    authenticated: true,
    scope: 'project_approvals:write',
    bodyMediaType: 'application/json',
    bodyRequired: false,
    successStatus: 200,
    invalidBody: 'validationFailed',
    schema: { params: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] }, body: {} },
    transition: { field: 'status', wrongState: { status: 422, error: 'validation_failed' } },
  },
  {
    operationId: 'holdProject',
    method: 'POST',
    url: '/projects/:id/hold',
    authenticated: true,
    scope: 'projects:write',
    successStatus: 200,
    invalidBody: 'validationFailed',
    schema: { params: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] } },
    transition: { field: 'status', wrongState: { status: 422, error: 'validation_failed' } },
  },
  {
    operationId: 'resumeProject',
    method: 'POST',
    url: '/projects/:id/resume',
    authenticated: true,
    scope: 'projects:write',
    successStatus: 200,
    invalidBody: 'validationFailed',
    schema: { params: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] } },
    transition: { field: 'status', wrongState: { status: 422, error: 'validation_failed' } },
  },
  {
    operationId: 'cancelProject',
    method: 'POST',
    url: '/projects/:id/cancel',
    authenticated: true,
    scope: 'projects:write',
    successStatus: 200,
    invalidBody: 'validationFailed',
    schema: { params: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] } },
    transition: { field: 'status', wrongState: { status: 422, error: 'validation_failed' } },
  },
  {
    operationId: 'completeProject',
    method: 'POST',
    url: '/projects/:id/complete',
    authenticated: true,
    scope: 'projects:write',
    successStatus: 200,
    invalidBody: 'validationFailed',
    schema: { params: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] } },
    transition: { field: 'status', wrongState: { status: 422, error: 'validation_failed' } },
  },
  {
    operationId: 'getProjectsHelp',
    method: 'GET',
    url: '/projects/help',
    authenticated: true,
    scope: 'projects:read',
    successStatus: 200,
    invalidBody: 'invalidRequest',
    schema: {},
    responseSchema: {
      type: 'object',
      properties: {
        resource: { type: 'string' },
        list: { type: 'string', enum: ['listProjects'] },
        attributes: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              name: { type: 'string', enum: ['status', 'created_at', 'updated_at', 'budget'] },
              operators: { type: 'array', items: { type: 'string', enum: ['eq', 'gte'] } },
              type: { type: 'string' },
              values: {
                type: 'array',
                items: { type: 'string', enum: ['draft', 'pending', 'new', 'halted', 'in_progress', 'work_completed', 'cancelled', 'closed'] },
              },
              provenance: { type: 'string', enum: ['inferred', 'unspecified', 'observed'] },
            },
            required: ['name', 'operators', 'type'],
          },
        },
        syntax: { type: 'array', items: { type: 'string' } },
      },
      required: ['resource', 'list', 'attributes', 'syntax'],
    },
  },
  {
    operationId: 'listSupplierUsers',
    method: 'GET',
    url: '/supplier_users',
    authenticated: true,
    scope: 'supplier_users:read',
    successStatus: 200,
    invalidBody: 'invalidRequest',
    schema: {
      querystring: {
        type: 'object',
        properties: {
          filter: { type: 'object', additionalProperties: true },
          or: { type: 'array', items: { type: 'object', additionalProperties: true } },
          sort: { type: 'object', additionalProperties: { type: 'string', enum: ['asc', 'desc'] } },
          limit: { type: 'integer' },
        },
      },
    },
  },
  {
    operationId: 'getSupplierUsersHelp',
    method: 'GET',
    url: '/supplier_users/help',
    authenticated: true,
    scope: 'supplier_users:read',
    successStatus: 200,
    invalidBody: 'invalidRequest',
    schema: {},
    responseSchema: {
      type: 'object',
      properties: {
        resource: { type: 'string' },
        list: { type: 'string', enum: ['listSupplierUsers'] },
        attributes: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              name: { type: 'string' },
              operators: { type: 'array', items: { type: 'string' } },
              type: { type: 'string' },
              values: { type: 'array', items: { type: 'string' } },
              provenance: { type: 'string', enum: ['inferred', 'unspecified', 'observed'] },
            },
            required: ['name', 'operators', 'type'],
          },
        },
        syntax: { type: 'array', items: { type: 'string' } },
      },
      required: ['resource', 'list', 'attributes', 'syntax'],
    },
  },
];

/** What each `/help` operation answers: filterable attributes, operators and enum values, from the model. */
export const HELP: Readonly<Record<string, unknown>> = {
  getProjectsHelp: {
    resource: 'Project',
    list: 'listProjects',
    attributes: [
      {
        name: 'status',
        operators: ['eq'],
        type: 'enum',
        values: ['draft', 'pending', 'new', 'halted', 'in_progress', 'work_completed', 'cancelled', 'closed'],
        provenance: 'inferred',
      },
      { name: 'created_at', operators: ['gte'], type: 'timestamp', provenance: 'inferred' },
      { name: 'updated_at', operators: ['gte'], type: 'timestamp', provenance: 'inferred' },
      { name: 'budget', operators: ['gte'], type: 'money', provenance: 'inferred' },
    ],
    syntax: [
      '`filter[<attribute>][<operator>]=<value>`; the operator `gte` is named, the full operator set is not shown.',
      '`or[]` groups combine filters with OR; their exact syntax is not shown.',
      'Custom-field filters exist; their syntax is not shown.',
      '`limit` sets the page size.',
      '`sort[<attribute>]=desc` orders the results.',
      'Money in v4 filters and payloads is in minor currency units.',
    ],
  },
  getSupplierUsersHelp: {
    resource: 'Supplier user',
    list: 'listSupplierUsers',
    attributes: [],
    syntax: [
      '`filter[<attribute>][<operator>]=<value>`; the operator `gte` is named, the full operator set is not shown.',
      '`or[]` groups combine filters with OR; their exact syntax is not shown.',
      'Custom-field filters exist; their syntax is not shown.',
      '`limit` sets the page size.',
      '`sort[<attribute>]=desc` orders the results.',
      'Money in v4 filters and payloads is in minor currency units.',
    ],
  },
};
