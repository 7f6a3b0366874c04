/**
 * Where a client sends its calls: a region of the shared addresses (with the tenant header),
 * an explicit base URL (with the tenant header), or an organisation's own domain (no tenant
 * header: the hostname identifies the organisation). An API without tenants has no tenant
 * header: a call goes to one of its servers or to a base URL (`PlainTarget`).
 */
/** Addresses of one version, generated from the model's servers. */
export interface ServerTable<Region extends string> {
	/** Region → origin, e.g. `{ global: 'https://api.example.com' }`. */
	regions: Readonly<Record<Region, string>>;
	/** Origin template of an organisation's own domain, e.g. `https://{organisation_domain}`; absent for an API without tenants. */
	organisation?: string;
	/** Version root, e.g. `/api/<version>`. */
	root: string;
	/** Absent for an API without tenants. */
	tenantHeaderName?: string;
	/** Default region when none is given. */
	defaultRegion: Region;
}
export type Target<Region extends string> = {
	region?: Region;
	tenant: string;
	baseUrl?: undefined;
	organisationDomain?: undefined;
} | {
	baseUrl: string;
	tenant: string;
	region?: undefined;
	organisationDomain?: undefined;
} | {
	organisationDomain: string;
	tenant?: undefined;
	region?: undefined;
	baseUrl?: undefined;
};
/** Where a client of an API without tenants sends its calls: a server of the model, or a base URL. */
export type PlainTarget<Region extends string> = {
	region?: Region;
	baseUrl?: undefined;
} | {
	baseUrl: string;
	region?: undefined;
};
export interface ResolvedTarget {
	/** Origin plus version root. */
	baseUrl: string;
	/** Origin without the root. */
	origin: string;
	tenantHeader: {
		name: string;
		value: string;
	} | undefined;
}
export declare function resolveTarget<Region extends string>(table: ServerTable<Region>, target: Target<Region> | PlainTarget<Region>): ResolvedTarget;
