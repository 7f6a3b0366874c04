import { paginate } from "../runtime/paginate.js";
const listJobsOperation = { id: "listJobs", method: "GET", path: "/jobs", query: [{ name: "created", style: "form", allowReserved: true, dateRange: "+TO+" }, { name: "updated", style: "form", allowReserved: true, dateRange: "+TO+" }, { name: "limit", style: "form", allowReserved: false }, { name: "page", style: "form", allowReserved: false }, { name: "sort", style: "form", allowReserved: true, sort: { pair: ":", list: "," } }], authenticated: true, redirect: false, defaultBody: false };
function listJobs(transport, params = {}, options) {
  return transport.call(listJobsOperation, params, options);
}
function listJobsAll(transport, params = {}, options, maxPages) {
  return paginate((p) => listJobs(transport, p, options), (body) => body.jobs, params, maxPages);
}
const getJobOperation = { id: "getJob", method: "GET", path: "/jobs/{id}", query: [], authenticated: true, redirect: false, defaultBody: false };
function getJob(transport, params, options) {
  return transport.call(getJobOperation, params, options);
}
const createJobOperation = { id: "createJob", method: "POST", path: "/jobs", query: [], bodyMediaType: "application/json", authenticated: true, redirect: false, defaultBody: false };
function createJob(transport, params = {}, options) {
  return transport.call(createJobOperation, params, options);
}
const updateJobOperation = { id: "updateJob", method: "PATCH", path: "/jobs/{id}", query: [], bodyMediaType: "application/json", authenticated: true, redirect: false, defaultBody: false };
function updateJob(transport, params, options) {
  return transport.call(updateJobOperation, params, options);
}
const deleteJobOperation = { id: "deleteJob", method: "DELETE", path: "/jobs/{id}", query: [], authenticated: true, redirect: false, defaultBody: false };
function deleteJob(transport, params, options) {
  return transport.call(deleteJobOperation, params, options);
}
const uploadJobFileOperation = { id: "uploadJobFile", method: "POST", path: "/jobs/{id}/file_upload", query: [], bodyMediaType: "multipart/form-data", authenticated: true, redirect: false, defaultBody: false };
function uploadJobFile(transport, params, options) {
  return transport.call(uploadJobFileOperation, params, options);
}
const approveJobApprovalOperation = { id: "approveJobApproval", method: "PATCH", path: "/job_approvals/{id}/approve", query: [], authenticated: true, redirect: false, defaultBody: false };
function approveJobApproval(transport, params, options) {
  return transport.call(approveJobApprovalOperation, params, options);
}
const rejectJobApprovalOperation = { id: "rejectJobApproval", method: "PATCH", path: "/job_approvals/{id}/reject", query: [], bodyMediaType: "application/x-www-form-urlencoded", authenticated: true, redirect: false, defaultBody: false };
function rejectJobApproval(transport, params, options) {
  return transport.call(rejectJobApprovalOperation, params, options);
}
const createMilestoneOperation = { id: "createMilestone", method: "POST", path: "/milestones", query: [], bodyMediaType: "application/json", authenticated: true, redirect: false, defaultBody: false };
function createMilestone(transport, params = {}, options) {
  return transport.call(createMilestoneOperation, params, options);
}
const deleteMilestoneOperation = { id: "deleteMilestone", method: "DELETE", path: "/milestones/{id}", query: [], authenticated: true, redirect: false, defaultBody: false };
function deleteMilestone(transport, params, options) {
  return transport.call(deleteMilestoneOperation, params, options);
}
const listEoisOperation = { id: "listEois", method: "GET", path: "/eois", query: [{ name: "created", style: "form", allowReserved: true, dateRange: "+TO+" }, { name: "updated", style: "form", allowReserved: true, dateRange: "+TO+" }, { name: "limit", style: "form", allowReserved: false }, { name: "page", style: "form", allowReserved: false }, { name: "sort", style: "form", allowReserved: true, sort: { pair: ":", list: "," } }], authenticated: true, redirect: false, defaultBody: false };
function listEois(transport, params = {}, options) {
  return transport.call(listEoisOperation, params, options);
}
function listEoisAll(transport, params = {}, options, maxPages) {
  return paginate((p) => listEois(transport, p, options), (body) => body.eois, params, maxPages);
}
const getOrgOperation = { id: "getOrg", method: "GET", path: "/orgs/{id}", query: [], authenticated: true, redirect: false, defaultBody: false };
function getOrg(transport, params, options) {
  return transport.call(getOrgOperation, params, options);
}
const listOrgUnitsOperation = { id: "listOrgUnits", method: "GET", path: "/orgs/{org_id}/org_units", query: [{ name: "created", style: "form", allowReserved: true, dateRange: "+TO+" }, { name: "updated", style: "form", allowReserved: true, dateRange: "+TO+" }, { name: "limit", style: "form", allowReserved: false }, { name: "page", style: "form", allowReserved: false }], authenticated: true, redirect: false, defaultBody: false };
function listOrgUnits(transport, params, options) {
  return transport.call(listOrgUnitsOperation, params, options);
}
function listOrgUnitsAll(transport, params, options, maxPages) {
  return paginate((p) => listOrgUnits(transport, p, options), (body) => body, params, maxPages);
}
const getPurchaseOrderOperation = { id: "getPurchaseOrder", method: "GET", path: "/purchase_orders/{id}", query: [], authenticated: true, redirect: false, defaultBody: false };
function getPurchaseOrder(transport, params, options) {
  return transport.call(getPurchaseOrderOperation, params, options);
}
const deletePurchaseOrderOperation = { id: "deletePurchaseOrder", method: "DELETE", path: "/purchase_orders/{id}", query: [], authenticated: true, redirect: false, defaultBody: false };
function deletePurchaseOrder(transport, params, options) {
  return transport.call(deletePurchaseOrderOperation, params, options);
}
const listSupplierCatalogsOperation = { id: "listSupplierCatalogs", method: "GET", path: "/suppliers/{id}/catalogs", query: [{ name: "created", style: "form", allowReserved: true, dateRange: "+TO+" }, { name: "updated", style: "form", allowReserved: true, dateRange: "+TO+" }, { name: "sort", style: "form", allowReserved: true, sort: { pair: ":", list: "," } }, { name: "limit", style: "form", allowReserved: false }, { name: "page", style: "form", allowReserved: false }], authenticated: true, redirect: false, defaultBody: false };
function listSupplierCatalogs(transport, params, options) {
  return transport.call(listSupplierCatalogsOperation, params, options);
}
const getSupplierCatalogOperation = { id: "getSupplierCatalog", method: "GET", path: "/suppliers/{id}/catalogs/{catalog_id}", query: [], authenticated: true, redirect: false, defaultBody: false };
function getSupplierCatalog(transport, params, options) {
  return transport.call(getSupplierCatalogOperation, params, options);
}
const getSupplierResourceOperation = { id: "getSupplierResource", method: "GET", path: "/suppliers/{id}/resources/{resource_id}", query: [], authenticated: true, redirect: false, defaultBody: false };
function getSupplierResource(transport, params, options) {
  return transport.call(getSupplierResourceOperation, params, options);
}
const listSupplierUsersBySupplierOperation = { id: "listSupplierUsersBySupplier", method: "GET", path: "/suppliers/{id}/supplier_users", query: [], authenticated: true, redirect: false, defaultBody: false };
function listSupplierUsersBySupplier(transport, params, options) {
  return transport.call(listSupplierUsersBySupplierOperation, params, options);
}
const listSkillTaxonomiesOperation = { id: "listSkillTaxonomies", method: "GET", path: "/skill_taxonomies", query: [{ name: "created", style: "form", allowReserved: true, dateRange: "+TO+" }, { name: "updated", style: "form", allowReserved: true, dateRange: "+TO+" }, { name: "sort", style: "form", allowReserved: true, sort: { pair: ":", list: "," } }, { name: "limit", style: "form", allowReserved: false }, { name: "page", style: "form", allowReserved: false }], authenticated: true, redirect: false, defaultBody: false };
function listSkillTaxonomies(transport, params = {}, options) {
  return transport.call(listSkillTaxonomiesOperation, params, options);
}
function listSkillTaxonomiesAll(transport, params = {}, options, maxPages) {
  return paginate((p) => listSkillTaxonomies(transport, p, options), (body) => body.skill_taxonomies, params, maxPages);
}
const getInvoiceFileOperation = { id: "getInvoiceFile", method: "GET", path: "/invoices/{id}/file", query: [], authenticated: true, redirect: true, defaultBody: true };
function getInvoiceFile(transport, params, options) {
  return transport.call(getInvoiceFileOperation, params, options);
}
export {
  approveJobApproval,
  createJob,
  createMilestone,
  deleteJob,
  deleteMilestone,
  deletePurchaseOrder,
  getInvoiceFile,
  getJob,
  getOrg,
  getPurchaseOrder,
  getSupplierCatalog,
  getSupplierResource,
  listEois,
  listEoisAll,
  listJobs,
  listJobsAll,
  listOrgUnits,
  listOrgUnitsAll,
  listSkillTaxonomies,
  listSkillTaxonomiesAll,
  listSupplierCatalogs,
  listSupplierUsersBySupplier,
  rejectJobApproval,
  updateJob,
  uploadJobFile
};
