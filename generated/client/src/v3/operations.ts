// Generated from spec/ by the API contract toolchain: do not edit.
import { serializeQuery, type DateRange, type SortKey } from '../runtime/query.js';
import type { CallOptions, OperationDescriptor, RedirectResult, Transport } from '../runtime/transport.js';
import { paginate } from '../runtime/paginate.js';
import type * as T from './types.js';

/** Parameters of `listJobs`. */
export type ListJobsParams = {
  query?: {
    /** Created date range. */
    created?: string | DateRange;
    /** Updated date range. */
    updated?: string | DateRange;
    /** The number of results per request. */
    limit?: number;
    /** Paginates when the results exceed the limit. */
    page?: number;
    /** Orderings, a comma-separated list of `field:direction`. The default order is created, descending. */
    sort?: string | readonly SortKey<string>[];
  };
};
/** Result of `listJobs`. */
export type ListJobsResponse = {
  jobs?: T.JobListItem[];
};
const listJobsOperation: OperationDescriptor = {
  id: 'listJobs',
  method: 'GET',
  path: '/jobs',
  query: {
    params: [
      { name: 'created', style: 'form', allowReserved: true, dateRange: '+TO+' },
      { name: 'updated', style: 'form', allowReserved: true, dateRange: '+TO+' },
      { name: 'limit', style: 'form', allowReserved: false },
      { name: 'page', style: 'form', allowReserved: false },
      { name: 'sort', style: 'form', allowReserved: true, sort: { pair: ':', list: ',' } },
    ],
    serialize: serializeQuery,
  },
  authenticated: true,
  redirect: false,
  defaultBody: false,
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
export function listJobs(transport: Transport, params: ListJobsParams = {}, options?: CallOptions): Promise<ListJobsResponse> {
  return transport.call<ListJobsResponse>(listJobsOperation, params, options);
}
/** Every item of `listJobs`, page after page: stops at the first empty page, not at a short one (the maximum page size is not shown); at most `maxPages` pages. */
export function listJobsAll(
  transport: Transport,
  params: ListJobsParams = {},
  options?: CallOptions,
  maxPages?: number,
): AsyncGenerator<T.JobListItem, void, undefined> {
  return paginate<T.JobListItem, ListJobsParams>(
    (p) => listJobs(transport, p, options),
    (body) => (body as ListJobsResponse).jobs,
    params,
    maxPages,
  );
}

/** Parameters of `getJob`. */
export type GetJobParams = {
  path: {
    /** Job id. */
    id: string;
  };
};
/** Result of `getJob`. */
export type GetJobResponse = T.Job;
const getJobOperation: OperationDescriptor = { id: 'getJob', method: 'GET', path: '/jobs/{id}', authenticated: true, redirect: false, defaultBody: false };
/**
 * Get a job
 *
 * `GET /api/v3/jobs/{id}`
 * Errors: 404, 4XX.
 * @example
 * const response = await client.getJob({ path: { id: 'job-1001' } });
 * // response, from the sandbox's demo data (sandbox/demo.yaml, tenant acme): {"id":"job-1001","title":"Office fit-out","description":"Fit-out of the second floor.","status":"in_progress","supplier_defined_milestones":"false","start_date"…
 */
export function getJob(transport: Transport, params: GetJobParams, options?: CallOptions): Promise<GetJobResponse> {
  return transport.call<GetJobResponse>(getJobOperation, params, options);
}

/** Parameters of `createJob`. */
export type CreateJobParams = {
  /**
   * The job to create.
   * Not shown in the specification: The request payload is not shown (its media type too; JSON is assumed).
   * Sent as `application/json`.
   */
  body?: Record<string, unknown>;
};
/** Result of `createJob`. */
export type CreateJobResponse = Record<string, unknown>;
const createJobOperation: OperationDescriptor = {
  id: 'createJob',
  method: 'POST',
  path: '/jobs',
  bodyMediaType: 'application/json',
  authenticated: true,
  redirect: false,
  defaultBody: false,
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
export function createJob(transport: Transport, params: CreateJobParams = {}, options?: CallOptions): Promise<CreateJobResponse> {
  return transport.call<CreateJobResponse>(createJobOperation, params, options);
}

/** Parameters of `updateJob`. */
export type UpdateJobParams = {
  path: {
    /** Job id. */
    id: string;
  };
  /**
   * The changes.
   * Not shown in the specification: The request payload is not shown (its media type too; JSON is assumed).
   * Sent as `application/json`.
   */
  body?: Record<string, unknown>;
};
/** Result of `updateJob`. */
export type UpdateJobResponse = Record<string, unknown>;
const updateJobOperation: OperationDescriptor = {
  id: 'updateJob',
  method: 'PATCH',
  path: '/jobs/{id}',
  bodyMediaType: 'application/json',
  authenticated: true,
  redirect: false,
  defaultBody: false,
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
export function updateJob(transport: Transport, params: UpdateJobParams, options?: CallOptions): Promise<UpdateJobResponse> {
  return transport.call<UpdateJobResponse>(updateJobOperation, params, options);
}

/** Parameters of `deleteJob`. */
export type DeleteJobParams = {
  path: {
    /** Job id. */
    id: string;
  };
};
/** Result of `deleteJob`. */
export type DeleteJobResponse = {
  /** About the deletion. */
  message: string;
};
const deleteJobOperation: OperationDescriptor = {
  id: 'deleteJob',
  method: 'DELETE',
  path: '/jobs/{id}',
  authenticated: true,
  redirect: false,
  defaultBody: false,
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
export function deleteJob(transport: Transport, params: DeleteJobParams, options?: CallOptions): Promise<DeleteJobResponse> {
  return transport.call<DeleteJobResponse>(deleteJobOperation, params, options);
}

/** Parameters of `uploadJobFile`. */
export type UploadJobFileParams = {
  path: {
    /** Job id. */
    id: string;
  };
  /**
   * The file.
   * Inferred: The request payload and its media type are not shown; multipart/form-data is assumed for a file upload.
   * Sent as `multipart/form-data`.
   */
  body?: FormData;
};
/** Result of `uploadJobFile`. */
export type UploadJobFileResponse = Record<string, unknown>;
const uploadJobFileOperation: OperationDescriptor = {
  id: 'uploadJobFile',
  method: 'POST',
  path: '/jobs/{id}/file_upload',
  bodyMediaType: 'multipart/form-data',
  authenticated: true,
  redirect: false,
  defaultBody: false,
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
export function uploadJobFile(transport: Transport, params: UploadJobFileParams, options?: CallOptions): Promise<UploadJobFileResponse> {
  return transport.call<UploadJobFileResponse>(uploadJobFileOperation, params, options);
}

/** Parameters of `approveJobApproval`. */
export type ApproveJobApprovalParams = {
  path: {
    /** Approver record id (not a user id). */
    id: string;
  };
};
/** Result of `approveJobApproval`. */
export type ApproveJobApprovalResponse = Record<string, unknown>;
const approveJobApprovalOperation: OperationDescriptor = {
  id: 'approveJobApproval',
  method: 'PATCH',
  path: '/job_approvals/{id}/approve',
  authenticated: true,
  redirect: false,
  defaultBody: false,
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
export function approveJobApproval(transport: Transport, params: ApproveJobApprovalParams, options?: CallOptions): Promise<ApproveJobApprovalResponse> {
  return transport.call<ApproveJobApprovalResponse>(approveJobApprovalOperation, params, options);
}

/** Parameters of `rejectJobApproval`. */
export type RejectJobApprovalParams = {
  path: {
    /** Approver record id (not a user id). */
    id: string;
  };
  /**
   * The rejection.
   * Sent as `application/x-www-form-urlencoded`.
   */
  body?: {
    /**
     * Why the step is rejected.
     * Not shown in the specification: Whether `rejection_reason` is mandatory is not shown.
     */
    rejection_reason?: string;
  };
};
/** Result of `rejectJobApproval`. */
export type RejectJobApprovalResponse = {
  /** States that the project rejection was triggered. */
  message: string;
};
const rejectJobApprovalOperation: OperationDescriptor = {
  id: 'rejectJobApproval',
  method: 'PATCH',
  path: '/job_approvals/{id}/reject',
  bodyMediaType: 'application/x-www-form-urlencoded',
  authenticated: true,
  redirect: false,
  defaultBody: false,
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
export function rejectJobApproval(transport: Transport, params: RejectJobApprovalParams, options?: CallOptions): Promise<RejectJobApprovalResponse> {
  return transport.call<RejectJobApprovalResponse>(rejectJobApprovalOperation, params, options);
}

/** Parameters of `createMilestone`. */
export type CreateMilestoneParams = {
  /**
   * The milestone.
   * Not shown in the specification: Which milestone fields are mandatory on create is not shown.
   * Sent as `application/json`.
   */
  body?: T.Milestone;
};
/** Result of `createMilestone`. */
export type CreateMilestoneResponse = T.Milestone;
const createMilestoneOperation: OperationDescriptor = {
  id: 'createMilestone',
  method: 'POST',
  path: '/milestones',
  bodyMediaType: 'application/json',
  authenticated: true,
  redirect: false,
  defaultBody: false,
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
export function createMilestone(transport: Transport, params: CreateMilestoneParams = {}, options?: CallOptions): Promise<CreateMilestoneResponse> {
  return transport.call<CreateMilestoneResponse>(createMilestoneOperation, params, options);
}

/** Parameters of `deleteMilestone`. */
export type DeleteMilestoneParams = {
  path: {
    /** Milestone id. */
    id: string;
  };
};
/** Result of `deleteMilestone`. */
export type DeleteMilestoneResponse = {
  /** States that the milestone was destroyed. */
  message: string;
};
const deleteMilestoneOperation: OperationDescriptor = {
  id: 'deleteMilestone',
  method: 'DELETE',
  path: '/milestones/{id}',
  authenticated: true,
  redirect: false,
  defaultBody: false,
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
export function deleteMilestone(transport: Transport, params: DeleteMilestoneParams, options?: CallOptions): Promise<DeleteMilestoneResponse> {
  return transport.call<DeleteMilestoneResponse>(deleteMilestoneOperation, params, options);
}

/** Parameters of `listEois`. */
export type ListEoisParams = {
  query?: {
    /** Created date range. */
    created?: string | DateRange;
    /** Updated date range. */
    updated?: string | DateRange;
    /** The number of results per request. */
    limit?: number;
    /** Paginates when the results exceed the limit. */
    page?: number;
    /** Orderings, a comma-separated list of `field:direction`. The default order is created, descending. */
    sort?: string | readonly SortKey<'created' | 'updated' | 'ended'>[];
  };
};
/** Result of `listEois`. */
export type ListEoisResponse = {
  eois?: T.Eoi[];
};
const listEoisOperation: OperationDescriptor = {
  id: 'listEois',
  method: 'GET',
  path: '/eois',
  query: {
    params: [
      { name: 'created', style: 'form', allowReserved: true, dateRange: '+TO+' },
      { name: 'updated', style: 'form', allowReserved: true, dateRange: '+TO+' },
      { name: 'limit', style: 'form', allowReserved: false },
      { name: 'page', style: 'form', allowReserved: false },
      { name: 'sort', style: 'form', allowReserved: true, sort: { pair: ':', list: ',' } },
    ],
    serialize: serializeQuery,
  },
  authenticated: true,
  redirect: false,
  defaultBody: false,
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
export function listEois(transport: Transport, params: ListEoisParams = {}, options?: CallOptions): Promise<ListEoisResponse> {
  return transport.call<ListEoisResponse>(listEoisOperation, params, options);
}
/** Every item of `listEois`, page after page: stops at the first empty page, not at a short one (the maximum page size is not shown); at most `maxPages` pages. */
export function listEoisAll(
  transport: Transport,
  params: ListEoisParams = {},
  options?: CallOptions,
  maxPages?: number,
): AsyncGenerator<T.Eoi, void, undefined> {
  return paginate<T.Eoi, ListEoisParams>(
    (p) => listEois(transport, p, options),
    (body) => (body as ListEoisResponse).eois,
    params,
    maxPages,
  );
}

/** Parameters of `getOrg`. */
export type GetOrgParams = {
  path: {
    /** Organisation id. */
    id: string;
  };
};
/** Result of `getOrg`. */
export type GetOrgResponse = T.Organisation;
const getOrgOperation: OperationDescriptor = { id: 'getOrg', method: 'GET', path: '/orgs/{id}', authenticated: true, redirect: false, defaultBody: false };
/**
 * Get an organisation
 *
 * `GET /api/v3/orgs/{id}`
 * Errors: 404, 4XX.
 * @example
 * const response = await client.getOrg({ path: { id: 'org-acme' } });
 * // response, from the sandbox's demo data (sandbox/demo.yaml, tenant acme): {"id":"org-acme","name":"Acme Ltd","is_external_client":"false","created_at":"2020-01-01T00:00:00Z","updated_at":"2024-01-01T00:00:00Z","settings":{"default_fee…
 */
export function getOrg(transport: Transport, params: GetOrgParams, options?: CallOptions): Promise<GetOrgResponse> {
  return transport.call<GetOrgResponse>(getOrgOperation, params, options);
}

/** Parameters of `listOrgUnits`. */
export type ListOrgUnitsParams = {
  path: {
    /** Organisation id. */
    org_id: string;
  };
  query?: {
    /** Created date range. */
    created?: string | DateRange;
    /** Updated date range. */
    updated?: string | DateRange;
    /** The number of results per request. */
    limit?: number;
    /** Paginates when the results exceed the limit. */
    page?: number;
  };
};
/** Result of `listOrgUnits`. */
export type ListOrgUnitsResponse = T.OrgUnit[];
const listOrgUnitsOperation: OperationDescriptor = {
  id: 'listOrgUnits',
  method: 'GET',
  path: '/orgs/{org_id}/org_units',
  query: {
    params: [
      { name: 'created', style: 'form', allowReserved: true, dateRange: '+TO+' },
      { name: 'updated', style: 'form', allowReserved: true, dateRange: '+TO+' },
      { name: 'limit', style: 'form', allowReserved: false },
      { name: 'page', style: 'form', allowReserved: false },
    ],
    serialize: serializeQuery,
  },
  authenticated: true,
  redirect: false,
  defaultBody: false,
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
export function listOrgUnits(transport: Transport, params: ListOrgUnitsParams, options?: CallOptions): Promise<ListOrgUnitsResponse> {
  return transport.call<ListOrgUnitsResponse>(listOrgUnitsOperation, params, options);
}
/** Every item of `listOrgUnits`, page after page: stops at the first empty page, not at a short one (the maximum page size is not shown); at most `maxPages` pages. */
export function listOrgUnitsAll(
  transport: Transport,
  params: ListOrgUnitsParams,
  options?: CallOptions,
  maxPages?: number,
): AsyncGenerator<T.OrgUnit, void, undefined> {
  return paginate<T.OrgUnit, ListOrgUnitsParams>(
    (p) => listOrgUnits(transport, p, options),
    (body) => body as ListOrgUnitsResponse,
    params,
    maxPages,
  );
}

/** Parameters of `getPurchaseOrder`. */
export type GetPurchaseOrderParams = {
  path: {
    /** Purchase order id. */
    id: string;
  };
};
/** Result of `getPurchaseOrder`. */
export type GetPurchaseOrderResponse = T.PurchaseOrder;
const getPurchaseOrderOperation: OperationDescriptor = {
  id: 'getPurchaseOrder',
  method: 'GET',
  path: '/purchase_orders/{id}',
  authenticated: true,
  redirect: false,
  defaultBody: false,
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
export function getPurchaseOrder(transport: Transport, params: GetPurchaseOrderParams, options?: CallOptions): Promise<GetPurchaseOrderResponse> {
  return transport.call<GetPurchaseOrderResponse>(getPurchaseOrderOperation, params, options);
}

/** Parameters of `deletePurchaseOrder`. */
export type DeletePurchaseOrderParams = {
  path: {
    /** Purchase order id. */
    id: string;
  };
};
/** Result of `deletePurchaseOrder`. */
export type DeletePurchaseOrderResponse = {
  /** States that the purchase order was destroyed. */
  message: string;
};
const deletePurchaseOrderOperation: OperationDescriptor = {
  id: 'deletePurchaseOrder',
  method: 'DELETE',
  path: '/purchase_orders/{id}',
  authenticated: true,
  redirect: false,
  defaultBody: false,
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
export function deletePurchaseOrder(transport: Transport, params: DeletePurchaseOrderParams, options?: CallOptions): Promise<DeletePurchaseOrderResponse> {
  return transport.call<DeletePurchaseOrderResponse>(deletePurchaseOrderOperation, params, options);
}

/** Parameters of `listSupplierCatalogs`. */
export type ListSupplierCatalogsParams = {
  path: {
    /** Supplier id. */
    id: string;
  };
  query?: {
    /** Created date range. */
    created?: string | DateRange;
    /** Updated date range. */
    updated?: string | DateRange;
    /** Orderings, a comma-separated list of `field:direction`. The default order is created, descending. */
    sort?: string | readonly SortKey<'created' | 'updated'>[];
    /** The number of results per request. */
    limit?: number;
    /** Paginates when the results exceed the limit. */
    page?: number;
  };
};
/** Result of `listSupplierCatalogs`. */
export type ListSupplierCatalogsResponse = Record<string, unknown>;
const listSupplierCatalogsOperation: OperationDescriptor = {
  id: 'listSupplierCatalogs',
  method: 'GET',
  path: '/suppliers/{id}/catalogs',
  query: {
    params: [
      { name: 'created', style: 'form', allowReserved: true, dateRange: '+TO+' },
      { name: 'updated', style: 'form', allowReserved: true, dateRange: '+TO+' },
      { name: 'sort', style: 'form', allowReserved: true, sort: { pair: ':', list: ',' } },
      { name: 'limit', style: 'form', allowReserved: false },
      { name: 'page', style: 'form', allowReserved: false },
    ],
    serialize: serializeQuery,
  },
  authenticated: true,
  redirect: false,
  defaultBody: false,
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
export function listSupplierCatalogs(transport: Transport, params: ListSupplierCatalogsParams, options?: CallOptions): Promise<ListSupplierCatalogsResponse> {
  return transport.call<ListSupplierCatalogsResponse>(listSupplierCatalogsOperation, params, options);
}

/** Parameters of `getSupplierCatalog`. */
export type GetSupplierCatalogParams = {
  path: {
    /** Supplier id. */
    id: string;
    /** Catalog id. */
    catalog_id: string;
  };
};
/** Result of `getSupplierCatalog`. */
export type GetSupplierCatalogResponse = T.SupplierCatalog;
const getSupplierCatalogOperation: OperationDescriptor = {
  id: 'getSupplierCatalog',
  method: 'GET',
  path: '/suppliers/{id}/catalogs/{catalog_id}',
  authenticated: true,
  redirect: false,
  defaultBody: false,
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
export function getSupplierCatalog(transport: Transport, params: GetSupplierCatalogParams, options?: CallOptions): Promise<GetSupplierCatalogResponse> {
  return transport.call<GetSupplierCatalogResponse>(getSupplierCatalogOperation, params, options);
}

/** Parameters of `getSupplierResource`. */
export type GetSupplierResourceParams = {
  path: {
    /** Supplier id. */
    id: string;
    /** Supplier resource id. */
    resource_id: string;
  };
};
/** Result of `getSupplierResource`. */
export type GetSupplierResourceResponse = T.SupplierResource;
const getSupplierResourceOperation: OperationDescriptor = {
  id: 'getSupplierResource',
  method: 'GET',
  path: '/suppliers/{id}/resources/{resource_id}',
  authenticated: true,
  redirect: false,
  defaultBody: false,
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
export function getSupplierResource(transport: Transport, params: GetSupplierResourceParams, options?: CallOptions): Promise<GetSupplierResourceResponse> {
  return transport.call<GetSupplierResourceResponse>(getSupplierResourceOperation, params, options);
}

/** Parameters of `listSupplierUsersBySupplier`. */
export type ListSupplierUsersBySupplierParams = {
  path: {
    /** Supplier id. */
    id: string;
  };
};
/** Result of `listSupplierUsersBySupplier`. */
export type ListSupplierUsersBySupplierResponse = Record<string, unknown>;
const listSupplierUsersBySupplierOperation: OperationDescriptor = {
  id: 'listSupplierUsersBySupplier',
  method: 'GET',
  path: '/suppliers/{id}/supplier_users',
  authenticated: true,
  redirect: false,
  defaultBody: false,
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
export function listSupplierUsersBySupplier(
  transport: Transport,
  params: ListSupplierUsersBySupplierParams,
  options?: CallOptions,
): Promise<ListSupplierUsersBySupplierResponse> {
  return transport.call<ListSupplierUsersBySupplierResponse>(listSupplierUsersBySupplierOperation, params, options);
}

/** Parameters of `listSkillTaxonomies`. */
export type ListSkillTaxonomiesParams = {
  query?: {
    /** Created date range. */
    created?: string | DateRange;
    /** Updated date range. */
    updated?: string | DateRange;
    /** Orderings, a comma-separated list of `field:direction`. The default order is created, descending. */
    sort?: string | readonly SortKey<'created' | 'updated'>[];
    /** The number of results per request. */
    limit?: number;
    /** Paginates when the results exceed the limit. */
    page?: number;
  };
};
/** Result of `listSkillTaxonomies`. */
export type ListSkillTaxonomiesResponse = {
  skill_taxonomies?: T.SkillTaxonomy[];
};
const listSkillTaxonomiesOperation: OperationDescriptor = {
  id: 'listSkillTaxonomies',
  method: 'GET',
  path: '/skill_taxonomies',
  query: {
    params: [
      { name: 'created', style: 'form', allowReserved: true, dateRange: '+TO+' },
      { name: 'updated', style: 'form', allowReserved: true, dateRange: '+TO+' },
      { name: 'sort', style: 'form', allowReserved: true, sort: { pair: ':', list: ',' } },
      { name: 'limit', style: 'form', allowReserved: false },
      { name: 'page', style: 'form', allowReserved: false },
    ],
    serialize: serializeQuery,
  },
  authenticated: true,
  redirect: false,
  defaultBody: false,
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
export function listSkillTaxonomies(transport: Transport, params: ListSkillTaxonomiesParams = {}, options?: CallOptions): Promise<ListSkillTaxonomiesResponse> {
  return transport.call<ListSkillTaxonomiesResponse>(listSkillTaxonomiesOperation, params, options);
}
/** Every item of `listSkillTaxonomies`, page after page: stops at the first empty page, not at a short one (the maximum page size is not shown); at most `maxPages` pages. */
export function listSkillTaxonomiesAll(
  transport: Transport,
  params: ListSkillTaxonomiesParams = {},
  options?: CallOptions,
  maxPages?: number,
): AsyncGenerator<T.SkillTaxonomy, void, undefined> {
  return paginate<T.SkillTaxonomy, ListSkillTaxonomiesParams>(
    (p) => listSkillTaxonomies(transport, p, options),
    (body) => (body as ListSkillTaxonomiesResponse).skill_taxonomies,
    params,
    maxPages,
  );
}

/** Parameters of `getInvoiceFile`. */
export type GetInvoiceFileParams = {
  path: {
    /** Invoice id. */
    id: string;
  };
};
/** Result of `getInvoiceFile`. */
export type GetInvoiceFileResponse = RedirectResult<{
  /** Says no file was found for the invoice. */
  message: string;
}>;
const getInvoiceFileOperation: OperationDescriptor = {
  id: 'getInvoiceFile',
  method: 'GET',
  path: '/invoices/{id}/file',
  authenticated: true,
  redirect: true,
  defaultBody: true,
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
export function getInvoiceFile(transport: Transport, params: GetInvoiceFileParams, options?: CallOptions): Promise<GetInvoiceFileResponse> {
  return transport.call<GetInvoiceFileResponse>(getInvoiceFileOperation, params, options);
}
