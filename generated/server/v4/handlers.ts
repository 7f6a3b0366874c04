// Generated from spec/ by the API contract toolchain: do not edit.
import type { HandlerResult, ServerContext } from '../runtime/plugin.js';
import type * as T from './types.js';

/** One handler per operation of Sourcing Platform API v4; pass any subset to buildApiServer (the rest answer 501). */
export type V4Handlers = {
  /**
   * Request an access token
   * `POST /api/v4/oauth/token`
   */
  requestToken(input: {
    params: Record<string, never>;
    query: Record<string, never>;
    body: {
      /** Must be exactly `client_credentials`. */
      grant_type: "client_credentials";
      /** The OAuth client id. */
      client_id: string;
      /** The OAuth client secret. */
      client_secret: string;
      /** Space-separated scope names. */
      scope?: string;
    };
    headers: Record<string, string | string[] | undefined>;
  }, context: ServerContext): Promise<HandlerResult<{
    access_token: string;
    /** Always `Bearer`. */
    token_type: "Bearer";
    /** Lifetime in seconds. */
    expires_in: number;
    /** The granted scopes, space-separated. */
    scope: string;
  }>>;
  /**
   * Confirm identity
   * `GET /api/v4/welcome`
   */
  getWelcome(input: {
    params: Record<string, never>;
    query: Record<string, never>;
    body: undefined;
    headers: Record<string, string | string[] | undefined>;
  }, context: ServerContext): Promise<HandlerResult<{
    message: string;
    owner: {
      /** Opaque identifier. */
      id: string;
      email: string;
    };
    /** Space-separated scope names. */
    scopes: string;
  }>>;
  /**
   * List projects
   * `GET /api/v4/projects`
   */
  listProjects(input: {
    params: Record<string, never>;
    query: {
      filter?: {
        /**
         * Filters on `status`; operators: eq.
         * Inferred: v3 filters jobs by status; the v4 attribute and the `eq` operator name are assumed (only `gte` is named).
         */
        status?: {
          eq?: "draft" | "pending" | "new" | "halted" | "in_progress" | "work_completed" | "cancelled" | "closed";
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
          eq?: "draft" | "pending" | "new" | "halted" | "in_progress" | "work_completed" | "cancelled" | "closed";
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
      sort?: Record<string, "asc" | "desc">;
      limit?: number;
    };
    body: undefined;
    headers: Record<string, string | string[] | undefined>;
  }, context: ServerContext): Promise<HandlerResult<Record<string, unknown>>>;
  /**
   * Create a project
   * `POST /api/v4/projects`
   */
  createProject(input: {
    params: Record<string, never>;
    query: Record<string, never>;
    body: Record<string, unknown>;
    headers: Record<string, string | string[] | undefined>;
  }, context: ServerContext): Promise<HandlerResult<Record<string, unknown>>>;
  /**
   * Get a project
   * `GET /api/v4/projects/{id}`
   */
  getProject(input: {
    params: {
      id: string;
    };
    query: Record<string, never>;
    body: undefined;
    headers: Record<string, string | string[] | undefined>;
  }, context: ServerContext): Promise<HandlerResult<T.Project>>;
  /**
   * Update a project
   * `PATCH /api/v4/projects/{id}`
   */
  updateProject(input: {
    params: {
      id: string;
    };
    query: Record<string, never>;
    body: Record<string, unknown>;
    headers: Record<string, string | string[] | undefined>;
  }, context: ServerContext): Promise<HandlerResult<T.Project>>;
  /**
   * Upload a file to a project
   * `POST /api/v4/projects/{id}/file_upload`
   */
  uploadProjectFile(input: {
    params: {
      id: string;
    };
    query: Record<string, never>;
    body: Buffer;
    headers: Record<string, string | string[] | undefined>;
  }, context: ServerContext): Promise<HandlerResult<Record<string, unknown>>>;
  /**
   * Submit a project
   * `POST /api/v4/projects/{id}/submit`
   */
  submitProject(input: {
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
  }, context: ServerContext): Promise<HandlerResult<Record<string, unknown>>>;
  /**
   * Approve a project
   * `POST /api/v4/projects/{id}/approve`
   */
  approveProject(input: {
    params: {
      id: string;
    };
    query: Record<string, never>;
    body: undefined;
    headers: Record<string, string | string[] | undefined>;
  }, context: ServerContext): Promise<HandlerResult<Record<string, unknown>>>;
  /**
   * Reject a project
   * `POST /api/v4/projects/{id}/reject`
   */
  rejectProject(input: {
    params: {
      id: string;
    };
    query: Record<string, never>;
    body: Record<string, unknown>;
    headers: Record<string, string | string[] | undefined>;
  }, context: ServerContext): Promise<HandlerResult<Record<string, unknown>>>;
  /**
   * Put a project on hold
   * Inferred: Hold is named as a workflow operation on `/projects/{id}/...`; the POST method and the `/hold` path are assumed like submit, approve and reject.
   * `POST /api/v4/projects/{id}/hold`
   */
  holdProject(input: {
    params: {
      id: string;
    };
    query: Record<string, never>;
    body: undefined;
    headers: Record<string, string | string[] | undefined>;
  }, context: ServerContext): Promise<HandlerResult<Record<string, unknown>>>;
  /**
   * Resume a project
   * Inferred: Resume is named as a workflow operation on `/projects/{id}/...`; the POST method and the `/resume` path are assumed like submit, approve and reject.
   * `POST /api/v4/projects/{id}/resume`
   */
  resumeProject(input: {
    params: {
      id: string;
    };
    query: Record<string, never>;
    body: undefined;
    headers: Record<string, string | string[] | undefined>;
  }, context: ServerContext): Promise<HandlerResult<Record<string, unknown>>>;
  /**
   * Cancel a project
   * Inferred: Cancel is named as a workflow operation on `/projects/{id}/...`; the POST method and the `/cancel` path are assumed like submit, approve and reject.
   * `POST /api/v4/projects/{id}/cancel`
   */
  cancelProject(input: {
    params: {
      id: string;
    };
    query: Record<string, never>;
    body: undefined;
    headers: Record<string, string | string[] | undefined>;
  }, context: ServerContext): Promise<HandlerResult<Record<string, unknown>>>;
  /**
   * Complete a project
   * Inferred: Complete is named as a workflow operation on `/projects/{id}/...`; the POST method and the `/complete` path are assumed like submit, approve and reject.
   * `POST /api/v4/projects/{id}/complete`
   */
  completeProject(input: {
    params: {
      id: string;
    };
    query: Record<string, never>;
    body: undefined;
    headers: Record<string, string | string[] | undefined>;
  }, context: ServerContext): Promise<HandlerResult<Record<string, unknown>>>;
  /**
   * Describe project filters
   * Inferred: The specification names a `/help` endpoint on every resource; the GET method and the `/projects/help` path are assumed.
   * `GET /api/v4/projects/help`
   */
  getProjectsHelp(input: {
    params: Record<string, never>;
    query: Record<string, never>;
    body: undefined;
    headers: Record<string, string | string[] | undefined>;
  }, context: ServerContext): Promise<HandlerResult<Record<string, unknown>>>;
  /**
   * List supplier users
   * `GET /api/v4/supplier_users`
   */
  listSupplierUsers(input: {
    params: Record<string, never>;
    query: {
      filter?: Record<string, unknown>;
      or?: Record<string, unknown>[];
      sort?: Record<string, "asc" | "desc">;
      limit?: number;
    };
    body: undefined;
    headers: Record<string, string | string[] | undefined>;
  }, context: ServerContext): Promise<HandlerResult<Record<string, unknown>>>;
  /**
   * Describe supplier user filters
   * Inferred: The specification names a `/help` endpoint on every resource; the GET method and the `/supplier_users/help` path are assumed.
   * `GET /api/v4/supplier_users/help`
   */
  getSupplierUsersHelp(input: {
    params: Record<string, never>;
    query: Record<string, never>;
    body: undefined;
    headers: Record<string, string | string[] | undefined>;
  }, context: ServerContext): Promise<HandlerResult<Record<string, unknown>>>;
};
