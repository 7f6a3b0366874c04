/** Component names shared by the OpenAPI emitter's modules. */
export const TENANT_PARAMETER = 'TenantId';
export const SECURITY_SCHEME = 'auth';
