const requestTokenOperation = { id: "requestToken", method: "POST", path: "/oauth/token", query: [], bodyMediaType: "application/x-www-form-urlencoded", authenticated: false, redirect: false, defaultBody: false };
function requestToken(transport, params, options) {
  return transport.call(requestTokenOperation, params, options);
}
const getWelcomeOperation = { id: "getWelcome", method: "GET", path: "/welcome", query: [], scope: "welcome:read", authenticated: true, redirect: false, defaultBody: false };
function getWelcome(transport, params = {}, options) {
  return transport.call(getWelcomeOperation, params, options);
}
const listProjectsOperation = { id: "listProjects", method: "GET", path: "/projects", query: [{ name: "filter", style: "deepObject", allowReserved: false }, { name: "or", style: "deepObject", allowReserved: false }, { name: "sort", style: "deepObject", allowReserved: false }, { name: "limit", style: "form", allowReserved: false }], scope: "projects:read", authenticated: true, redirect: false, defaultBody: false };
function listProjects(transport, params = {}, options) {
  return transport.call(listProjectsOperation, params, options);
}
const createProjectOperation = { id: "createProject", method: "POST", path: "/projects", query: [], bodyMediaType: "application/json", scope: "projects:write", authenticated: true, redirect: false, defaultBody: false };
function createProject(transport, params = {}, options) {
  return transport.call(createProjectOperation, params, options);
}
const getProjectOperation = { id: "getProject", method: "GET", path: "/projects/{id}", query: [], scope: "projects:read", authenticated: true, redirect: false, defaultBody: false };
function getProject(transport, params, options) {
  return transport.call(getProjectOperation, params, options);
}
const updateProjectOperation = { id: "updateProject", method: "PATCH", path: "/projects/{id}", query: [], bodyMediaType: "application/json", scope: "projects:write", authenticated: true, redirect: false, defaultBody: false };
function updateProject(transport, params, options) {
  return transport.call(updateProjectOperation, params, options);
}
const uploadProjectFileOperation = { id: "uploadProjectFile", method: "POST", path: "/projects/{id}/file_upload", query: [], bodyMediaType: "multipart/form-data", scope: "projects:write", authenticated: true, redirect: false, defaultBody: false };
function uploadProjectFile(transport, params, options) {
  return transport.call(uploadProjectFileOperation, params, options);
}
const submitProjectOperation = { id: "submitProject", method: "POST", path: "/projects/{id}/submit", query: [], bodyMediaType: "application/json", scope: "projects:write", authenticated: true, redirect: false, defaultBody: false };
function submitProject(transport, params, options) {
  return transport.call(submitProjectOperation, params, options);
}
const approveProjectOperation = { id: "approveProject", method: "POST", path: "/projects/{id}/approve", query: [], scope: "project_approvals:write", authenticated: true, redirect: false, defaultBody: false };
function approveProject(transport, params, options) {
  return transport.call(approveProjectOperation, params, options);
}
const rejectProjectOperation = { id: "rejectProject", method: "POST", path: "/projects/{id}/reject", query: [], bodyMediaType: "application/json", scope: "project_approvals:write", authenticated: true, redirect: false, defaultBody: false };
function rejectProject(transport, params, options) {
  return transport.call(rejectProjectOperation, params, options);
}
const holdProjectOperation = { id: "holdProject", method: "POST", path: "/projects/{id}/hold", query: [], scope: "projects:write", authenticated: true, redirect: false, defaultBody: false };
function holdProject(transport, params, options) {
  return transport.call(holdProjectOperation, params, options);
}
const resumeProjectOperation = { id: "resumeProject", method: "POST", path: "/projects/{id}/resume", query: [], scope: "projects:write", authenticated: true, redirect: false, defaultBody: false };
function resumeProject(transport, params, options) {
  return transport.call(resumeProjectOperation, params, options);
}
const cancelProjectOperation = { id: "cancelProject", method: "POST", path: "/projects/{id}/cancel", query: [], scope: "projects:write", authenticated: true, redirect: false, defaultBody: false };
function cancelProject(transport, params, options) {
  return transport.call(cancelProjectOperation, params, options);
}
const completeProjectOperation = { id: "completeProject", method: "POST", path: "/projects/{id}/complete", query: [], scope: "projects:write", authenticated: true, redirect: false, defaultBody: false };
function completeProject(transport, params, options) {
  return transport.call(completeProjectOperation, params, options);
}
const getProjectsHelpOperation = { id: "getProjectsHelp", method: "GET", path: "/projects/help", query: [], scope: "projects:read", authenticated: true, redirect: false, defaultBody: false };
function getProjectsHelp(transport, params = {}, options) {
  return transport.call(getProjectsHelpOperation, params, options);
}
const listSupplierUsersOperation = { id: "listSupplierUsers", method: "GET", path: "/supplier_users", query: [{ name: "filter", style: "deepObject", allowReserved: false }, { name: "or", style: "deepObject", allowReserved: false }, { name: "sort", style: "deepObject", allowReserved: false }, { name: "limit", style: "form", allowReserved: false }], scope: "supplier_users:read", authenticated: true, redirect: false, defaultBody: false };
function listSupplierUsers(transport, params = {}, options) {
  return transport.call(listSupplierUsersOperation, params, options);
}
const getSupplierUsersHelpOperation = { id: "getSupplierUsersHelp", method: "GET", path: "/supplier_users/help", query: [], scope: "supplier_users:read", authenticated: true, redirect: false, defaultBody: false };
function getSupplierUsersHelp(transport, params = {}, options) {
  return transport.call(getSupplierUsersHelpOperation, params, options);
}
export {
  approveProject,
  cancelProject,
  completeProject,
  createProject,
  getProject,
  getProjectsHelp,
  getSupplierUsersHelp,
  getWelcome,
  holdProject,
  listProjects,
  listSupplierUsers,
  rejectProject,
  requestToken,
  resumeProject,
  submitProject,
  updateProject,
  uploadProjectFile
};
