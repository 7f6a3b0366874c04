// Generated from spec/ by the API contract toolchain: do not edit.
import type { HandlerResult, ServerContext } from '../runtime/plugin.js';
import type * as T from './types.js';

/** What the `listJobs` handler receives: path parameters, parsed query, body and headers. */
export type ListJobsInput = {
  params: Record<string, never>;
  query: {
    created?: string;
    updated?: string;
    limit?: number;
    page?: number;
    sort?: string;
  };
  body: undefined;
  headers: Record<string, string | string[] | undefined>;
};
/** The success body the `listJobs` handler answers with. */
export type ListJobsResult = {
  jobs?: T.JobListItem[];
};

/** What the `getJob` handler receives: path parameters, parsed query, body and headers. */
export type GetJobInput = {
  params: {
    id: string;
  };
  query: Record<string, never>;
  body: undefined;
  headers: Record<string, string | string[] | undefined>;
};
/** The success body the `getJob` handler answers with. */
export type GetJobResult = T.Job;

/** What the `createJob` handler receives: path parameters, parsed query, body and headers. */
export type CreateJobInput = {
  params: Record<string, never>;
  query: Record<string, never>;
  body: Record<string, unknown>;
  headers: Record<string, string | string[] | undefined>;
};
/** The success body the `createJob` handler answers with. */
export type CreateJobResult = Record<string, unknown>;

/** What the `updateJob` handler receives: path parameters, parsed query, body and headers. */
export type UpdateJobInput = {
  params: {
    id: string;
  };
  query: Record<string, never>;
  body: Record<string, unknown>;
  headers: Record<string, string | string[] | undefined>;
};
/** The success body the `updateJob` handler answers with. */
export type UpdateJobResult = Record<string, unknown>;

/** What the `deleteJob` handler receives: path parameters, parsed query, body and headers. */
export type DeleteJobInput = {
  params: {
    id: string;
  };
  query: Record<string, never>;
  body: undefined;
  headers: Record<string, string | string[] | undefined>;
};
/** The success body the `deleteJob` handler answers with. */
export type DeleteJobResult = {
  /** About the deletion. */
  message: string;
};

/** What the `uploadJobFile` handler receives: path parameters, parsed query, body and headers. */
export type UploadJobFileInput = {
  params: {
    id: string;
  };
  query: Record<string, never>;
  body: Buffer;
  headers: Record<string, string | string[] | undefined>;
};
/** The success body the `uploadJobFile` handler answers with. */
export type UploadJobFileResult = Record<string, unknown>;

/** What the `approveJobApproval` handler receives: path parameters, parsed query, body and headers. */
export type ApproveJobApprovalInput = {
  params: {
    id: string;
  };
  query: Record<string, never>;
  body: undefined;
  headers: Record<string, string | string[] | undefined>;
};
/** The success body the `approveJobApproval` handler answers with. */
export type ApproveJobApprovalResult = Record<string, unknown>;

/** What the `rejectJobApproval` handler receives: path parameters, parsed query, body and headers. */
export type RejectJobApprovalInput = {
  params: {
    id: string;
  };
  query: Record<string, never>;
  body: {
    /**
     * Why the step is rejected.
     * Not shown in the specification: Whether `rejection_reason` is mandatory is not shown.
     */
    rejection_reason?: string;
  };
  headers: Record<string, string | string[] | undefined>;
};
/** The success body the `rejectJobApproval` handler answers with. */
export type RejectJobApprovalResult = {
  /** States that the project rejection was triggered. */
  message: string;
};

/** What the `createMilestone` handler receives: path parameters, parsed query, body and headers. */
export type CreateMilestoneInput = {
  params: Record<string, never>;
  query: Record<string, never>;
  body: T.Milestone;
  headers: Record<string, string | string[] | undefined>;
};
/** The success body the `createMilestone` handler answers with. */
export type CreateMilestoneResult = T.Milestone;

/** What the `deleteMilestone` handler receives: path parameters, parsed query, body and headers. */
export type DeleteMilestoneInput = {
  params: {
    id: string;
  };
  query: Record<string, never>;
  body: undefined;
  headers: Record<string, string | string[] | undefined>;
};
/** The success body the `deleteMilestone` handler answers with. */
export type DeleteMilestoneResult = {
  /** States that the milestone was destroyed. */
  message: string;
};

/** What the `listEois` handler receives: path parameters, parsed query, body and headers. */
export type ListEoisInput = {
  params: Record<string, never>;
  query: {
    created?: string;
    updated?: string;
    limit?: number;
    page?: number;
    sort?: string;
  };
  body: undefined;
  headers: Record<string, string | string[] | undefined>;
};
/** The success body the `listEois` handler answers with. */
export type ListEoisResult = {
  eois?: T.Eoi[];
};

/** What the `getOrg` handler receives: path parameters, parsed query, body and headers. */
export type GetOrgInput = {
  params: {
    id: string;
  };
  query: Record<string, never>;
  body: undefined;
  headers: Record<string, string | string[] | undefined>;
};
/** The success body the `getOrg` handler answers with. */
export type GetOrgResult = T.Organisation;

/** What the `listOrgUnits` handler receives: path parameters, parsed query, body and headers. */
export type ListOrgUnitsInput = {
  params: {
    org_id: string;
  };
  query: {
    created?: string;
    updated?: string;
    limit?: number;
    page?: number;
  };
  body: undefined;
  headers: Record<string, string | string[] | undefined>;
};
/** The success body the `listOrgUnits` handler answers with. */
export type ListOrgUnitsResult = T.OrgUnit[];

/** What the `getPurchaseOrder` handler receives: path parameters, parsed query, body and headers. */
export type GetPurchaseOrderInput = {
  params: {
    id: string;
  };
  query: Record<string, never>;
  body: undefined;
  headers: Record<string, string | string[] | undefined>;
};
/** The success body the `getPurchaseOrder` handler answers with. */
export type GetPurchaseOrderResult = T.PurchaseOrder;

/** What the `deletePurchaseOrder` handler receives: path parameters, parsed query, body and headers. */
export type DeletePurchaseOrderInput = {
  params: {
    id: string;
  };
  query: Record<string, never>;
  body: undefined;
  headers: Record<string, string | string[] | undefined>;
};
/** The success body the `deletePurchaseOrder` handler answers with. */
export type DeletePurchaseOrderResult = {
  /** States that the purchase order was destroyed. */
  message: string;
};

/** What the `listSupplierCatalogs` handler receives: path parameters, parsed query, body and headers. */
export type ListSupplierCatalogsInput = {
  params: {
    id: string;
  };
  query: {
    created?: string;
    updated?: string;
    sort?: string;
    limit?: number;
    page?: number;
  };
  body: undefined;
  headers: Record<string, string | string[] | undefined>;
};
/** The success body the `listSupplierCatalogs` handler answers with. */
export type ListSupplierCatalogsResult = Record<string, unknown>;

/** What the `getSupplierCatalog` handler receives: path parameters, parsed query, body and headers. */
export type GetSupplierCatalogInput = {
  params: {
    id: string;
    catalog_id: string;
  };
  query: Record<string, never>;
  body: undefined;
  headers: Record<string, string | string[] | undefined>;
};
/** The success body the `getSupplierCatalog` handler answers with. */
export type GetSupplierCatalogResult = T.SupplierCatalog;

/** What the `getSupplierResource` handler receives: path parameters, parsed query, body and headers. */
export type GetSupplierResourceInput = {
  params: {
    id: string;
    resource_id: string;
  };
  query: Record<string, never>;
  body: undefined;
  headers: Record<string, string | string[] | undefined>;
};
/** The success body the `getSupplierResource` handler answers with. */
export type GetSupplierResourceResult = T.SupplierResource;

/** What the `listSupplierUsersBySupplier` handler receives: path parameters, parsed query, body and headers. */
export type ListSupplierUsersBySupplierInput = {
  params: {
    id: string;
  };
  query: Record<string, never>;
  body: undefined;
  headers: Record<string, string | string[] | undefined>;
};
/** The success body the `listSupplierUsersBySupplier` handler answers with. */
export type ListSupplierUsersBySupplierResult = Record<string, unknown>;

/** What the `listSkillTaxonomies` handler receives: path parameters, parsed query, body and headers. */
export type ListSkillTaxonomiesInput = {
  params: Record<string, never>;
  query: {
    created?: string;
    updated?: string;
    sort?: string;
    limit?: number;
    page?: number;
  };
  body: undefined;
  headers: Record<string, string | string[] | undefined>;
};
/** The success body the `listSkillTaxonomies` handler answers with. */
export type ListSkillTaxonomiesResult = {
  skill_taxonomies?: T.SkillTaxonomy[];
};

/** What the `getInvoiceFile` handler receives: path parameters, parsed query, body and headers. */
export type GetInvoiceFileInput = {
  params: {
    id: string;
  };
  query: Record<string, never>;
  body: undefined;
  headers: Record<string, string | string[] | undefined>;
};
/** The success body the `getInvoiceFile` handler answers with. */
export type GetInvoiceFileResult = unknown;

/** One handler per operation of Sourcing Platform API v3; pass any subset to buildApiServer (the rest answer 501). */
export type V3Handlers = {
  /**
   * List jobs
   * `GET /api/v3/jobs`
   * Errors: 404, 4XX.
   */
  listJobs(input: ListJobsInput, context: ServerContext): Promise<HandlerResult<ListJobsResult>>;
  /**
   * Get a job
   * `GET /api/v3/jobs/{id}`
   * Errors: 404, 4XX.
   */
  getJob(input: GetJobInput, context: ServerContext): Promise<HandlerResult<GetJobResult>>;
  /**
   * Create a job
   * `POST /api/v3/jobs`
   * Errors: 404, 4XX.
   */
  createJob(input: CreateJobInput, context: ServerContext): Promise<HandlerResult<CreateJobResult>>;
  /**
   * Update a job
   * `PATCH /api/v3/jobs/{id}`
   * Errors: 404, 4XX.
   */
  updateJob(input: UpdateJobInput, context: ServerContext): Promise<HandlerResult<UpdateJobResult>>;
  /**
   * Delete a job
   * `DELETE /api/v3/jobs/{id}`
   * Errors: 404, 4XX.
   */
  deleteJob(input: DeleteJobInput, context: ServerContext): Promise<HandlerResult<DeleteJobResult>>;
  /**
   * Upload a file to a job
   * `POST /api/v3/jobs/{id}/file_upload`
   * Errors: 404, 4XX.
   */
  uploadJobFile(input: UploadJobFileInput, context: ServerContext): Promise<HandlerResult<UploadJobFileResult>>;
  /**
   * Approve a job approval step
   * Not shown in the specification: The request of this operation is not shown; whether it takes a body (as reject takes `rejection_reason`) is not known, so none is described.
   * `PATCH /api/v3/job_approvals/{id}/approve`
   * Errors: 404, 4XX.
   */
  approveJobApproval(input: ApproveJobApprovalInput, context: ServerContext): Promise<HandlerResult<ApproveJobApprovalResult>>;
  /**
   * Reject a job approval step
   * `PATCH /api/v3/job_approvals/{id}/reject`
   * Errors: 404, 4XX.
   */
  rejectJobApproval(input: RejectJobApprovalInput, context: ServerContext): Promise<HandlerResult<RejectJobApprovalResult>>;
  /**
   * Create a milestone
   * `POST /api/v3/milestones`
   * Errors: 404, 4XX.
   */
  createMilestone(input: CreateMilestoneInput, context: ServerContext): Promise<HandlerResult<CreateMilestoneResult>>;
  /**
   * Delete a milestone
   * `DELETE /api/v3/milestones/{id}`
   * Errors: 404, 4XX.
   */
  deleteMilestone(input: DeleteMilestoneInput, context: ServerContext): Promise<HandlerResult<DeleteMilestoneResult>>;
  /**
   * List EOIs
   * `GET /api/v3/eois`
   * Errors: 404, 4XX.
   */
  listEois(input: ListEoisInput, context: ServerContext): Promise<HandlerResult<ListEoisResult>>;
  /**
   * Get an organisation
   * `GET /api/v3/orgs/{id}`
   * Errors: 404, 4XX.
   */
  getOrg(input: GetOrgInput, context: ServerContext): Promise<HandlerResult<GetOrgResult>>;
  /**
   * List an organisation's org units
   * `GET /api/v3/orgs/{org_id}/org_units`
   * Errors: 404, 4XX.
   */
  listOrgUnits(input: ListOrgUnitsInput, context: ServerContext): Promise<HandlerResult<ListOrgUnitsResult>>;
  /**
   * Get a purchase order
   * `GET /api/v3/purchase_orders/{id}`
   * Errors: 404, 4XX.
   */
  getPurchaseOrder(input: GetPurchaseOrderInput, context: ServerContext): Promise<HandlerResult<GetPurchaseOrderResult>>;
  /**
   * Delete a purchase order
   * `DELETE /api/v3/purchase_orders/{id}`
   * Errors: 404, 4XX.
   */
  deletePurchaseOrder(input: DeletePurchaseOrderInput, context: ServerContext): Promise<HandlerResult<DeletePurchaseOrderResult>>;
  /**
   * List a supplier's catalogs
   * `GET /api/v3/suppliers/{id}/catalogs`
   * Errors: 404, 4XX.
   */
  listSupplierCatalogs(input: ListSupplierCatalogsInput, context: ServerContext): Promise<HandlerResult<ListSupplierCatalogsResult>>;
  /**
   * Get a supplier catalog
   * `GET /api/v3/suppliers/{id}/catalogs/{catalog_id}`
   * Errors: 404, 4XX.
   */
  getSupplierCatalog(input: GetSupplierCatalogInput, context: ServerContext): Promise<HandlerResult<GetSupplierCatalogResult>>;
  /**
   * Get a supplier resource (worker)
   * `GET /api/v3/suppliers/{id}/resources/{resource_id}`
   * Errors: 404, 4XX.
   */
  getSupplierResource(input: GetSupplierResourceInput, context: ServerContext): Promise<HandlerResult<GetSupplierResourceResult>>;
  /**
   * List a supplier's users
   * `GET /api/v3/suppliers/{id}/supplier_users`
   * Errors: 404, 4XX.
   */
  listSupplierUsersBySupplier(input: ListSupplierUsersBySupplierInput, context: ServerContext): Promise<HandlerResult<ListSupplierUsersBySupplierResult>>;
  /**
   * List skill taxonomies
   * `GET /api/v3/skill_taxonomies`
   * Errors: 404, 4XX.
   */
  listSkillTaxonomies(input: ListSkillTaxonomiesInput, context: ServerContext): Promise<HandlerResult<ListSkillTaxonomiesResult>>;
  /**
   * Download an invoice's file
   * `GET /api/v3/invoices/{id}/file`
   * Errors: 404, 4XX.
   */
  getInvoiceFile(input: GetInvoiceFileInput, context: ServerContext): Promise<HandlerResult<GetInvoiceFileResult>>;
};
