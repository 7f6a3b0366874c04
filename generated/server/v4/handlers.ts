// Generated from spec/ by the API contract toolchain: do not edit.
import type { HandlerResult, ServerContext } from '../runtime/plugin.js';
import type * as T from './types.js';

/** What the `requestToken` handler receives: path parameters, parsed query, body and headers. */
export type RequestTokenInput = {
  params: Record<string, never>;
  query: Record<string, never>;
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
  headers: Record<string, string | string[] | undefined>;
};
/** The success body the `requestToken` handler answers with. */
export type RequestTokenResult = {
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

/** What the `getWelcome` handler receives: path parameters, parsed query, body and headers. */
export type GetWelcomeInput = {
  params: Record<string, never>;
  query: Record<string, never>;
  body: undefined;
  headers: Record<string, string | string[] | undefined>;
};
/** The success body the `getWelcome` handler answers with. */
export type GetWelcomeResult = {
  message: string;
  owner: {
    /** Opaque identifier. */
    id: string;
    email: string;
  };
  /** Space-separated scope names. */
  scopes: string;
};

/** What the `listProjects` handler receives: path parameters, parsed query, body and headers. */
export type ListProjectsInput = {
  params: Record<string, never>;
  query: {
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
        gte?: string;
      };
      /**
       * Filters on `updated_at`; operators: gte.
       * Inferred: v3 filters jobs by an updated range; the v4 attribute name is assumed.
       */
      updated_at?: {
        gte?: string;
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
        gte?: string;
      };
      /**
       * Filters on `updated_at`; operators: gte.
       * Inferred: v3 filters jobs by an updated range; the v4 attribute name is assumed.
       */
      updated_at?: {
        gte?: string;
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
    sort?: Record<string, 'asc' | 'desc'>;
    limit?: number;
  };
  body: undefined;
  headers: Record<string, string | string[] | undefined>;
};
/** The success body the `listProjects` handler answers with. */
export type ListProjectsResult = Record<string, unknown>;

/** What the `createProject` handler receives: path parameters, parsed query, body and headers. */
export type CreateProjectInput = {
  params: Record<string, never>;
  query: Record<string, never>;
  body: Record<string, unknown>;
  headers: Record<string, string | string[] | undefined>;
};
/** The success body the `createProject` handler answers with. */
export type CreateProjectResult = Record<string, unknown>;

/** What the `getProject` handler receives: path parameters, parsed query, body and headers. */
export type GetProjectInput = {
  params: {
    id: string;
  };
  query: Record<string, never>;
  body: undefined;
  headers: Record<string, string | string[] | undefined>;
};
/** The success body the `getProject` handler answers with. */
export type GetProjectResult = T.Project;

/** What the `updateProject` handler receives: path parameters, parsed query, body and headers. */
export type UpdateProjectInput = {
  params: {
    id: string;
  };
  query: Record<string, never>;
  body: Record<string, unknown>;
  headers: Record<string, string | string[] | undefined>;
};
/** The success body the `updateProject` handler answers with. */
export type UpdateProjectResult = T.Project;

/** What the `uploadProjectFile` handler receives: path parameters, parsed query, body and headers. */
export type UploadProjectFileInput = {
  params: {
    id: string;
  };
  query: Record<string, never>;
  body: Buffer;
  headers: Record<string, string | string[] | undefined>;
};
/** The success body the `uploadProjectFile` handler answers with. */
export type UploadProjectFileResult = Record<string, unknown>;

/** What the `submitProject` handler receives: path parameters, parsed query, body and headers. */
export type SubmitProjectInput = {
  params: {
    id: string;
  };
  query: Record<string, never>;
  body: {
    /**
     * The chosen approvers, one entry per approval step.
     * Not shown in the specification: The shape of an `approvers` entry is not shown.
     */
    approvers?: unknown[];
  };
  headers: Record<string, string | string[] | undefined>;
};
/** The success body the `submitProject` handler answers with. */
export type SubmitProjectResult = Record<string, unknown>;

/** What the `approveProject` handler receives: path parameters, parsed query, body and headers. */
export type ApproveProjectInput = {
  params: {
    id: string;
  };
  query: Record<string, never>;
  body: undefined;
  headers: Record<string, string | string[] | undefined>;
};
/** The success body the `approveProject` handler answers with. */
export type ApproveProjectResult = Record<string, unknown>;

/** What the `rejectProject` handler receives: path parameters, parsed query, body and headers. */
export type RejectProjectInput = {
  params: {
    id: string;
  };
  query: Record<string, never>;
  body: Record<string, unknown>;
  headers: Record<string, string | string[] | undefined>;
};
/** The success body the `rejectProject` handler answers with. */
export type RejectProjectResult = Record<string, unknown>;

/** What the `holdProject` handler receives: path parameters, parsed query, body and headers. */
export type HoldProjectInput = {
  params: {
    id: string;
  };
  query: Record<string, never>;
  body: undefined;
  headers: Record<string, string | string[] | undefined>;
};
/** The success body the `holdProject` handler answers with. */
export type HoldProjectResult = Record<string, unknown>;

/** What the `resumeProject` handler receives: path parameters, parsed query, body and headers. */
export type ResumeProjectInput = {
  params: {
    id: string;
  };
  query: Record<string, never>;
  body: undefined;
  headers: Record<string, string | string[] | undefined>;
};
/** The success body the `resumeProject` handler answers with. */
export type ResumeProjectResult = Record<string, unknown>;

/** What the `cancelProject` handler receives: path parameters, parsed query, body and headers. */
export type CancelProjectInput = {
  params: {
    id: string;
  };
  query: Record<string, never>;
  body: undefined;
  headers: Record<string, string | string[] | undefined>;
};
/** The success body the `cancelProject` handler answers with. */
export type CancelProjectResult = Record<string, unknown>;

/** What the `completeProject` handler receives: path parameters, parsed query, body and headers. */
export type CompleteProjectInput = {
  params: {
    id: string;
  };
  query: Record<string, never>;
  body: undefined;
  headers: Record<string, string | string[] | undefined>;
};
/** The success body the `completeProject` handler answers with. */
export type CompleteProjectResult = Record<string, unknown>;

/** What the `getProjectsHelp` handler receives: path parameters, parsed query, body and headers. */
export type GetProjectsHelpInput = {
  params: Record<string, never>;
  query: Record<string, never>;
  body: undefined;
  headers: Record<string, string | string[] | undefined>;
};
/** The success body the `getProjectsHelp` handler answers with. */
export type GetProjectsHelpResult = Record<string, unknown>;

/** What the `listSupplierUsers` handler receives: path parameters, parsed query, body and headers. */
export type ListSupplierUsersInput = {
  params: Record<string, never>;
  query: {
    filter?: Record<string, unknown>;
    or?: Record<string, unknown>[];
    sort?: Record<string, 'asc' | 'desc'>;
    limit?: number;
  };
  body: undefined;
  headers: Record<string, string | string[] | undefined>;
};
/** The success body the `listSupplierUsers` handler answers with. */
export type ListSupplierUsersResult = Record<string, unknown>;

/** What the `getSupplierUsersHelp` handler receives: path parameters, parsed query, body and headers. */
export type GetSupplierUsersHelpInput = {
  params: Record<string, never>;
  query: Record<string, never>;
  body: undefined;
  headers: Record<string, string | string[] | undefined>;
};
/** The success body the `getSupplierUsersHelp` handler answers with. */
export type GetSupplierUsersHelpResult = Record<string, unknown>;

/** One handler per operation of Sourcing Platform API v4; pass any subset to buildApiServer (the rest answer 501). */
export type V4Handlers = {
  /**
   * Request an access token
   * `POST /api/v4/oauth/token`
   * Errors: 400, 401, 404.
   */
  requestToken(input: RequestTokenInput, context: ServerContext): Promise<HandlerResult<RequestTokenResult>>;
  /**
   * Confirm identity
   * `GET /api/v4/welcome`
   * Errors: 400 (invalid_request, invalid_client), 401 (invalid_token), 403 (insufficient_scope), 404.
   */
  getWelcome(input: GetWelcomeInput, context: ServerContext): Promise<HandlerResult<GetWelcomeResult>>;
  /**
   * List projects
   * `GET /api/v4/projects`
   * Errors: 400 (invalid_request, invalid_client), 401 (invalid_token), 403 (insufficient_scope), 404.
   */
  listProjects(input: ListProjectsInput, context: ServerContext): Promise<HandlerResult<ListProjectsResult>>;
  /**
   * Create a project
   * `POST /api/v4/projects`
   * Errors: 400 (invalid_request, invalid_client), 401 (invalid_token), 403 (insufficient_scope), 404, 422 (validation_failed).
   */
  createProject(input: CreateProjectInput, context: ServerContext): Promise<HandlerResult<CreateProjectResult>>;
  /**
   * Get a project
   * `GET /api/v4/projects/{id}`
   * Errors: 400 (invalid_request, invalid_client), 401 (invalid_token), 403 (insufficient_scope), 404 (not_found).
   */
  getProject(input: GetProjectInput, context: ServerContext): Promise<HandlerResult<GetProjectResult>>;
  /**
   * Update a project
   * `PATCH /api/v4/projects/{id}`
   * Errors: 400 (invalid_request, invalid_client), 401 (invalid_token), 403 (insufficient_scope), 404 (not_found), 422 (validation_failed).
   */
  updateProject(input: UpdateProjectInput, context: ServerContext): Promise<HandlerResult<UpdateProjectResult>>;
  /**
   * Upload a file to a project
   * `POST /api/v4/projects/{id}/file_upload`
   * Errors: 400 (invalid_request, invalid_client), 401 (invalid_token), 403 (insufficient_scope), 404 (not_found), 422 (validation_failed).
   */
  uploadProjectFile(input: UploadProjectFileInput, context: ServerContext): Promise<HandlerResult<UploadProjectFileResult>>;
  /**
   * Submit a project
   * `POST /api/v4/projects/{id}/submit`
   * Errors: 400 (invalid_request, invalid_client), 401 (invalid_token), 403 (insufficient_scope), 404 (not_found), 422 (validation_failed, approver_selection_required).
   */
  submitProject(input: SubmitProjectInput, context: ServerContext): Promise<HandlerResult<SubmitProjectResult>>;
  /**
   * Approve a project
   * `POST /api/v4/projects/{id}/approve`
   * Errors: 400 (invalid_request, invalid_client), 401 (invalid_token), 403 (insufficient_scope), 404 (not_found), 422 (validation_failed).
   */
  approveProject(input: ApproveProjectInput, context: ServerContext): Promise<HandlerResult<ApproveProjectResult>>;
  /**
   * Reject a project
   * `POST /api/v4/projects/{id}/reject`
   * Errors: 400 (invalid_request, invalid_client), 401 (invalid_token), 403 (insufficient_scope), 404 (not_found), 422 (validation_failed).
   */
  rejectProject(input: RejectProjectInput, context: ServerContext): Promise<HandlerResult<RejectProjectResult>>;
  /**
   * Put a project on hold
   * Inferred: Hold is named as a workflow operation on `/projects/{id}/...`; the POST method and the `/hold` path are assumed like submit, approve and reject.
   * `POST /api/v4/projects/{id}/hold`
   * Errors: 400 (invalid_request, invalid_client), 401 (invalid_token), 403 (insufficient_scope), 404 (not_found), 422 (validation_failed).
   */
  holdProject(input: HoldProjectInput, context: ServerContext): Promise<HandlerResult<HoldProjectResult>>;
  /**
   * Resume a project
   * Inferred: Resume is named as a workflow operation on `/projects/{id}/...`; the POST method and the `/resume` path are assumed like submit, approve and reject.
   * `POST /api/v4/projects/{id}/resume`
   * Errors: 400 (invalid_request, invalid_client), 401 (invalid_token), 403 (insufficient_scope), 404 (not_found), 422 (validation_failed).
   */
  resumeProject(input: ResumeProjectInput, context: ServerContext): Promise<HandlerResult<ResumeProjectResult>>;
  /**
   * Cancel a project
   * Inferred: Cancel is named as a workflow operation on `/projects/{id}/...`; the POST method and the `/cancel` path are assumed like submit, approve and reject.
   * `POST /api/v4/projects/{id}/cancel`
   * Errors: 400 (invalid_request, invalid_client), 401 (invalid_token), 403 (insufficient_scope), 404 (not_found), 422 (validation_failed).
   */
  cancelProject(input: CancelProjectInput, context: ServerContext): Promise<HandlerResult<CancelProjectResult>>;
  /**
   * Complete a project
   * Inferred: Complete is named as a workflow operation on `/projects/{id}/...`; the POST method and the `/complete` path are assumed like submit, approve and reject.
   * `POST /api/v4/projects/{id}/complete`
   * Errors: 400 (invalid_request, invalid_client), 401 (invalid_token), 403 (insufficient_scope), 404 (not_found), 422 (validation_failed).
   */
  completeProject(input: CompleteProjectInput, context: ServerContext): Promise<HandlerResult<CompleteProjectResult>>;
  /**
   * Describe project filters
   * Inferred: The specification names a `/help` endpoint on every resource; the GET method and the `/projects/help` path are assumed.
   * `GET /api/v4/projects/help`
   * Errors: 400 (invalid_request, invalid_client), 401 (invalid_token), 403 (insufficient_scope), 404.
   */
  getProjectsHelp(input: GetProjectsHelpInput, context: ServerContext): Promise<HandlerResult<GetProjectsHelpResult>>;
  /**
   * List supplier users
   * `GET /api/v4/supplier_users`
   * Errors: 400 (invalid_request, invalid_client), 401 (invalid_token), 403 (insufficient_scope), 404.
   */
  listSupplierUsers(input: ListSupplierUsersInput, context: ServerContext): Promise<HandlerResult<ListSupplierUsersResult>>;
  /**
   * Describe supplier user filters
   * Inferred: The specification names a `/help` endpoint on every resource; the GET method and the `/supplier_users/help` path are assumed.
   * `GET /api/v4/supplier_users/help`
   * Errors: 400 (invalid_request, invalid_client), 401 (invalid_token), 403 (insufficient_scope), 404.
   */
  getSupplierUsersHelp(input: GetSupplierUsersHelpInput, context: ServerContext): Promise<HandlerResult<GetSupplierUsersHelpResult>>;
};
