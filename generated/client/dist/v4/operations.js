// Generated from spec/ by the API contract toolchain: do not edit.
import { serializeQuery } from "../runtime/query.js";
import { ApproverSelectionRequiredError } from "../errors.js";
/** The actionable error codes of this version (the model's `resume`): the class raised for each, the body field listing the choices, the request field they are sent back in. */
const resumeApproverSelectionRequiredError = {
	errorClass: ApproverSelectionRequiredError,
	choices: "approver_selection",
	resend: "approvers"
};
const requestTokenOperation = {
	id: "requestToken",
	method: "POST",
	path: "/oauth/token",
	bodyMediaType: "application/x-www-form-urlencoded",
	authenticated: false,
	redirect: false,
	defaultBody: false
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
export function requestToken(transport, params, options) {
	return transport.call(requestTokenOperation, params, options);
}
const getWelcomeOperation = {
	id: "getWelcome",
	method: "GET",
	path: "/welcome",
	scope: "welcome:read",
	authenticated: true,
	redirect: false,
	defaultBody: false
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
export function getWelcome(transport, params = {}, options) {
	return transport.call(getWelcomeOperation, params, options);
}
const listProjectsOperation = {
	id: "listProjects",
	method: "GET",
	path: "/projects",
	query: {
		params: [
			{
				name: "filter",
				style: "deepObject",
				allowReserved: false
			},
			{
				name: "or",
				style: "deepObject",
				allowReserved: false
			},
			{
				name: "sort",
				style: "deepObject",
				allowReserved: false
			},
			{
				name: "limit",
				style: "form",
				allowReserved: false
			}
		],
		serialize: serializeQuery
	},
	scope: "projects:read",
	authenticated: true,
	redirect: false,
	defaultBody: false
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
export function listProjects(transport, params = {}, options) {
	return transport.call(listProjectsOperation, params, options);
}
const createProjectOperation = {
	id: "createProject",
	method: "POST",
	path: "/projects",
	bodyMediaType: "application/json",
	scope: "projects:write",
	authenticated: true,
	redirect: false,
	defaultBody: false
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
export function createProject(transport, params = {}, options) {
	return transport.call(createProjectOperation, params, options);
}
const getProjectOperation = {
	id: "getProject",
	method: "GET",
	path: "/projects/{id}",
	scope: "projects:read",
	authenticated: true,
	redirect: false,
	defaultBody: false
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
export function getProject(transport, params, options) {
	return transport.call(getProjectOperation, params, options);
}
const updateProjectOperation = {
	id: "updateProject",
	method: "PATCH",
	path: "/projects/{id}",
	bodyMediaType: "application/json",
	scope: "projects:write",
	authenticated: true,
	redirect: false,
	defaultBody: false
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
export function updateProject(transport, params, options) {
	return transport.call(updateProjectOperation, params, options);
}
const uploadProjectFileOperation = {
	id: "uploadProjectFile",
	method: "POST",
	path: "/projects/{id}/file_upload",
	bodyMediaType: "multipart/form-data",
	scope: "projects:write",
	authenticated: true,
	redirect: false,
	defaultBody: false
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
export function uploadProjectFile(transport, params, options) {
	return transport.call(uploadProjectFileOperation, params, options);
}
const submitProjectOperation = {
	id: "submitProject",
	method: "POST",
	path: "/projects/{id}/submit",
	bodyMediaType: "application/json",
	scope: "projects:write",
	authenticated: true,
	redirect: false,
	defaultBody: false,
	resumableErrors: { approver_selection_required: resumeApproverSelectionRequiredError }
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
export function submitProject(transport, params, options) {
	return transport.call(submitProjectOperation, params, options);
}
const approveProjectOperation = {
	id: "approveProject",
	method: "POST",
	path: "/projects/{id}/approve",
	scope: "project_approvals:write",
	authenticated: true,
	redirect: false,
	defaultBody: false
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
export function approveProject(transport, params, options) {
	return transport.call(approveProjectOperation, params, options);
}
const rejectProjectOperation = {
	id: "rejectProject",
	method: "POST",
	path: "/projects/{id}/reject",
	bodyMediaType: "application/json",
	scope: "project_approvals:write",
	authenticated: true,
	redirect: false,
	defaultBody: false
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
export function rejectProject(transport, params, options) {
	return transport.call(rejectProjectOperation, params, options);
}
const holdProjectOperation = {
	id: "holdProject",
	method: "POST",
	path: "/projects/{id}/hold",
	scope: "projects:write",
	authenticated: true,
	redirect: false,
	defaultBody: false
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
export function holdProject(transport, params, options) {
	return transport.call(holdProjectOperation, params, options);
}
const resumeProjectOperation = {
	id: "resumeProject",
	method: "POST",
	path: "/projects/{id}/resume",
	scope: "projects:write",
	authenticated: true,
	redirect: false,
	defaultBody: false
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
export function resumeProject(transport, params, options) {
	return transport.call(resumeProjectOperation, params, options);
}
const cancelProjectOperation = {
	id: "cancelProject",
	method: "POST",
	path: "/projects/{id}/cancel",
	scope: "projects:write",
	authenticated: true,
	redirect: false,
	defaultBody: false
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
export function cancelProject(transport, params, options) {
	return transport.call(cancelProjectOperation, params, options);
}
const completeProjectOperation = {
	id: "completeProject",
	method: "POST",
	path: "/projects/{id}/complete",
	scope: "projects:write",
	authenticated: true,
	redirect: false,
	defaultBody: false
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
export function completeProject(transport, params, options) {
	return transport.call(completeProjectOperation, params, options);
}
const getProjectsHelpOperation = {
	id: "getProjectsHelp",
	method: "GET",
	path: "/projects/help",
	scope: "projects:read",
	authenticated: true,
	redirect: false,
	defaultBody: false
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
export function getProjectsHelp(transport, params = {}, options) {
	return transport.call(getProjectsHelpOperation, params, options);
}
const listSupplierUsersOperation = {
	id: "listSupplierUsers",
	method: "GET",
	path: "/supplier_users",
	query: {
		params: [
			{
				name: "filter",
				style: "deepObject",
				allowReserved: false
			},
			{
				name: "or",
				style: "deepObject",
				allowReserved: false
			},
			{
				name: "sort",
				style: "deepObject",
				allowReserved: false
			},
			{
				name: "limit",
				style: "form",
				allowReserved: false
			}
		],
		serialize: serializeQuery
	},
	scope: "supplier_users:read",
	authenticated: true,
	redirect: false,
	defaultBody: false
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
export function listSupplierUsers(transport, params = {}, options) {
	return transport.call(listSupplierUsersOperation, params, options);
}
const getSupplierUsersHelpOperation = {
	id: "getSupplierUsersHelp",
	method: "GET",
	path: "/supplier_users/help",
	scope: "supplier_users:read",
	authenticated: true,
	redirect: false,
	defaultBody: false
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
export function getSupplierUsersHelp(transport, params = {}, options) {
	return transport.call(getSupplierUsersHelpOperation, params, options);
}
