// Generated from spec/ by the API contract toolchain: do not edit.
import type { Transport, ApiFacts, CallOptions } from '../runtime/transport.js';
import { ApiError, type ClientErrorCode } from '../runtime/errors.js';
import { withResponse, type ResponseMethods } from '../runtime/with-response.js';
import type { ServerTable } from '../runtime/target.js';
import { createApiKeyTransport, type ApiKeyClientOptions } from '../runtime/create.js';
import * as ops from './operations.js';

/** Regions of the shared addresses (they need the tenant header). */
export type Region = 'global' | 'eu' | 'uk' | 'us';

/** Addresses of this version, from the model's servers. */
export const SERVERS: ServerTable<Region> = {
  regions: {
    global: 'https://api.service.invalid',
    eu: 'https://eu.api.service.invalid',
    uk: 'https://uk.api.service.invalid',
    us: 'https://us.api.service.invalid',
  },
  organisation: 'https://{organisation_domain}',
  root: '/api/v3',
  tenantHeaderName: 'service-tenant-id',
  defaultRegion: 'global',
};

const FACTS: ApiFacts = {
  errorEnvelope: false,
  tenantUnknownStatus: 404,
  tenantUnknownBody: 'Tenant Unknown',
  failureStatuses: { invalidRequest: 400, invalidToken: 401, insufficientScope: 403, notFound: 404, methodNotAllowed: 405, validationFailed: 422 },
  insufficientScopeCode: 'insufficient_scope',
};

/** The codes of this version's errors: the model's codes its operations answer with, and the client's own. */
export type ErrorCode = ClientErrorCode;

/** True for an error a call of this version rejects with after a response, its `code` narrowed to the version's codes. */
export function isApiError(error: unknown): error is ApiError & { readonly code: ErrorCode } {
  return error instanceof ApiError;
}

const API = {
  servers: SERVERS,
  facts: FACTS,
  header: 'X-API-Key',
};

/** Options of createV3Client: a target (region and tenant, a base URL and tenant, or an organisation's own domain), credentials and common options. */
export type V3ClientOptions = ApiKeyClientOptions<Region>;

/** The transport alone, for calling the standalone operation functions (smallest bundles). */
export function createV3Transport(options: V3ClientOptions): Transport {
  return createApiKeyTransport(API, options);
}

/** Version 3 authenticates with a static API key and calls projects `jobs`. Every scalar value in a payload is rendered as a JSON string. */
export interface V3Client {
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
  listJobs(params?: ops.ListJobsParams, options?: CallOptions): Promise<ops.ListJobsResponse>;
  /**
   * Get a job
   *
   * `GET /api/v3/jobs/{id}`
   * Errors: 404, 4XX.
   * @example
   * const response = await client.getJob({ path: { id: 'job-1001' } });
   * // response, from the sandbox's demo data (sandbox/demo.yaml, tenant acme): {"id":"job-1001","title":"Office fit-out","description":"Fit-out of the second floor.","status":"in_progress","supplier_defined_milestones":"false","start_date"…
   */
  getJob(params: ops.GetJobParams, options?: CallOptions): Promise<ops.GetJobResponse>;
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
  createJob(params?: ops.CreateJobParams, options?: CallOptions): Promise<ops.CreateJobResponse>;
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
  updateJob(params: ops.UpdateJobParams, options?: CallOptions): Promise<ops.UpdateJobResponse>;
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
  deleteJob(params: ops.DeleteJobParams, options?: CallOptions): Promise<ops.DeleteJobResponse>;
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
  uploadJobFile(params: ops.UploadJobFileParams, options?: CallOptions): Promise<ops.UploadJobFileResponse>;
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
  approveJobApproval(params: ops.ApproveJobApprovalParams, options?: CallOptions): Promise<ops.ApproveJobApprovalResponse>;
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
  rejectJobApproval(params: ops.RejectJobApprovalParams, options?: CallOptions): Promise<ops.RejectJobApprovalResponse>;
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
  createMilestone(params?: ops.CreateMilestoneParams, options?: CallOptions): Promise<ops.CreateMilestoneResponse>;
  /**
   * Delete a milestone
   *
   * `DELETE /api/v3/milestones/{id}`
   * Errors: 404, 4XX.
   * @example
   * const response = await client.deleteMilestone({ path: { id: 'ms-1' } });
   * // response, from the sandbox's demo data (sandbox/demo.yaml, tenant acme): {"message":"<MESSAGE>"}
   */
  deleteMilestone(params: ops.DeleteMilestoneParams, options?: CallOptions): Promise<ops.DeleteMilestoneResponse>;
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
  listEois(params?: ops.ListEoisParams, options?: CallOptions): Promise<ops.ListEoisResponse>;
  /**
   * Get an organisation
   *
   * `GET /api/v3/orgs/{id}`
   * Errors: 404, 4XX.
   * @example
   * const response = await client.getOrg({ path: { id: 'org-acme' } });
   * // response, from the sandbox's demo data (sandbox/demo.yaml, tenant acme): {"id":"org-acme","name":"Acme Ltd","is_external_client":"false","created_at":"2020-01-01T00:00:00Z","updated_at":"2024-01-01T00:00:00Z","settings":{"default_fee…
   */
  getOrg(params: ops.GetOrgParams, options?: CallOptions): Promise<ops.GetOrgResponse>;
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
  listOrgUnits(params: ops.ListOrgUnitsParams, options?: CallOptions): Promise<ops.ListOrgUnitsResponse>;
  /**
   * Get a purchase order
   *
   * `GET /api/v3/purchase_orders/{id}`
   * Errors: 404, 4XX.
   * @example
   * const response = await client.getPurchaseOrder({ path: { id: 'po-1' } });
   * // response, from the sandbox's demo data (sandbox/demo.yaml, tenant acme): {"id":"po-1","po_number":"PO-0001","external_provider":"sap","external_id":"4500001","version":2,"status":"open","owners":{"job":{"id":"job-1001"},"supplier":{"…
   */
  getPurchaseOrder(params: ops.GetPurchaseOrderParams, options?: CallOptions): Promise<ops.GetPurchaseOrderResponse>;
  /**
   * Delete a purchase order
   *
   * `DELETE /api/v3/purchase_orders/{id}`
   * Errors: 404, 4XX.
   * @example
   * const response = await client.deletePurchaseOrder({ path: { id: 'po-1' } });
   * // response, from the sandbox's demo data (sandbox/demo.yaml, tenant acme): {"message":"<MESSAGE>"}
   */
  deletePurchaseOrder(params: ops.DeletePurchaseOrderParams, options?: CallOptions): Promise<ops.DeletePurchaseOrderResponse>;
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
  listSupplierCatalogs(params: ops.ListSupplierCatalogsParams, options?: CallOptions): Promise<ops.ListSupplierCatalogsResponse>;
  /**
   * Get a supplier catalog
   *
   * `GET /api/v3/suppliers/{id}/catalogs/{catalog_id}`
   * Errors: 404, 4XX.
   * @example
   * const response = await client.getSupplierCatalog({ path: { id: 'sup-1', catalog_id: 'cat-1' } });
   * // response, from the sandbox's demo data (sandbox/demo.yaml, tenant acme): {"id":"cat-1","name":"Cabling catalog","status":"approved","ccy":"GBP","created_at":"2023-01-01T00:00:00Z","updated_at":"2023-06-01T00:00:00Z"}
   */
  getSupplierCatalog(params: ops.GetSupplierCatalogParams, options?: CallOptions): Promise<ops.GetSupplierCatalogResponse>;
  /**
   * Get a supplier resource (worker)
   *
   * `GET /api/v3/suppliers/{id}/resources/{resource_id}`
   * Errors: 404, 4XX.
   * @example
   * const response = await client.getSupplierResource({ path: { id: 'sup-1', resource_id: 'res-1' } });
   * // response, from the sandbox's demo data (sandbox/demo.yaml, tenant acme): {"id":"res-1","name":"Jane Worker","resourceable_type":"Worker","resourceable_id":"w-1","created_at":"2023-01-01T00:00:00Z","updated_at":"2023-01-01T00:00:00Z"}
   */
  getSupplierResource(params: ops.GetSupplierResourceParams, options?: CallOptions): Promise<ops.GetSupplierResourceResponse>;
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
  listSupplierUsersBySupplier(params: ops.ListSupplierUsersBySupplierParams, options?: CallOptions): Promise<ops.ListSupplierUsersBySupplierResponse>;
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
  listSkillTaxonomies(params?: ops.ListSkillTaxonomiesParams, options?: CallOptions): Promise<ops.ListSkillTaxonomiesResponse>;
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
  getInvoiceFile(params: ops.GetInvoiceFileParams, options?: CallOptions): Promise<ops.GetInvoiceFileResponse>;
  /** Every item of `listJobs`, page after page. */
  listJobsAll(params?: ops.ListJobsParams, options?: CallOptions, maxPages?: number): ReturnType<typeof ops.listJobsAll>;
  /** Every item of `listEois`, page after page. */
  listEoisAll(params?: ops.ListEoisParams, options?: CallOptions, maxPages?: number): ReturnType<typeof ops.listEoisAll>;
  /** Every item of `listOrgUnits`, page after page. */
  listOrgUnitsAll(params: ops.ListOrgUnitsParams, options?: CallOptions, maxPages?: number): ReturnType<typeof ops.listOrgUnitsAll>;
  /** Every item of `listSkillTaxonomies`, page after page. */
  listSkillTaxonomiesAll(params?: ops.ListSkillTaxonomiesParams, options?: CallOptions, maxPages?: number): ReturnType<typeof ops.listSkillTaxonomiesAll>;
  /** The same operations, resolving with `{ data, response }`: the status and headers (`x-request-id`) beside the data. */
  readonly withResponse: ResponseMethods<Omit<V3Client, 'withResponse'>>;
}

/** A client with one method per operation of Sourcing Platform API v3. */
export function createV3Client(options: V3ClientOptions): V3Client {
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
      getInvoiceFile: (params, callOptions) => withResponse((o) => ops.getInvoiceFile(transport, params, o), callOptions),
    },
  };
}
