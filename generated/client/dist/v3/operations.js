// Generated from spec/ by the API contract toolchain: do not edit.
import { serializeQuery } from "../runtime/query.js";
import { paginate } from "../runtime/paginate.js";
const listJobsOperation = {
	id: "listJobs",
	method: "GET",
	path: "/jobs",
	query: {
		params: [
			{
				name: "created",
				style: "form",
				allowReserved: true,
				dateRange: "+TO+"
			},
			{
				name: "updated",
				style: "form",
				allowReserved: true,
				dateRange: "+TO+"
			},
			{
				name: "limit",
				style: "form",
				allowReserved: false
			},
			{
				name: "page",
				style: "form",
				allowReserved: false
			},
			{
				name: "sort",
				style: "form",
				allowReserved: true,
				sort: {
					pair: ":",
					list: ","
				}
			}
		],
		serialize: serializeQuery
	},
	authenticated: true,
	redirect: false,
	defaultBody: false
};
/**
* List jobs
*
* Lists the jobs (projects) the acting user may see.
*
* `GET /api/v3/jobs`
* Without a sort, the list is ordered by created, descending.
* Errors: 404, 4XX.
* Not sendable: Status filter. The name of the status filter parameter is not shown.
* Not sendable: A second range filter on an updated timestamp. The name of the second updated-range filter is not shown.
* Not sendable: Supplier id filter. The name of the supplier id filter is not shown.
* Not sendable: Client organisation id filter. The name of the client organisation id filter is not shown.
* @example
* const response = await client.listJobs();
* // response, from the sandbox's demo data (sandbox/demo.yaml, tenant acme): {"jobs":[{"id":"job-1003","title":"Warehouse racking","description":"Pallet racking for the north warehouse.","status":"draft","budget":"73000.50","ccy":"EUR","…
*/
export function listJobs(transport, params = {}, options) {
	return transport.call(listJobsOperation, params, options);
}
/** Every item of `listJobs`, page after page: stops at the first empty page, not at a short one (the maximum page size is not shown); at most `maxPages` pages. */
export function listJobsAll(transport, params = {}, options, maxPages) {
	return paginate((p) => listJobs(transport, p, options), (body) => body.jobs, params, maxPages);
}
const getJobOperation = {
	id: "getJob",
	method: "GET",
	path: "/jobs/{id}",
	authenticated: true,
	redirect: false,
	defaultBody: false
};
/**
* Get a job
*
* `GET /api/v3/jobs/{id}`
* Errors: 404, 4XX.
* @example
* const response = await client.getJob({ path: { id: 'job-1001' } });
* // response, from the sandbox's demo data (sandbox/demo.yaml, tenant acme): {"id":"job-1001","title":"Office fit-out","description":"Fit-out of the second floor.","status":"in_progress","supplier_defined_milestones":"false","start_date"…
*/
export function getJob(transport, params, options) {
	return transport.call(getJobOperation, params, options);
}
const createJobOperation = {
	id: "createJob",
	method: "POST",
	path: "/jobs",
	bodyMediaType: "application/json",
	authenticated: true,
	redirect: false,
	defaultBody: false
};
/**
* Create a job
*
* Named only in the v3 to v4 path mapping.
*
* `POST /api/v3/jobs`
* Errors: 404, 4XX.
* @example
* const response = await client.createJob();
*/
export function createJob(transport, params = {}, options) {
	return transport.call(createJobOperation, params, options);
}
const updateJobOperation = {
	id: "updateJob",
	method: "PATCH",
	path: "/jobs/{id}",
	bodyMediaType: "application/json",
	authenticated: true,
	redirect: false,
	defaultBody: false
};
/**
* Update a job
*
* Named only in the v3 to v4 path mapping.
*
* `PATCH /api/v3/jobs/{id}`
* Errors: 404, 4XX.
* @example
* const response = await client.updateJob({ path: { id: 'job-1001' } });
*/
export function updateJob(transport, params, options) {
	return transport.call(updateJobOperation, params, options);
}
const deleteJobOperation = {
	id: "deleteJob",
	method: "DELETE",
	path: "/jobs/{id}",
	authenticated: true,
	redirect: false,
	defaultBody: false
};
/**
* Delete a job
*
* Named only in the v3 to v4 path mapping; v4 has no equivalent (cancel or close the project).
*
* `DELETE /api/v3/jobs/{id}`
* Errors: 404, 4XX.
* @example
* const response = await client.deleteJob({ path: { id: 'job-1001' } });
* // response, from the sandbox's demo data (sandbox/demo.yaml, tenant acme): {"message":"<MESSAGE>"}
*/
export function deleteJob(transport, params, options) {
	return transport.call(deleteJobOperation, params, options);
}
const uploadJobFileOperation = {
	id: "uploadJobFile",
	method: "POST",
	path: "/jobs/{id}/file_upload",
	bodyMediaType: "multipart/form-data",
	authenticated: true,
	redirect: false,
	defaultBody: false
};
/**
* Upload a file to a job
*
* Named only in the v3 to v4 path mapping.
*
* `POST /api/v3/jobs/{id}/file_upload`
* Errors: 404, 4XX.
* @example
* const response = await client.uploadJobFile({ path: { id: 'job-1001' } });
*/
export function uploadJobFile(transport, params, options) {
	return transport.call(uploadJobFileOperation, params, options);
}
const approveJobApprovalOperation = {
	id: "approveJobApproval",
	method: "PATCH",
	path: "/job_approvals/{id}/approve",
	authenticated: true,
	redirect: false,
	defaultBody: false
};
/**
* Approve a job approval step
*
* Named only in the v3 to v4 path mapping. `{id}` is the approver record id, not a user id.
* Not shown in the specification: The request of this operation is not shown; whether it takes a body (as reject takes `rejection_reason`) is not known, so none is described.
*
* `PATCH /api/v3/job_approvals/{id}/approve`
* Errors: 404, 4XX.
* @example
* const response = await client.approveJobApproval({ path: { id: 'appr-1' } });
*/
export function approveJobApproval(transport, params, options) {
	return transport.call(approveJobApprovalOperation, params, options);
}
const rejectJobApprovalOperation = {
	id: "rejectJobApproval",
	method: "PATCH",
	path: "/job_approvals/{id}/reject",
	bodyMediaType: "application/x-www-form-urlencoded",
	authenticated: true,
	redirect: false,
	defaultBody: false
};
/**
* Reject a job approval step
*
* Rejecting a project approval step is a PATCH on the approver record.
*
* `PATCH /api/v3/job_approvals/{id}/reject`
* Errors: 404, 4XX.
* @example
* const response = await client.rejectJobApproval({ path: { id: 'appr-1' } });
* // response, from the sandbox's demo data (sandbox/demo.yaml, tenant acme): {"message":"<MESSAGE>"}
*/
export function rejectJobApproval(transport, params, options) {
	return transport.call(rejectJobApprovalOperation, params, options);
}
const createMilestoneOperation = {
	id: "createMilestone",
	method: "POST",
	path: "/milestones",
	bodyMediaType: "application/json",
	authenticated: true,
	redirect: false,
	defaultBody: false
};
/**
* Create a milestone
*
* The body carries the Milestone fields, including nested approved_by and level_1_approved_by users, children, parents and custom_fields.
*
* `POST /api/v3/milestones`
* Errors: 404, 4XX.
* @example
* const response = await client.createMilestone();
* // response, from the sandbox's demo data (sandbox/demo.yaml, tenant acme): {"id":"ms-1","title":"Design sign-off","job_id":"job-1001","rate":"1000.00","ccy":"GBP","status":"open","client_suggested":"true","created_at":"2024-01-03T09:00…
*/
export function createMilestone(transport, params = {}, options) {
	return transport.call(createMilestoneOperation, params, options);
}
const deleteMilestoneOperation = {
	id: "deleteMilestone",
	method: "DELETE",
	path: "/milestones/{id}",
	authenticated: true,
	redirect: false,
	defaultBody: false
};
/**
* Delete a milestone
*
* `DELETE /api/v3/milestones/{id}`
* Errors: 404, 4XX.
* @example
* const response = await client.deleteMilestone({ path: { id: 'ms-1' } });
* // response, from the sandbox's demo data (sandbox/demo.yaml, tenant acme): {"message":"<MESSAGE>"}
*/
export function deleteMilestone(transport, params, options) {
	return transport.call(deleteMilestoneOperation, params, options);
}
const listEoisOperation = {
	id: "listEois",
	method: "GET",
	path: "/eois",
	query: {
		params: [
			{
				name: "created",
				style: "form",
				allowReserved: true,
				dateRange: "+TO+"
			},
			{
				name: "updated",
				style: "form",
				allowReserved: true,
				dateRange: "+TO+"
			},
			{
				name: "limit",
				style: "form",
				allowReserved: false
			},
			{
				name: "page",
				style: "form",
				allowReserved: false
			},
			{
				name: "sort",
				style: "form",
				allowReserved: true,
				sort: {
					pair: ":",
					list: ","
				}
			}
		],
		serialize: serializeQuery
	},
	authenticated: true,
	redirect: false,
	defaultBody: false
};
/**
* List EOIs
*
* `GET /api/v3/eois`
* Without a sort, the list is ordered by created, descending.
* Errors: 404, 4XX.
* Not sendable: Ended date range. The name of the ended-range filter is not shown.
* Not sendable: Submission deadline date range. The name of the submission-deadline range filter is not shown.
* @example
* const response = await client.listEois();
* // response, from the sandbox's demo data (sandbox/demo.yaml, tenant acme): {"eois":[{"id":"eoi-2","title":"Racking suppliers","status":"open","eoi_matches_count":"1","created_at":"2024-03-01T09:00:00Z","updated_at":"2024-03-02T09:00:00…
*/
export function listEois(transport, params = {}, options) {
	return transport.call(listEoisOperation, params, options);
}
/** Every item of `listEois`, page after page: stops at the first empty page, not at a short one (the maximum page size is not shown); at most `maxPages` pages. */
export function listEoisAll(transport, params = {}, options, maxPages) {
	return paginate((p) => listEois(transport, p, options), (body) => body.eois, params, maxPages);
}
const getOrgOperation = {
	id: "getOrg",
	method: "GET",
	path: "/orgs/{id}",
	authenticated: true,
	redirect: false,
	defaultBody: false
};
/**
* Get an organisation
*
* `GET /api/v3/orgs/{id}`
* Errors: 404, 4XX.
* @example
* const response = await client.getOrg({ path: { id: 'org-acme' } });
* // response, from the sandbox's demo data (sandbox/demo.yaml, tenant acme): {"id":"org-acme","name":"Acme Ltd","is_external_client":"false","created_at":"2020-01-01T00:00:00Z","updated_at":"2024-01-01T00:00:00Z","settings":{"default_fee…
*/
export function getOrg(transport, params, options) {
	return transport.call(getOrgOperation, params, options);
}
const listOrgUnitsOperation = {
	id: "listOrgUnits",
	method: "GET",
	path: "/orgs/{org_id}/org_units",
	query: {
		params: [
			{
				name: "created",
				style: "form",
				allowReserved: true,
				dateRange: "+TO+"
			},
			{
				name: "updated",
				style: "form",
				allowReserved: true,
				dateRange: "+TO+"
			},
			{
				name: "limit",
				style: "form",
				allowReserved: false
			},
			{
				name: "page",
				style: "form",
				allowReserved: false
			}
		],
		serialize: serializeQuery
	},
	authenticated: true,
	redirect: false,
	defaultBody: false
};
/**
* List an organisation's org units
*
* `GET /api/v3/orgs/{org_id}/org_units`
* Without a sort, the list is ordered by created, descending.
* Errors: 404, 4XX.
* Not sendable: Name match. The name of the name-match parameter is not shown.
* @example
* const response = await client.listOrgUnits({ path: { org_id: 'org-acme' } });
* // response, from the sandbox's demo data (sandbox/demo.yaml, tenant acme): [{"id":"ou-2","name":"Facilities North","unit_type":"department","parent_id":"ou-1","created_at":"2022-01-01T00:00:00Z","updated_at":"2022-01-01T00:00:00Z"},{"i…
*/
export function listOrgUnits(transport, params, options) {
	return transport.call(listOrgUnitsOperation, params, options);
}
/** Every item of `listOrgUnits`, page after page: stops at the first empty page, not at a short one (the maximum page size is not shown); at most `maxPages` pages. */
export function listOrgUnitsAll(transport, params, options, maxPages) {
	return paginate((p) => listOrgUnits(transport, p, options), (body) => body, params, maxPages);
}
const getPurchaseOrderOperation = {
	id: "getPurchaseOrder",
	method: "GET",
	path: "/purchase_orders/{id}",
	authenticated: true,
	redirect: false,
	defaultBody: false
};
/**
* Get a purchase order
*
* `GET /api/v3/purchase_orders/{id}`
* Errors: 404, 4XX.
* @example
* const response = await client.getPurchaseOrder({ path: { id: 'po-1' } });
* // response, from the sandbox's demo data (sandbox/demo.yaml, tenant acme): {"id":"po-1","po_number":"PO-0001","external_provider":"sap","external_id":"4500001","version":2,"status":"open","owners":{"job":{"id":"job-1001"},"supplier":{"…
*/
export function getPurchaseOrder(transport, params, options) {
	return transport.call(getPurchaseOrderOperation, params, options);
}
const deletePurchaseOrderOperation = {
	id: "deletePurchaseOrder",
	method: "DELETE",
	path: "/purchase_orders/{id}",
	authenticated: true,
	redirect: false,
	defaultBody: false
};
/**
* Delete a purchase order
*
* `DELETE /api/v3/purchase_orders/{id}`
* Errors: 404, 4XX.
* @example
* const response = await client.deletePurchaseOrder({ path: { id: 'po-1' } });
* // response, from the sandbox's demo data (sandbox/demo.yaml, tenant acme): {"message":"<MESSAGE>"}
*/
export function deletePurchaseOrder(transport, params, options) {
	return transport.call(deletePurchaseOrderOperation, params, options);
}
const listSupplierCatalogsOperation = {
	id: "listSupplierCatalogs",
	method: "GET",
	path: "/suppliers/{id}/catalogs",
	query: {
		params: [
			{
				name: "created",
				style: "form",
				allowReserved: true,
				dateRange: "+TO+"
			},
			{
				name: "updated",
				style: "form",
				allowReserved: true,
				dateRange: "+TO+"
			},
			{
				name: "sort",
				style: "form",
				allowReserved: true,
				sort: {
					pair: ":",
					list: ","
				}
			},
			{
				name: "limit",
				style: "form",
				allowReserved: false
			},
			{
				name: "page",
				style: "form",
				allowReserved: false
			}
		],
		serialize: serializeQuery
	},
	authenticated: true,
	redirect: false,
	defaultBody: false
};
/**
* List a supplier's catalogs
*
* `GET /api/v3/suppliers/{id}/catalogs`
* Without a sort, the list is ordered by created, descending.
* Errors: 404, 4XX.
* Not sendable: Name search string. The name of the name-search parameter is not shown.
* @example
* const response = await client.listSupplierCatalogs({ path: { id: 'sup-1' } });
*/
export function listSupplierCatalogs(transport, params, options) {
	return transport.call(listSupplierCatalogsOperation, params, options);
}
const getSupplierCatalogOperation = {
	id: "getSupplierCatalog",
	method: "GET",
	path: "/suppliers/{id}/catalogs/{catalog_id}",
	authenticated: true,
	redirect: false,
	defaultBody: false
};
/**
* Get a supplier catalog
*
* `GET /api/v3/suppliers/{id}/catalogs/{catalog_id}`
* Errors: 404, 4XX.
* @example
* const response = await client.getSupplierCatalog({ path: { id: 'sup-1', catalog_id: 'cat-1' } });
* // response, from the sandbox's demo data (sandbox/demo.yaml, tenant acme): {"id":"cat-1","name":"Cabling catalog","status":"approved","ccy":"GBP","created_at":"2023-01-01T00:00:00Z","updated_at":"2023-06-01T00:00:00Z"}
*/
export function getSupplierCatalog(transport, params, options) {
	return transport.call(getSupplierCatalogOperation, params, options);
}
const getSupplierResourceOperation = {
	id: "getSupplierResource",
	method: "GET",
	path: "/suppliers/{id}/resources/{resource_id}",
	authenticated: true,
	redirect: false,
	defaultBody: false
};
/**
* Get a supplier resource (worker)
*
* `GET /api/v3/suppliers/{id}/resources/{resource_id}`
* Errors: 404, 4XX.
* @example
* const response = await client.getSupplierResource({ path: { id: 'sup-1', resource_id: 'res-1' } });
* // response, from the sandbox's demo data (sandbox/demo.yaml, tenant acme): {"id":"res-1","name":"Jane Worker","resourceable_type":"Worker","resourceable_id":"w-1","created_at":"2023-01-01T00:00:00Z","updated_at":"2023-01-01T00:00:00Z"}
*/
export function getSupplierResource(transport, params, options) {
	return transport.call(getSupplierResourceOperation, params, options);
}
const listSupplierUsersBySupplierOperation = {
	id: "listSupplierUsersBySupplier",
	method: "GET",
	path: "/suppliers/{id}/supplier_users",
	authenticated: true,
	redirect: false,
	defaultBody: false
};
/**
* List a supplier's users
*
* Named only in the v3 to v4 path mapping.
*
* `GET /api/v3/suppliers/{id}/supplier_users`
* Errors: 404, 4XX.
* @example
* const response = await client.listSupplierUsersBySupplier({ path: { id: 'sup-1' } });
*/
export function listSupplierUsersBySupplier(transport, params, options) {
	return transport.call(listSupplierUsersBySupplierOperation, params, options);
}
const listSkillTaxonomiesOperation = {
	id: "listSkillTaxonomies",
	method: "GET",
	path: "/skill_taxonomies",
	query: {
		params: [
			{
				name: "created",
				style: "form",
				allowReserved: true,
				dateRange: "+TO+"
			},
			{
				name: "updated",
				style: "form",
				allowReserved: true,
				dateRange: "+TO+"
			},
			{
				name: "sort",
				style: "form",
				allowReserved: true,
				sort: {
					pair: ":",
					list: ","
				}
			},
			{
				name: "limit",
				style: "form",
				allowReserved: false
			},
			{
				name: "page",
				style: "form",
				allowReserved: false
			}
		],
		serialize: serializeQuery
	},
	authenticated: true,
	redirect: false,
	defaultBody: false
};
/**
* List skill taxonomies
*
* `GET /api/v3/skill_taxonomies`
* Without a sort, the list is ordered by created, descending.
* Errors: 404, 4XX.
* Not sendable: Name search. The name of the name-search parameter is not shown.
* @example
* const response = await client.listSkillTaxonomies();
* // response, from the sandbox's demo data (sandbox/demo.yaml, tenant acme): {"skill_taxonomies":[{"id":"tax-1","name":"Construction","created_at":"2022-01-01T00:00:00Z","updated_at":"2022-01-01T00:00:00Z"}]}
*/
export function listSkillTaxonomies(transport, params = {}, options) {
	return transport.call(listSkillTaxonomiesOperation, params, options);
}
/** Every item of `listSkillTaxonomies`, page after page: stops at the first empty page, not at a short one (the maximum page size is not shown); at most `maxPages` pages. */
export function listSkillTaxonomiesAll(transport, params = {}, options, maxPages) {
	return paginate((p) => listSkillTaxonomies(transport, p, options), (body) => body.skill_taxonomies, params, maxPages);
}
const getInvoiceFileOperation = {
	id: "getInvoiceFile",
	method: "GET",
	path: "/invoices/{id}/file",
	authenticated: true,
	redirect: true,
	defaultBody: true
};
/**
* Download an invoice's file
*
* Redirects to the invoice file when a file exists; otherwise answers a JSON message saying no file was found for the invoice.
*
* `GET /api/v3/invoices/{id}/file`
* Errors: 404, 4XX.
* @example
* const response = await client.getInvoiceFile({ path: { id: 'inv-1' } });
* // response, from the sandbox's demo data (sandbox/demo.yaml, tenant acme): {"message":"<MESSAGE>"}
*/
export function getInvoiceFile(transport, params, options) {
	return transport.call(getInvoiceFileOperation, params, options);
}
