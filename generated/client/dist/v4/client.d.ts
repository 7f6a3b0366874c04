import type { Transport, CallOptions } from "../runtime/transport.js";
import { ApiError, type ClientErrorCode } from "../runtime/errors.js";
import { type ResponseMethods } from "../runtime/with-response.js";
import type { ServerTable } from "../runtime/target.js";
import { type OAuthClientOptionsFor } from "../runtime/create.js";
import { type TransitionFacts } from "../runtime/transitions.js";
import * as ops from "./operations.js";
/** Regions of the shared addresses (they need the tenant header). */
export type Region = "global" | "eu" | "uk" | "us";
/** Addresses of this version, from the model's servers. */
export declare const SERVERS: ServerTable<Region>;
/** The codes of this version's errors: the model's codes its operations answer with, and the client's own. */
export type ErrorCode = "invalid_request" | "invalid_client" | "invalid_token" | "insufficient_scope" | "validation_failed" | "not_found" | "approver_selection_required" | ClientErrorCode;
/** True for an error a call of this version rejects with after a response, its `code` narrowed to the version's codes. */
export declare function isApiError(error: unknown): error is ApiError & {
	readonly code: ErrorCode;
};
/** Every OAuth scope of this version. */
export type Scope = "bank_accounts:read" | "catalogs:read" | "cost_centers:read" | "eoi_responses:read" | "eois:read" | "offers:read" | "org_units:read" | "org_users:read" | "resources:read" | "sales_invoices:read" | "sales_milestones:read" | "skill_categories:read" | "skill_taxonomies:read" | "skills:read" | "supplier_documents:read" | "supplier_lists:read" | "supplier_users:read" | "tax_types:read" | "users:read" | "variation_orders:read" | "welcome:read" | "bid_evaluations:read" | "bid_evaluations:write" | "bids:read" | "bids:write" | "invoices:read" | "invoices:write" | "notes:read" | "notes:write" | "project_approvals:read" | "project_approvals:write" | "project_conversations:read" | "project_conversations:write" | "project_invitations:read" | "project_invitations:write" | "project_questions:read" | "project_questions:write" | "projects:read" | "projects:write" | "milestones:read" | "milestones:write" | "orgs:read" | "orgs:write" | "purchase_orders:read" | "purchase_orders:write" | "reviews:read" | "reviews:write" | "suppliers:read" | "suppliers:write" | "raw_scorecard_entries:read" | "raw_scorecard_entries:write" | "tasks:read" | "tasks:write" | "act_as_user";
/** The scope each operation requires, from the model. */
export declare const OPERATION_SCOPES: {
	readonly getWelcome: "welcome:read";
	readonly listProjects: "projects:read";
	readonly createProject: "projects:write";
	readonly getProject: "projects:read";
	readonly updateProject: "projects:write";
	readonly uploadProjectFile: "projects:write";
	readonly submitProject: "projects:write";
	readonly approveProject: "project_approvals:write";
	readonly rejectProject: "project_approvals:write";
	readonly holdProject: "projects:write";
	readonly resumeProject: "projects:write";
	readonly cancelProject: "projects:write";
	readonly completeProject: "projects:write";
	readonly getProjectsHelp: "projects:read";
	readonly listSupplierUsers: "supplier_users:read";
	readonly getSupplierUsersHelp: "supplier_users:read";
};
export type ScopedOperation = keyof typeof OPERATION_SCOPES;
/** The narrowest scope set for a set of operations: request a token with exactly these. */
export declare function scopesFor(operations: readonly ScopedOperation[]): Scope[];
/** The workflow operations' transitions, as the model states them: a part it does not show is left out. */
export declare const TRANSITIONS: Readonly<Record<TransitionOperation, TransitionFacts>>;
export type TransitionOperation = "submitProject" | "approveProject" | "rejectProject" | "holdProject" | "resumeProject" | "cancelProject" | "completeProject";
/** Whether `operation` accepts a record whose status is `status`: undefined where the model does not state it. */
export declare function acceptsStatus(operation: TransitionOperation, status: string): boolean | undefined;
/** Whether `error` is `operation`'s answer to a record in a status it is not accepted from (the model's wrong-state status and code). */
export declare function isWrongStateError(operation: TransitionOperation, error: unknown): error is ApiError;
/** Options of createV4Client: a target (region and tenant, a base URL and tenant, or an organisation's own domain), credentials and common options. */
export type V4ClientOptions = OAuthClientOptionsFor<Region> & {
	scopes?: readonly Scope[];
};
/** The transport alone, for calling the standalone operation functions (smallest bundles). */
export declare function createV4Transport(options: V4ClientOptions): Transport;
/** Version 4 authenticates with OAuth 2.0 client credentials (bearer tokens with per-request scopes), calls projects `projects`, filters with `filter[attr][op]`, and answers every error with one JSON envelope. Money is in minor currency units. */
export interface V4Client {
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
	requestToken(params: ops.RequestTokenParams, options?: CallOptions): Promise<ops.RequestTokenResponse>;
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
	getWelcome(params?: ops.GetWelcomeParams, options?: CallOptions): Promise<ops.GetWelcomeResponse>;
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
	listProjects(params?: ops.ListProjectsParams, options?: CallOptions): Promise<ops.ListProjectsResponse>;
	/**
	 * Create a project
	 *
	 * `POST /api/v4/projects`
	 * Required scope: `projects:write` (inferred).
	 * Errors: 400 (invalid_request, invalid_client), 401 (invalid_token), 403 (insufficient_scope), 404, 422 (validation_failed).
	 * @example
	 * const response = await client.createProject();
	 */
	createProject(params?: ops.CreateProjectParams, options?: CallOptions): Promise<ops.CreateProjectResponse>;
	/**
	 * Get a project
	 *
	 * `GET /api/v4/projects/{id}`
	 * Required scope: `projects:read` (inferred).
	 * Errors: 400 (invalid_request, invalid_client), 401 (invalid_token), 403 (insufficient_scope), 404 (not_found).
	 * @example
	 * const response = await client.getProject({ path: { id: 'job-1001' } });
	 */
	getProject(params: ops.GetProjectParams, options?: CallOptions): Promise<ops.GetProjectResponse>;
	/**
	 * Update a project
	 *
	 * `PATCH /api/v4/projects/{id}`
	 * Required scope: `projects:write` (inferred).
	 * Errors: 400 (invalid_request, invalid_client), 401 (invalid_token), 403 (insufficient_scope), 404 (not_found), 422 (validation_failed).
	 * @example
	 * const response = await client.updateProject({ path: { id: 'job-1001' } });
	 */
	updateProject(params: ops.UpdateProjectParams, options?: CallOptions): Promise<ops.UpdateProjectResponse>;
	/**
	 * Upload a file to a project
	 *
	 * `POST /api/v4/projects/{id}/file_upload`
	 * Required scope: `projects:write` (inferred).
	 * Errors: 400 (invalid_request, invalid_client), 401 (invalid_token), 403 (insufficient_scope), 404 (not_found), 422 (validation_failed).
	 * @example
	 * const response = await client.uploadProjectFile({ path: { id: 'job-1001' } });
	 */
	uploadProjectFile(params: ops.UploadProjectFileParams, options?: CallOptions): Promise<ops.UploadProjectFileResponse>;
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
	submitProject(params: ops.SubmitProjectParams, options?: CallOptions): Promise<ops.SubmitProjectResponse>;
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
	approveProject(params: ops.ApproveProjectParams, options?: CallOptions): Promise<ops.ApproveProjectResponse>;
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
	rejectProject(params: ops.RejectProjectParams, options?: CallOptions): Promise<ops.RejectProjectResponse>;
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
	holdProject(params: ops.HoldProjectParams, options?: CallOptions): Promise<ops.HoldProjectResponse>;
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
	resumeProject(params: ops.ResumeProjectParams, options?: CallOptions): Promise<ops.ResumeProjectResponse>;
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
	cancelProject(params: ops.CancelProjectParams, options?: CallOptions): Promise<ops.CancelProjectResponse>;
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
	completeProject(params: ops.CompleteProjectParams, options?: CallOptions): Promise<ops.CompleteProjectResponse>;
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
	getProjectsHelp(params?: ops.GetProjectsHelpParams, options?: CallOptions): Promise<ops.GetProjectsHelpResponse>;
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
	listSupplierUsers(params?: ops.ListSupplierUsersParams, options?: CallOptions): Promise<ops.ListSupplierUsersResponse>;
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
	getSupplierUsersHelp(params?: ops.GetSupplierUsersHelpParams, options?: CallOptions): Promise<ops.GetSupplierUsersHelpResponse>;
	/** The same operations, resolving with `{ data, response }`: the status and headers (`x-request-id`) beside the data. */
	readonly withResponse: ResponseMethods<Omit<V4Client, "withResponse">>;
}
/** A client with one method per operation of Sourcing Platform API v4. */
export declare function createV4Client(options: V4ClientOptions): V4Client;
