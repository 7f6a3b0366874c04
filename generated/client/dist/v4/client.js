import { ApiError } from "../runtime/errors.js";
import { withResponse } from "../runtime/with-response.js";
import { createOAuthTransport } from "../runtime/create.js";
import { scopesFor as scopesForTable } from "../runtime/scopes.js";
import { acceptsStatus as acceptsStatusIn, isWrongStateError as isWrongStateErrorIn } from "../runtime/transitions.js";
import * as ops from "./operations.js";
/** Addresses of this version, from the model's servers. */
export const SERVERS = {
	regions: {
		global: "https://api.service.invalid",
		eu: "https://eu.api.service.invalid",
		uk: "https://uk.api.service.invalid",
		us: "https://us.api.service.invalid"
	},
	organisation: "https://{organisation_domain}",
	root: "/api/v4",
	tenantHeaderName: "service-tenant-id",
	defaultRegion: "global"
};
const FACTS = {
	errorEnvelope: true,
	tenantUnknownStatus: 404,
	tenantUnknownBody: "Tenant Unknown",
	failureStatuses: {
		invalidRequest: 400,
		invalidToken: 401,
		insufficientScope: 403,
		notFound: 404,
		methodNotAllowed: 405,
		validationFailed: 422
	},
	insufficientScopeCode: "insufficient_scope",
	scopeFields: {
		required: "required_scope",
		provided: "provided_scopes"
	}
};
/** True for an error a call of this version rejects with after a response, its `code` narrowed to the version's codes. */
export function isApiError(error) {
	return error instanceof ApiError;
}
const API = {
	servers: SERVERS,
	facts: FACTS,
	tokenUrl: "https://api.service.invalid/api/v4/oauth/token",
	tokenPath: "/oauth/token",
	refreshEarly: true
};
/** The scope each operation requires, from the model. */
export const OPERATION_SCOPES = {
	getWelcome: "welcome:read",
	listProjects: "projects:read",
	createProject: "projects:write",
	getProject: "projects:read",
	updateProject: "projects:write",
	uploadProjectFile: "projects:write",
	submitProject: "projects:write",
	approveProject: "project_approvals:write",
	rejectProject: "project_approvals:write",
	holdProject: "projects:write",
	resumeProject: "projects:write",
	cancelProject: "projects:write",
	completeProject: "projects:write",
	getProjectsHelp: "projects:read",
	listSupplierUsers: "supplier_users:read",
	getSupplierUsersHelp: "supplier_users:read"
};
/** The narrowest scope set for a set of operations: request a token with exactly these. */
export function scopesFor(operations) {
	return scopesForTable(OPERATION_SCOPES, operations);
}
/** The workflow operations' transitions, as the model states them: a part it does not show is left out. */
export const TRANSITIONS = {
	submitProject: {
		field: "status",
		from: ["draft"],
		wrongState: {
			status: 422,
			error: "validation_failed"
		}
	},
	approveProject: {
		field: "status",
		wrongState: {
			status: 422,
			error: "validation_failed"
		}
	},
	rejectProject: {
		field: "status",
		wrongState: {
			status: 422,
			error: "validation_failed"
		}
	},
	holdProject: {
		field: "status",
		wrongState: {
			status: 422,
			error: "validation_failed"
		}
	},
	resumeProject: {
		field: "status",
		wrongState: {
			status: 422,
			error: "validation_failed"
		}
	},
	cancelProject: {
		field: "status",
		wrongState: {
			status: 422,
			error: "validation_failed"
		}
	},
	completeProject: {
		field: "status",
		wrongState: {
			status: 422,
			error: "validation_failed"
		}
	}
};
/** Whether `operation` accepts a record whose status is `status`: undefined where the model does not state it. */
export function acceptsStatus(operation, status) {
	return acceptsStatusIn(TRANSITIONS, operation, status);
}
/** Whether `error` is `operation`'s answer to a record in a status it is not accepted from (the model's wrong-state status and code). */
export function isWrongStateError(operation, error) {
	return isWrongStateErrorIn(TRANSITIONS, operation, error);
}
/** The transport alone, for calling the standalone operation functions (smallest bundles). */
export function createV4Transport(options) {
	return createOAuthTransport(API, options);
}
/** A client with one method per operation of Sourcing Platform API v4. */
export function createV4Client(options) {
	const transport = createV4Transport(options);
	return {
		requestToken: (params, callOptions) => ops.requestToken(transport, params, callOptions),
		getWelcome: (params, callOptions) => ops.getWelcome(transport, params ?? {}, callOptions),
		listProjects: (params, callOptions) => ops.listProjects(transport, params ?? {}, callOptions),
		createProject: (params, callOptions) => ops.createProject(transport, params ?? {}, callOptions),
		getProject: (params, callOptions) => ops.getProject(transport, params, callOptions),
		updateProject: (params, callOptions) => ops.updateProject(transport, params, callOptions),
		uploadProjectFile: (params, callOptions) => ops.uploadProjectFile(transport, params, callOptions),
		submitProject: (params, callOptions) => ops.submitProject(transport, params, callOptions),
		approveProject: (params, callOptions) => ops.approveProject(transport, params, callOptions),
		rejectProject: (params, callOptions) => ops.rejectProject(transport, params, callOptions),
		holdProject: (params, callOptions) => ops.holdProject(transport, params, callOptions),
		resumeProject: (params, callOptions) => ops.resumeProject(transport, params, callOptions),
		cancelProject: (params, callOptions) => ops.cancelProject(transport, params, callOptions),
		completeProject: (params, callOptions) => ops.completeProject(transport, params, callOptions),
		getProjectsHelp: (params, callOptions) => ops.getProjectsHelp(transport, params ?? {}, callOptions),
		listSupplierUsers: (params, callOptions) => ops.listSupplierUsers(transport, params ?? {}, callOptions),
		getSupplierUsersHelp: (params, callOptions) => ops.getSupplierUsersHelp(transport, params ?? {}, callOptions),
		withResponse: {
			requestToken: (params, callOptions) => withResponse((o) => ops.requestToken(transport, params, o), callOptions),
			getWelcome: (params, callOptions) => withResponse((o) => ops.getWelcome(transport, params ?? {}, o), callOptions),
			listProjects: (params, callOptions) => withResponse((o) => ops.listProjects(transport, params ?? {}, o), callOptions),
			createProject: (params, callOptions) => withResponse((o) => ops.createProject(transport, params ?? {}, o), callOptions),
			getProject: (params, callOptions) => withResponse((o) => ops.getProject(transport, params, o), callOptions),
			updateProject: (params, callOptions) => withResponse((o) => ops.updateProject(transport, params, o), callOptions),
			uploadProjectFile: (params, callOptions) => withResponse((o) => ops.uploadProjectFile(transport, params, o), callOptions),
			submitProject: (params, callOptions) => withResponse((o) => ops.submitProject(transport, params, o), callOptions),
			approveProject: (params, callOptions) => withResponse((o) => ops.approveProject(transport, params, o), callOptions),
			rejectProject: (params, callOptions) => withResponse((o) => ops.rejectProject(transport, params, o), callOptions),
			holdProject: (params, callOptions) => withResponse((o) => ops.holdProject(transport, params, o), callOptions),
			resumeProject: (params, callOptions) => withResponse((o) => ops.resumeProject(transport, params, o), callOptions),
			cancelProject: (params, callOptions) => withResponse((o) => ops.cancelProject(transport, params, o), callOptions),
			completeProject: (params, callOptions) => withResponse((o) => ops.completeProject(transport, params, o), callOptions),
			getProjectsHelp: (params, callOptions) => withResponse((o) => ops.getProjectsHelp(transport, params ?? {}, o), callOptions),
			listSupplierUsers: (params, callOptions) => withResponse((o) => ops.listSupplierUsers(transport, params ?? {}, o), callOptions),
			getSupplierUsersHelp: (params, callOptions) => withResponse((o) => ops.getSupplierUsersHelp(transport, params ?? {}, o), callOptions)
		}
	};
}
