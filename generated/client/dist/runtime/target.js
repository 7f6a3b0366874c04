function trimSlash(url) {
	return url.replace(/\/+$/, "");
}
export function resolveTarget(table, target) {
	if ("organisationDomain" in target && target.organisationDomain !== undefined) {
		// A bare domain fills the model's template; a full origin (`http://localhost:8080`) is used as given.
		const domain = target.organisationDomain;
		const origin = trimSlash(domain.includes("://") ? domain : (table.organisation ?? "").replace(/\{[^}]+\}/, domain));
		return {
			origin,
			baseUrl: `${origin}${table.root}`,
			tenantHeader: undefined
		};
	}
	const tenant = "tenant" in target ? target.tenant : undefined;
	if (table.tenantHeaderName !== undefined && !tenant) throw new TypeError("a tenant is required unless organisationDomain is given");
	const tenantHeader = table.tenantHeaderName !== undefined && tenant ? {
		name: table.tenantHeaderName,
		value: tenant
	} : undefined;
	if (target.baseUrl !== undefined) {
		const origin = trimSlash(target.baseUrl);
		return {
			origin,
			baseUrl: `${origin}${table.root}`,
			tenantHeader
		};
	}
	const region = target.region ?? table.defaultRegion;
	const origin = table.regions[region];
	if (origin === undefined) throw new TypeError(`unknown region: ${String(region)}`);
	return {
		origin,
		baseUrl: `${origin}${table.root}`,
		tenantHeader
	};
}
