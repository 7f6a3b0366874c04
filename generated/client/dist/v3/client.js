import { ApiError } from "../runtime/errors.js";
import { withResponse } from "../runtime/with-response.js";
import { createApiKeyTransport } from "../runtime/create.js";
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
	root: "/api/v3",
	tenantHeaderName: "service-tenant-id",
	defaultRegion: "global"
};
const FACTS = {
	errorEnvelope: false,
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
	insufficientScopeCode: "insufficient_scope"
};
/** True for an error a call of this version rejects with after a response, its `code` narrowed to the version's codes. */
export function isApiError(error) {
	return error instanceof ApiError;
}
const API = {
	servers: SERVERS,
	facts: FACTS,
	header: "X-API-Key"
};
/** The transport alone, for calling the standalone operation functions (smallest bundles). */
export function createV3Transport(options) {
	return createApiKeyTransport(API, options);
}
/** A client with one method per operation of Sourcing Platform API v3. */
export function createV3Client(options) {
	const transport = createV3Transport(options);
	return {
		listJobs: (params, callOptions) => ops.listJobs(transport, params ?? {}, callOptions),
		getJob: (params, callOptions) => ops.getJob(transport, params, callOptions),
		createJob: (params, callOptions) => ops.createJob(transport, params ?? {}, callOptions),
		updateJob: (params, callOptions) => ops.updateJob(transport, params, callOptions),
		deleteJob: (params, callOptions) => ops.deleteJob(transport, params, callOptions),
		uploadJobFile: (params, callOptions) => ops.uploadJobFile(transport, params, callOptions),
		approveJobApproval: (params, callOptions) => ops.approveJobApproval(transport, params, callOptions),
		rejectJobApproval: (params, callOptions) => ops.rejectJobApproval(transport, params, callOptions),
		createMilestone: (params, callOptions) => ops.createMilestone(transport, params ?? {}, callOptions),
		deleteMilestone: (params, callOptions) => ops.deleteMilestone(transport, params, callOptions),
		listEois: (params, callOptions) => ops.listEois(transport, params ?? {}, callOptions),
		getOrg: (params, callOptions) => ops.getOrg(transport, params, callOptions),
		listOrgUnits: (params, callOptions) => ops.listOrgUnits(transport, params, callOptions),
		getPurchaseOrder: (params, callOptions) => ops.getPurchaseOrder(transport, params, callOptions),
		deletePurchaseOrder: (params, callOptions) => ops.deletePurchaseOrder(transport, params, callOptions),
		listSupplierCatalogs: (params, callOptions) => ops.listSupplierCatalogs(transport, params, callOptions),
		getSupplierCatalog: (params, callOptions) => ops.getSupplierCatalog(transport, params, callOptions),
		getSupplierResource: (params, callOptions) => ops.getSupplierResource(transport, params, callOptions),
		listSupplierUsersBySupplier: (params, callOptions) => ops.listSupplierUsersBySupplier(transport, params, callOptions),
		listSkillTaxonomies: (params, callOptions) => ops.listSkillTaxonomies(transport, params ?? {}, callOptions),
		getInvoiceFile: (params, callOptions) => ops.getInvoiceFile(transport, params, callOptions),
		listJobsAll: (params, callOptions, maxPages) => ops.listJobsAll(transport, params ?? {}, callOptions, maxPages),
		listEoisAll: (params, callOptions, maxPages) => ops.listEoisAll(transport, params ?? {}, callOptions, maxPages),
		listOrgUnitsAll: (params, callOptions, maxPages) => ops.listOrgUnitsAll(transport, params, callOptions, maxPages),
		listSkillTaxonomiesAll: (params, callOptions, maxPages) => ops.listSkillTaxonomiesAll(transport, params ?? {}, callOptions, maxPages),
		withResponse: {
			listJobs: (params, callOptions) => withResponse((o) => ops.listJobs(transport, params ?? {}, o), callOptions),
			getJob: (params, callOptions) => withResponse((o) => ops.getJob(transport, params, o), callOptions),
			createJob: (params, callOptions) => withResponse((o) => ops.createJob(transport, params ?? {}, o), callOptions),
			updateJob: (params, callOptions) => withResponse((o) => ops.updateJob(transport, params, o), callOptions),
			deleteJob: (params, callOptions) => withResponse((o) => ops.deleteJob(transport, params, o), callOptions),
			uploadJobFile: (params, callOptions) => withResponse((o) => ops.uploadJobFile(transport, params, o), callOptions),
			approveJobApproval: (params, callOptions) => withResponse((o) => ops.approveJobApproval(transport, params, o), callOptions),
			rejectJobApproval: (params, callOptions) => withResponse((o) => ops.rejectJobApproval(transport, params, o), callOptions),
			createMilestone: (params, callOptions) => withResponse((o) => ops.createMilestone(transport, params ?? {}, o), callOptions),
			deleteMilestone: (params, callOptions) => withResponse((o) => ops.deleteMilestone(transport, params, o), callOptions),
			listEois: (params, callOptions) => withResponse((o) => ops.listEois(transport, params ?? {}, o), callOptions),
			getOrg: (params, callOptions) => withResponse((o) => ops.getOrg(transport, params, o), callOptions),
			listOrgUnits: (params, callOptions) => withResponse((o) => ops.listOrgUnits(transport, params, o), callOptions),
			getPurchaseOrder: (params, callOptions) => withResponse((o) => ops.getPurchaseOrder(transport, params, o), callOptions),
			deletePurchaseOrder: (params, callOptions) => withResponse((o) => ops.deletePurchaseOrder(transport, params, o), callOptions),
			listSupplierCatalogs: (params, callOptions) => withResponse((o) => ops.listSupplierCatalogs(transport, params, o), callOptions),
			getSupplierCatalog: (params, callOptions) => withResponse((o) => ops.getSupplierCatalog(transport, params, o), callOptions),
			getSupplierResource: (params, callOptions) => withResponse((o) => ops.getSupplierResource(transport, params, o), callOptions),
			listSupplierUsersBySupplier: (params, callOptions) => withResponse((o) => ops.listSupplierUsersBySupplier(transport, params, o), callOptions),
			listSkillTaxonomies: (params, callOptions) => withResponse((o) => ops.listSkillTaxonomies(transport, params ?? {}, o), callOptions),
			getInvoiceFile: (params, callOptions) => withResponse((o) => ops.getInvoiceFile(transport, params, o), callOptions)
		}
	};
}
