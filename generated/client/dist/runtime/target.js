function trimSlash(url) {
  return url.replace(/\/+$/, "");
}
function resolveTarget(table, target) {
  if (target.organisationDomain !== void 0) {
    const domain = target.organisationDomain;
    const origin2 = trimSlash(domain.includes("://") ? domain : table.organisation.replace(/\{[^}]+\}/, domain));
    return { origin: origin2, baseUrl: `${origin2}${table.root}`, tenantHeader: void 0 };
  }
  if (!target.tenant) throw new TypeError("a tenant is required unless organisationDomain is given");
  const tenantHeader = { name: table.tenantHeaderName, value: target.tenant };
  if (target.baseUrl !== void 0) {
    const origin2 = trimSlash(target.baseUrl);
    return { origin: origin2, baseUrl: `${origin2}${table.root}`, tenantHeader };
  }
  const region = target.region ?? table.defaultRegion;
  const origin = table.regions[region];
  if (origin === void 0) throw new TypeError(`unknown region: ${String(region)}`);
  return { origin, baseUrl: `${origin}${table.root}`, tenantHeader };
}
export {
  resolveTarget
};
