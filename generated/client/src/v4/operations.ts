// Generated from spec/ by the API contract toolchain: do not edit.
import { serializeQuery } from '../runtime/query.js';
import type { CallOptions, OperationDescriptor, Transport } from '../runtime/transport.js';
import type { ResumableErrorEntry } from '../runtime/errors.js';
import { ApproverSelectionRequiredError } from '../errors.js';
import type * as T from './types.js';

/** The actionable error codes of this version (the model's `resume`): the class raised for each, the body field listing the choices, the request field they are sent back in. */
const resumeApproverSelectionRequiredError: ResumableErrorEntry = {
  errorClass: ApproverSelectionRequiredError,
  choices: 'approver_selection',
  resend: 'approvers',
};

/** Parameters of `requestToken`. */
export type RequestTokenParams = {
  /**
   * Form-encoded, not JSON.
   * Sent as `application/x-www-form-urlencoded`.
   */
  body: {
    /** Must be exactly `client_credentials`. */
    grant_type: 'client_credentials';
    /** The OAuth client id. */
    client_id: string;
    /** The OAuth client secret. */
    client_secret: string;
    /** Space-separated scope names. */
    scope?: string;
  };
};
/** Result of `requestToken`. */
export type RequestTokenResponse = {
  access_token: string;
  /** Always `Bearer`. */
  token_type: 'Bearer';
  /**
   * Lifetime in seconds.
   * Inferred: The specification gives the lifetime in seconds but no bounds; a lifetime of at least one second is assumed (a token that expires at once cannot be used).
   */
  expires_in: number;
  /** The granted scopes, space-separated. */
  scope: string;
};
const requestTokenOperation: OperationDescriptor = {
  id: 'requestToken',
  method: 'POST',
  path: '/oauth/token',
  bodyMediaType: 'application/x-www-form-urlencoded',
  authenticated: false,
  redirect: false,
  defaultBody: false,
};
/**
 * Request an access token
 *
 * OAuth 2.0 client credentials grant. Needs only the tenant header. There is no refresh token.
 *
 * `POST /api/v4/oauth/token`
 * Errors: 400, 401, 404.
 * @example
 * const response = await client.requestToken({ body: request });
 * // response, from the sandbox's demo data (sandbox/demo.yaml, tenant acme): {"access_token":"<ACCESS_TOKEN>","token_type":"Bearer","expires_in":3600,"scope":"bank_accounts:read catalogs:read cost_centers:read eoi_responses:read eois:rea…
 */
export function requestToken(transport: Transport, params: RequestTokenParams, options?: CallOptions): Promise<RequestTokenResponse> {
  return transport.call<RequestTokenResponse>(requestTokenOperation, params, options);
}

/** Parameters of `getWelcome`. */
export type GetWelcomeParams = Record<string, never>;
/** Result of `getWelcome`. */
export type GetWelcomeResponse = {
  message: string;
  owner: {
    /** Opaque identifier. */
    id: string;
    email: string;
  };
  /** Space-separated scope names. */
  scopes: string;
};
const getWelcomeOperation: OperationDescriptor = {
  id: 'getWelcome',
  method: 'GET',
  path: '/welcome',
  scope: 'welcome:read',
  authenticated: true,
  redirect: false,
  defaultBody: false,
};
/**
 * Confirm identity
 *
 * Confirms the identity behind the token and the scopes it holds.
 *
 * `GET /api/v4/welcome`
 * Required scope: `welcome:read`.
 * Errors: 400 (invalid_request, invalid_client), 401 (invalid_token), 403 (insufficient_scope), 404.
 * @example
 * const response = await client.getWelcome();
 * // response, from the sandbox's demo data (sandbox/demo.yaml, tenant acme): {"message":"<MESSAGE>","owner":{"id":"u-acme-admin","email":"admin@acme.example"},"scopes":"<SCOPES>"}
 */
export function getWelcome(transport: Transport, params: GetWelcomeParams = {}, options?: CallOptions): Promise<GetWelcomeResponse> {
  return transport.call<GetWelcomeResponse>(getWelcomeOperation, params, options);
}

/** Parameters of `listProjects`. */
export type ListProjectsParams = {
  query?: {
    /** Filters, `filter[<attribute>][<operator>]=<value>`. Money values are in minor currency units. */
    filter?: {
      /**
       * Filters on `status`; operators: eq.
       * Inferred: v3 filters jobs by status; the v4 attribute and the `eq` operator name are assumed (only `gte` is named).
       */
      status?: {
        eq?: 'draft' | 'pending' | 'new' | 'halted' | 'in_progress' | 'work_completed' | 'cancelled' | 'closed';
      };
      /**
       * Filters on `created_at`; operators: gte.
       * Inferred: v3 filters jobs by a created range; the v4 attribute name is assumed.
       */
      created_at?: {
        gte?: string | Date;
      };
      /**
       * Filters on `updated_at`; operators: gte.
       * Inferred: v3 filters jobs by an updated range; the v4 attribute name is assumed.
       */
      updated_at?: {
        gte?: string | Date;
      };
      /**
       * Filters on `budget`; operators: gte.
       * Inferred: Money filters take minor units; `budget` as a v4 filter attribute is assumed from the v3 job fields.
       */
      budget?: {
        /** Money amount in minor currency units. */
        gte?: number;
      };
    };
    /**
     * `or[]` groups of filters combined with OR; each group takes the same attributes and operators as `filter`.
     * Inferred: The syntax of `or[]` groups is not shown; the indexed form `or[<n>][<attribute>][<operator>]=<value>` is assumed.
     */
    or?: Array<{
      /**
       * Filters on `status`; operators: eq.
       * Inferred: v3 filters jobs by status; the v4 attribute and the `eq` operator name are assumed (only `gte` is named).
       */
      status?: {
        eq?: 'draft' | 'pending' | 'new' | 'halted' | 'in_progress' | 'work_completed' | 'cancelled' | 'closed';
      };
      /**
       * Filters on `created_at`; operators: gte.
       * Inferred: v3 filters jobs by a created range; the v4 attribute name is assumed.
       */
      created_at?: {
        gte?: string | Date;
      };
      /**
       * Filters on `updated_at`; operators: gte.
       * Inferred: v3 filters jobs by an updated range; the v4 attribute name is assumed.
       */
      updated_at?: {
        gte?: string | Date;
      };
      /**
       * Filters on `budget`; operators: gte.
       * Inferred: Money filters take minor units; `budget` as a v4 filter attribute is assumed from the v3 job fields.
       */
      budget?: {
        /** Money amount in minor currency units. */
        gte?: number;
      };
    }>;
    /** Orderings, `sort[<attribute>]=desc`. */
    sort?: Record<string, 'asc' | 'desc'>;
    /** The page size. */
    limit?: number;
  };
};
/** Result of `listProjects`. */
export type ListProjectsResponse = Record<string, unknown>;
const listProjectsOperation: OperationDescriptor = {
  id: 'listProjects',
  method: 'GET',
  path: '/projects',
  query: {
    params: [
      { name: 'filter', style: 'deepObject', allowReserved: false },
      { name: 'or', style: 'deepObject', allowReserved: false },
      { name: 'sort', style: 'deepObject', allowReserved: false },
      { name: 'limit', style: 'form', allowReserved: false },
    ],
    serialize: serializeQuery,
  },
  scope: 'projects:read',
  authenticated: true,
  redirect: false,
  defaultBody: false,
};
/**
 * List projects
 *
 * `GET /api/v4/projects`
 * Required scope: `projects:read` (inferred).
 * Without a sort, the list is ordered by created, descending.
 * Errors: 400 (invalid_request, invalid_client), 401 (invalid_token), 403 (insufficient_scope), 404.
 * @example
 * const response = await client.listProjects();
 */
export function listProjects(transport: Transport, params: ListProjectsParams = {}, options?: CallOptions): Promise<ListProjectsResponse> {
  return transport.call<ListProjectsResponse>(listProjectsOperation, params, options);
}

/** Parameters of `createProject`. */
export type CreateProjectParams = {
  /**
   * The project.
   * Not shown in the specification: The request payload is not shown (its media type too; JSON is assumed).
   * Sent as `application/json`.
   */
  body?: Record<string, unknown>;
};
/** Result of `createProject`. */
export type CreateProjectResponse = Record<string, unknown>;
const createProjectOperation: OperationDescriptor = {
  id: 'createProject',
  method: 'POST',
  path: '/projects',
  bodyMediaType: 'application/json',
  scope: 'projects:write',
  authenticated: true,
  redirect: false,
  defaultBody: false,
};
/**
 * Create a project
 *
 * `POST /api/v4/projects`
 * Required scope: `projects:write` (inferred).
 * Errors: 400 (invalid_request, invalid_client), 401 (invalid_token), 403 (insufficient_scope), 404, 422 (validation_failed).
 * @example
 * const response = await client.createProject();
 */
export function createProject(transport: Transport, params: CreateProjectParams = {}, options?: CallOptions): Promise<CreateProjectResponse> {
  return transport.call<CreateProjectResponse>(createProjectOperation, params, options);
}

/** Parameters of `getProject`. */
export type GetProjectParams = {
  path: {
    /** Project id. */
    id: string;
  };
};
/** Result of `getProject`. */
export type GetProjectResponse = T.Project;
const getProjectOperation: OperationDescriptor = {
  id: 'getProject',
  method: 'GET',
  path: '/projects/{id}',
  scope: 'projects:read',
  authenticated: true,
  redirect: false,
  defaultBody: false,
};
/**
 * Get a project
 *
 * `GET /api/v4/projects/{id}`
 * Required scope: `projects:read` (inferred).
 * Errors: 400 (invalid_request, invalid_client), 401 (invalid_token), 403 (insufficient_scope), 404 (not_found).
 * @example
 * const response = await client.getProject({ path: { id: 'job-1001' } });
 */
export function getProject(transport: Transport, params: GetProjectParams, options?: CallOptions): Promise<GetProjectResponse> {
  return transport.call<GetProjectResponse>(getProjectOperation, params, options);
}

/** Parameters of `updateProject`. */
export type UpdateProjectParams = {
  path: {
    /** Project id. */
    id: string;
  };
  /**
   * The changes.
   * Not shown in the specification: The request payload is not shown (its media type too; JSON is assumed).
   * Sent as `application/json`.
   */
  body?: Record<string, unknown>;
};
/** Result of `updateProject`. */
export type UpdateProjectResponse = T.Project;
const updateProjectOperation: OperationDescriptor = {
  id: 'updateProject',
  method: 'PATCH',
  path: '/projects/{id}',
  bodyMediaType: 'application/json',
  scope: 'projects:write',
  authenticated: true,
  redirect: false,
  defaultBody: false,
};
/**
 * Update a project
 *
 * `PATCH /api/v4/projects/{id}`
 * Required scope: `projects:write` (inferred).
 * Errors: 400 (invalid_request, invalid_client), 401 (invalid_token), 403 (insufficient_scope), 404 (not_found), 422 (validation_failed).
 * @example
 * const response = await client.updateProject({ path: { id: 'job-1001' } });
 */
export function updateProject(transport: Transport, params: UpdateProjectParams, options?: CallOptions): Promise<UpdateProjectResponse> {
  return transport.call<UpdateProjectResponse>(updateProjectOperation, params, options);
}

/** Parameters of `uploadProjectFile`. */
export type UploadProjectFileParams = {
  path: {
    /** Project id. */
    id: string;
  };
  /**
   * The file.
   * Inferred: The request payload and its media type are not shown; multipart/form-data is assumed for a file upload.
   * Sent as `multipart/form-data`.
   */
  body?: FormData;
};
/** Result of `uploadProjectFile`. */
export type UploadProjectFileResponse = Record<string, unknown>;
const uploadProjectFileOperation: OperationDescriptor = {
  id: 'uploadProjectFile',
  method: 'POST',
  path: '/projects/{id}/file_upload',
  bodyMediaType: 'multipart/form-data',
  scope: 'projects:write',
  authenticated: true,
  redirect: false,
  defaultBody: false,
};
/**
 * Upload a file to a project
 *
 * `POST /api/v4/projects/{id}/file_upload`
 * Required scope: `projects:write` (inferred).
 * Errors: 400 (invalid_request, invalid_client), 401 (invalid_token), 403 (insufficient_scope), 404 (not_found), 422 (validation_failed).
 * @example
 * const response = await client.uploadProjectFile({ path: { id: 'job-1001' } });
 */
export function uploadProjectFile(transport: Transport, params: UploadProjectFileParams, options?: CallOptions): Promise<UploadProjectFileResponse> {
  return transport.call<UploadProjectFileResponse>(uploadProjectFileOperation, params, options);
}

/** Parameters of `submitProject`. */
export type SubmitProjectParams = {
  path: {
    /** Project id. */
    id: string;
  };
  /**
   * Optional; carries `approvers` when re-submitting after `approver_selection_required`.
   * Not shown in the specification: The request payload is not shown beyond the `approvers` field named by the actionable 422.
   * Sent as `application/json`.
   */
  body?: {
    /**
     * The chosen approvers, one entry per approval step.
     * Not shown in the specification: The shape of an `approvers` entry is not shown.
     */
    approvers?: unknown[];
  };
};
/** Result of `submitProject`. */
export type SubmitProjectResponse = Record<string, unknown>;
const submitProjectOperation: OperationDescriptor = {
  id: 'submitProject',
  method: 'POST',
  path: '/projects/{id}/submit',
  bodyMediaType: 'application/json',
  scope: 'projects:write',
  authenticated: true,
  redirect: false,
  defaultBody: false,
  resumableErrors: { approver_selection_required: resumeApproverSelectionRequiredError },
};
/**
 * Submit a project
 *
 * `POST /api/v4/projects/{id}/submit`
 * Required scope: `projects:write` (inferred).
 * Accepted only for a record whose `status` is `draft`; otherwise 422 `validation_failed`. The `status` it leads to is not shown.
 * Approvers must be chosen for the project's approval steps: the answer lists each step's eligible approvers, and the client submits again with `approvers` populated. Otherwise 422 `approver_selection_required`.
 * The project must pass publish validation. Otherwise 422 `validation_failed`.
 * Errors: 400 (invalid_request, invalid_client), 401 (invalid_token), 403 (insufficient_scope), 404 (not_found), 422 (validation_failed, approver_selection_required).
 * @example
 * const response = await client.submitProject({ path: { id: 'job-1001' } });
 */
export function submitProject(transport: Transport, params: SubmitProjectParams, options?: CallOptions): Promise<SubmitProjectResponse> {
  return transport.call<SubmitProjectResponse>(submitProjectOperation, params, options);
}

/** Parameters of `approveProject`. */
export type ApproveProjectParams = {
  path: {
    /** Project id. */
    id: string;
  };
};
/** Result of `approveProject`. */
export type ApproveProjectResponse = Record<string, unknown>;
const approveProjectOperation: OperationDescriptor = {
  id: 'approveProject',
  method: 'POST',
  path: '/projects/{id}/approve',
  scope: 'project_approvals:write',
  authenticated: true,
  redirect: false,
  defaultBody: false,
};
/**
 * Approve a project
 *
 * `POST /api/v4/projects/{id}/approve`
 * Required scope: `project_approvals:write` (inferred).
 * The `status` values it is accepted from are not shown. The `status` it leads to is not shown.
 * Errors: 400 (invalid_request, invalid_client), 401 (invalid_token), 403 (insufficient_scope), 404 (not_found), 422 (validation_failed).
 * @example
 * const response = await client.approveProject({ path: { id: 'job-1001' } });
 */
export function approveProject(transport: Transport, params: ApproveProjectParams, options?: CallOptions): Promise<ApproveProjectResponse> {
  return transport.call<ApproveProjectResponse>(approveProjectOperation, params, options);
}

/** Parameters of `rejectProject`. */
export type RejectProjectParams = {
  path: {
    /** Project id. */
    id: string;
  };
  /**
   * The rejection.
   * Not shown in the specification: The request payload is not shown (its media type too; JSON is assumed).
   * Sent as `application/json`.
   */
  body?: Record<string, unknown>;
};
/** Result of `rejectProject`. */
export type RejectProjectResponse = Record<string, unknown>;
const rejectProjectOperation: OperationDescriptor = {
  id: 'rejectProject',
  method: 'POST',
  path: '/projects/{id}/reject',
  bodyMediaType: 'application/json',
  scope: 'project_approvals:write',
  authenticated: true,
  redirect: false,
  defaultBody: false,
};
/**
 * Reject a project
 *
 * `POST /api/v4/projects/{id}/reject`
 * Required scope: `project_approvals:write` (inferred).
 * The `status` values it is accepted from are not shown. The `status` it leads to is not shown.
 * Errors: 400 (invalid_request, invalid_client), 401 (invalid_token), 403 (insufficient_scope), 404 (not_found), 422 (validation_failed).
 * @example
 * const response = await client.rejectProject({ path: { id: 'job-1001' } });
 */
export function rejectProject(transport: Transport, params: RejectProjectParams, options?: CallOptions): Promise<RejectProjectResponse> {
  return transport.call<RejectProjectResponse>(rejectProjectOperation, params, options);
}

/** Parameters of `holdProject`. */
export type HoldProjectParams = {
  path: {
    /** Project id. */
    id: string;
  };
};
/** Result of `holdProject`. */
export type HoldProjectResponse = Record<string, unknown>;
const holdProjectOperation: OperationDescriptor = {
  id: 'holdProject',
  method: 'POST',
  path: '/projects/{id}/hold',
  scope: 'projects:write',
  authenticated: true,
  redirect: false,
  defaultBody: false,
};
/**
 * Put a project on hold
 * Inferred: Hold is named as a workflow operation on `/projects/{id}/...`; the POST method and the `/hold` path are assumed like submit, approve and reject.
 *
 * `POST /api/v4/projects/{id}/hold`
 * Required scope: `projects:write` (inferred).
 * The `status` values it is accepted from are not shown. The `status` it leads to is not shown.
 * Errors: 400 (invalid_request, invalid_client), 401 (invalid_token), 403 (insufficient_scope), 404 (not_found), 422 (validation_failed).
 * @example
 * const response = await client.holdProject({ path: { id: 'job-1001' } });
 */
export function holdProject(transport: Transport, params: HoldProjectParams, options?: CallOptions): Promise<HoldProjectResponse> {
  return transport.call<HoldProjectResponse>(holdProjectOperation, params, options);
}

/** Parameters of `resumeProject`. */
export type ResumeProjectParams = {
  path: {
    /** Project id. */
    id: string;
  };
};
/** Result of `resumeProject`. */
export type ResumeProjectResponse = Record<string, unknown>;
const resumeProjectOperation: OperationDescriptor = {
  id: 'resumeProject',
  method: 'POST',
  path: '/projects/{id}/resume',
  scope: 'projects:write',
  authenticated: true,
  redirect: false,
  defaultBody: false,
};
/**
 * Resume a project
 * Inferred: Resume is named as a workflow operation on `/projects/{id}/...`; the POST method and the `/resume` path are assumed like submit, approve and reject.
 *
 * `POST /api/v4/projects/{id}/resume`
 * Required scope: `projects:write` (inferred).
 * The `status` values it is accepted from are not shown. The `status` it leads to is not shown.
 * Errors: 400 (invalid_request, invalid_client), 401 (invalid_token), 403 (insufficient_scope), 404 (not_found), 422 (validation_failed).
 * @example
 * const response = await client.resumeProject({ path: { id: 'job-1001' } });
 */
export function resumeProject(transport: Transport, params: ResumeProjectParams, options?: CallOptions): Promise<ResumeProjectResponse> {
  return transport.call<ResumeProjectResponse>(resumeProjectOperation, params, options);
}

/** Parameters of `cancelProject`. */
export type CancelProjectParams = {
  path: {
    /** Project id. */
    id: string;
  };
};
/** Result of `cancelProject`. */
export type CancelProjectResponse = Record<string, unknown>;
const cancelProjectOperation: OperationDescriptor = {
  id: 'cancelProject',
  method: 'POST',
  path: '/projects/{id}/cancel',
  scope: 'projects:write',
  authenticated: true,
  redirect: false,
  defaultBody: false,
};
/**
 * Cancel a project
 * Inferred: Cancel is named as a workflow operation on `/projects/{id}/...`; the POST method and the `/cancel` path are assumed like submit, approve and reject.
 *
 * `POST /api/v4/projects/{id}/cancel`
 * Required scope: `projects:write` (inferred).
 * The `status` values it is accepted from are not shown. The `status` it leads to is not shown.
 * Errors: 400 (invalid_request, invalid_client), 401 (invalid_token), 403 (insufficient_scope), 404 (not_found), 422 (validation_failed).
 * @example
 * const response = await client.cancelProject({ path: { id: 'job-1001' } });
 */
export function cancelProject(transport: Transport, params: CancelProjectParams, options?: CallOptions): Promise<CancelProjectResponse> {
  return transport.call<CancelProjectResponse>(cancelProjectOperation, params, options);
}

/** Parameters of `completeProject`. */
export type CompleteProjectParams = {
  path: {
    /** Project id. */
    id: string;
  };
};
/** Result of `completeProject`. */
export type CompleteProjectResponse = Record<string, unknown>;
const completeProjectOperation: OperationDescriptor = {
  id: 'completeProject',
  method: 'POST',
  path: '/projects/{id}/complete',
  scope: 'projects:write',
  authenticated: true,
  redirect: false,
  defaultBody: false,
};
/**
 * Complete a project
 * Inferred: Complete is named as a workflow operation on `/projects/{id}/...`; the POST method and the `/complete` path are assumed like submit, approve and reject.
 *
 * `POST /api/v4/projects/{id}/complete`
 * Required scope: `projects:write` (inferred).
 * The `status` values it is accepted from are not shown. The `status` it leads to is not shown.
 * Errors: 400 (invalid_request, invalid_client), 401 (invalid_token), 403 (insufficient_scope), 404 (not_found), 422 (validation_failed).
 * @example
 * const response = await client.completeProject({ path: { id: 'job-1001' } });
 */
export function completeProject(transport: Transport, params: CompleteProjectParams, options?: CallOptions): Promise<CompleteProjectResponse> {
  return transport.call<CompleteProjectResponse>(completeProjectOperation, params, options);
}

/** Parameters of `getProjectsHelp`. */
export type GetProjectsHelpParams = Record<string, never>;
/** Result of `getProjectsHelp`. */
export type GetProjectsHelpResponse = Record<string, unknown>;
const getProjectsHelpOperation: OperationDescriptor = {
  id: 'getProjectsHelp',
  method: 'GET',
  path: '/projects/help',
  scope: 'projects:read',
  authenticated: true,
  redirect: false,
  defaultBody: false,
};
/**
 * Describe project filters
 *
 * Lists the filterable attributes, operators and enum values of projects.
 * Inferred: The specification names a `/help` endpoint on every resource; the GET method and the `/projects/help` path are assumed.
 *
 * `GET /api/v4/projects/help`
 * Required scope: `projects:read` (inferred).
 * Errors: 400 (invalid_request, invalid_client), 401 (invalid_token), 403 (insufficient_scope), 404.
 * @example
 * const response = await client.getProjectsHelp();
 */
export function getProjectsHelp(transport: Transport, params: GetProjectsHelpParams = {}, options?: CallOptions): Promise<GetProjectsHelpResponse> {
  return transport.call<GetProjectsHelpResponse>(getProjectsHelpOperation, params, options);
}

/** Parameters of `listSupplierUsers`. */
export type ListSupplierUsersParams = {
  query?: {
    /** Filters, `filter[<attribute>][<operator>]=<value>`. Money values are in minor currency units. */
    filter?: Record<string, unknown>;
    /**
     * `or[]` groups of filters combined with OR; each group takes the same attributes and operators as `filter`.
     * Inferred: The syntax of `or[]` groups is not shown; the indexed form `or[<n>][<attribute>][<operator>]=<value>` is assumed.
     */
    or?: Record<string, unknown>[];
    /** Orderings, `sort[<attribute>]=desc`. */
    sort?: Record<string, 'asc' | 'desc'>;
    /** The page size. */
    limit?: number;
  };
};
/** Result of `listSupplierUsers`. */
export type ListSupplierUsersResponse = Record<string, unknown>;
const listSupplierUsersOperation: OperationDescriptor = {
  id: 'listSupplierUsers',
  method: 'GET',
  path: '/supplier_users',
  query: {
    params: [
      { name: 'filter', style: 'deepObject', allowReserved: false },
      { name: 'or', style: 'deepObject', allowReserved: false },
      { name: 'sort', style: 'deepObject', allowReserved: false },
      { name: 'limit', style: 'form', allowReserved: false },
    ],
    serialize: serializeQuery,
  },
  scope: 'supplier_users:read',
  authenticated: true,
  redirect: false,
  defaultBody: false,
};
/**
 * List supplier users
 *
 * `GET /api/v4/supplier_users`
 * Required scope: `supplier_users:read` (inferred).
 * Without a sort, the list is ordered by created, descending.
 * Errors: 400 (invalid_request, invalid_client), 401 (invalid_token), 403 (insufficient_scope), 404.
 * @example
 * const response = await client.listSupplierUsers();
 */
export function listSupplierUsers(transport: Transport, params: ListSupplierUsersParams = {}, options?: CallOptions): Promise<ListSupplierUsersResponse> {
  return transport.call<ListSupplierUsersResponse>(listSupplierUsersOperation, params, options);
}

/** Parameters of `getSupplierUsersHelp`. */
export type GetSupplierUsersHelpParams = Record<string, never>;
/** Result of `getSupplierUsersHelp`. */
export type GetSupplierUsersHelpResponse = Record<string, unknown>;
const getSupplierUsersHelpOperation: OperationDescriptor = {
  id: 'getSupplierUsersHelp',
  method: 'GET',
  path: '/supplier_users/help',
  scope: 'supplier_users:read',
  authenticated: true,
  redirect: false,
  defaultBody: false,
};
/**
 * Describe supplier user filters
 *
 * Lists the filterable attributes, operators and enum values of supplier users.
 * Inferred: The specification names a `/help` endpoint on every resource; the GET method and the `/supplier_users/help` path are assumed.
 *
 * `GET /api/v4/supplier_users/help`
 * Required scope: `supplier_users:read` (inferred).
 * Errors: 400 (invalid_request, invalid_client), 401 (invalid_token), 403 (insufficient_scope), 404.
 * @example
 * const response = await client.getSupplierUsersHelp();
 */
export function getSupplierUsersHelp(
  transport: Transport,
  params: GetSupplierUsersHelpParams = {},
  options?: CallOptions,
): Promise<GetSupplierUsersHelpResponse> {
  return transport.call<GetSupplierUsersHelpResponse>(getSupplierUsersHelpOperation, params, options);
}
