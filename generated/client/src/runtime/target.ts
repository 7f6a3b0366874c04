/**
 * Where a client sends its calls: a region of the shared addresses (with the tenant header),
 * an explicit base URL (with the tenant header), or an organisation's own domain (no tenant
 * header: the hostname identifies the organisation).
 */

/** Addresses of one version, generated from the model's servers. */
export interface ServerTable<Region extends string> {
  /** Region → origin, e.g. `{ global: 'https://api.example.com' }`. */
  regions: Readonly<Record<Region, string>>;
  /** Origin template of an organisation's own domain, e.g. `https://{organisation_domain}`. */
  organisation: string;
  /** Version root, e.g. `/api/<version>`. */
  root: string;
  tenantHeaderName: string;
  /** Default region when none is given. */
  defaultRegion: Region;
}

export type Target<Region extends string> =
  | { region?: Region; tenant: string; baseUrl?: undefined; organisationDomain?: undefined }
  | { baseUrl: string; tenant: string; region?: undefined; organisationDomain?: undefined }
  | { organisationDomain: string; tenant?: undefined; region?: undefined; baseUrl?: undefined };

export interface ResolvedTarget {
  /** Origin plus version root. */
  baseUrl: string;
  /** Origin without the root. */
  origin: string;
  tenantHeader: { name: string; value: string } | undefined;
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

export function resolveTarget<Region extends string>(table: ServerTable<Region>, target: Target<Region>): ResolvedTarget {
  if (target.organisationDomain !== undefined) {
    // A bare domain fills the model's template; a full origin (`http://localhost:8080`) is used as given.
    const domain = target.organisationDomain;
    const origin = trimSlash(domain.includes('://') ? domain : table.organisation.replace(/\{[^}]+\}/, domain));
    return { origin, baseUrl: `${origin}${table.root}`, tenantHeader: undefined };
  }
  if (!target.tenant) throw new TypeError('a tenant is required unless organisationDomain is given');
  const tenantHeader = { name: table.tenantHeaderName, value: target.tenant };
  if (target.baseUrl !== undefined) {
    const origin = trimSlash(target.baseUrl);
    return { origin, baseUrl: `${origin}${table.root}`, tenantHeader };
  }
  const region = target.region ?? table.defaultRegion;
  const origin = table.regions[region];
  if (origin === undefined) throw new TypeError(`unknown region: ${String(region)}`);
  return { origin, baseUrl: `${origin}${table.root}`, tenantHeader };
}
