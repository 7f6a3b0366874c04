// Generated from spec/ by the API contract toolchain: do not edit.
import type { HandlerResult, ServerContext } from '../runtime/plugin.js';
import type * as T from './types.js';

/** One handler per operation of Sourcing Platform API v3; pass any subset to buildApiServer (the rest answer 501). */
export type V3Handlers = {
  /**
   * List jobs
   * `GET /api/v3/jobs`
   */
  listJobs(input: {
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
  }, context: ServerContext): Promise<HandlerResult<{
    jobs?: T.JobListItem[];
  }>>;
  /**
   * Get a job
   * `GET /api/v3/jobs/{id}`
   */
  getJob(input: {
    params: {
      id: string;
    };
    query: Record<string, never>;
    body: undefined;
    headers: Record<string, string | string[] | undefined>;
  }, context: ServerContext): Promise<HandlerResult<T.Job>>;
  /**
   * Create a job
   * `POST /api/v3/jobs`
   */
  createJob(input: {
    params: Record<string, never>;
    query: Record<string, never>;
    body: Record<string, unknown>;
    headers: Record<string, string | string[] | undefined>;
  }, context: ServerContext): Promise<HandlerResult<Record<string, unknown>>>;
  /**
   * Update a job
   * `PATCH /api/v3/jobs/{id}`
   */
  updateJob(input: {
    params: {
      id: string;
    };
    query: Record<string, never>;
    body: Record<string, unknown>;
    headers: Record<string, string | string[] | undefined>;
  }, context: ServerContext): Promise<HandlerResult<Record<string, unknown>>>;
  /**
   * Delete a job
   * `DELETE /api/v3/jobs/{id}`
   */
  deleteJob(input: {
    params: {
      id: string;
    };
    query: Record<string, never>;
    body: undefined;
    headers: Record<string, string | string[] | undefined>;
  }, context: ServerContext): Promise<HandlerResult<{
    /** About the deletion. */
    message?: string;
  }>>;
  /**
   * Upload a file to a job
   * `POST /api/v3/jobs/{id}/file_upload`
   */
  uploadJobFile(input: {
    params: {
      id: string;
    };
    query: Record<string, never>;
    body: Buffer;
    headers: Record<string, string | string[] | undefined>;
  }, context: ServerContext): Promise<HandlerResult<Record<string, unknown>>>;
  /**
   * Approve a job approval step
   * Not shown in the specification: The request of this operation is not shown; whether it takes a body (as reject takes `rejection_reason`) is not known, so none is described.
   * `PATCH /api/v3/job_approvals/{id}/approve`
   */
  approveJobApproval(input: {
    params: {
      id: string;
    };
    query: Record<string, never>;
    body: undefined;
    headers: Record<string, string | string[] | undefined>;
  }, context: ServerContext): Promise<HandlerResult<Record<string, unknown>>>;
  /**
   * Reject a job approval step
   * `PATCH /api/v3/job_approvals/{id}/reject`
   */
  rejectJobApproval(input: {
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
  }, context: ServerContext): Promise<HandlerResult<{
    /** States that the project rejection was triggered. */
    message?: string;
  }>>;
  /**
   * Create a milestone
   * `POST /api/v3/milestones`
   */
  createMilestone(input: {
    params: Record<string, never>;
    query: Record<string, never>;
    body: T.Milestone;
    headers: Record<string, string | string[] | undefined>;
  }, context: ServerContext): Promise<HandlerResult<T.Milestone>>;
  /**
   * Delete a milestone
   * `DELETE /api/v3/milestones/{id}`
   */
  deleteMilestone(input: {
    params: {
      id: string;
    };
    query: Record<string, never>;
    body: undefined;
    headers: Record<string, string | string[] | undefined>;
  }, context: ServerContext): Promise<HandlerResult<{
    /** States that the milestone was destroyed. */
    message?: string;
  }>>;
  /**
   * List EOIs
   * `GET /api/v3/eois`
   */
  listEois(input: {
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
  }, context: ServerContext): Promise<HandlerResult<{
    eois?: T.Eoi[];
  }>>;
  /**
   * Get an organisation
   * `GET /api/v3/orgs/{id}`
   */
  getOrg(input: {
    params: {
      id: string;
    };
    query: Record<string, never>;
    body: undefined;
    headers: Record<string, string | string[] | undefined>;
  }, context: ServerContext): Promise<HandlerResult<T.Organisation>>;
  /**
   * List an organisation's org units
   * `GET /api/v3/orgs/{org_id}/org_units`
   */
  listOrgUnits(input: {
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
  }, context: ServerContext): Promise<HandlerResult<T.OrgUnit[]>>;
  /**
   * Get a purchase order
   * `GET /api/v3/purchase_orders/{id}`
   */
  getPurchaseOrder(input: {
    params: {
      id: string;
    };
    query: Record<string, never>;
    body: undefined;
    headers: Record<string, string | string[] | undefined>;
  }, context: ServerContext): Promise<HandlerResult<T.PurchaseOrder>>;
  /**
   * Delete a purchase order
   * `DELETE /api/v3/purchase_orders/{id}`
   */
  deletePurchaseOrder(input: {
    params: {
      id: string;
    };
    query: Record<string, never>;
    body: undefined;
    headers: Record<string, string | string[] | undefined>;
  }, context: ServerContext): Promise<HandlerResult<{
    /** States that the purchase order was destroyed. */
    message?: string;
  }>>;
  /**
   * List a supplier's catalogs
   * `GET /api/v3/suppliers/{id}/catalogs`
   */
  listSupplierCatalogs(input: {
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
  }, context: ServerContext): Promise<HandlerResult<Record<string, unknown>>>;
  /**
   * Get a supplier catalog
   * `GET /api/v3/suppliers/{id}/catalogs/{catalog_id}`
   */
  getSupplierCatalog(input: {
    params: {
      id: string;
      catalog_id: string;
    };
    query: Record<string, never>;
    body: undefined;
    headers: Record<string, string | string[] | undefined>;
  }, context: ServerContext): Promise<HandlerResult<T.SupplierCatalog>>;
  /**
   * Get a supplier resource (worker)
   * `GET /api/v3/suppliers/{id}/resources/{resource_id}`
   */
  getSupplierResource(input: {
    params: {
      id: string;
      resource_id: string;
    };
    query: Record<string, never>;
    body: undefined;
    headers: Record<string, string | string[] | undefined>;
  }, context: ServerContext): Promise<HandlerResult<T.SupplierResource>>;
  /**
   * List a supplier's users
   * `GET /api/v3/suppliers/{id}/supplier_users`
   */
  listSupplierUsersBySupplier(input: {
    params: {
      id: string;
    };
    query: Record<string, never>;
    body: undefined;
    headers: Record<string, string | string[] | undefined>;
  }, context: ServerContext): Promise<HandlerResult<Record<string, unknown>>>;
  /**
   * List skill taxonomies
   * `GET /api/v3/skill_taxonomies`
   */
  listSkillTaxonomies(input: {
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
  }, context: ServerContext): Promise<HandlerResult<{
    skill_taxonomies?: T.SkillTaxonomy[];
  }>>;
  /**
   * Download an invoice's file
   * `GET /api/v3/invoices/{id}/file`
   */
  getInvoiceFile(input: {
    params: {
      id: string;
    };
    query: Record<string, never>;
    body: undefined;
    headers: Record<string, string | string[] | undefined>;
  }, context: ServerContext): Promise<HandlerResult<unknown>>;
};
