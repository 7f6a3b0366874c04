/**
 * The options of a version's client factory as the examples write them: a region (a server the
 * client picks by name), the tenant where the API has tenants, and the credentials its auth takes.
 * With demo data (the client README), the tenant and an OAuth client's id are the data's first;
 * without (the reference docs, about the real API), every value is an environment variable.
 * Secrets are never written out.
 */
import type { Store } from '../../demo/store.ts';
import type { VersionView } from '../../views/version-view.ts';

export function clientOptionsExample(view: VersionView, demo?: Store): string {
  // The client's regions: the servers that take the tenant header, or every server of an API without tenants.
  const region = (view.tenantHeader ? view.servers.find((s) => s.tenantHeader) : view.servers[0])?.id;
  const [tenant, data] = demo?.tenants.entries().next().value ?? [];
  const literal = (value: string | undefined, variable: string) => (value === undefined ? `process.env.${variable}!` : `'${value}'`);
  const credentials = {
    apiKey: 'apiKey: process.env.API_KEY!',
    oauth2: `clientId: ${literal(data?.clients[0]?.id, 'CLIENT_ID')}, clientSecret: process.env.CLIENT_SECRET!`,
    bearer: 'token: process.env.TOKEN!',
  }[view.auth.kind];
  return `{ ${region === undefined ? '' : `region: '${region}', `}${view.tenantHeader ? `tenant: ${literal(tenant, 'TENANT')}, ` : ''}${credentials} }`;
}
