import { paramMessage } from '../../diagnostics/message.ts';
import { defineRule } from '../rule.ts';

/**
 * The tenant header and the servers agree: a model with a tenant header says of every server
 * whether it needs it, and has one that does (the client's regions are those servers); a model
 * without one (an API without tenants) has no server that needs it and no `Tenant Unknown` row.
 * Every model has a server to send to.
 */
export const tenancyConsistent = defineRule({
  name: 'tenancyConsistent',
  codes: {
    'no-server': {
      severity: 'error',
      message: 'conventions.servers lists no server.',
      hint: 'Add the address the API is served at (its URL template and variables): the documents, the client and `verify` need one.',
    },
    'server-tenant-header-unstated': {
      severity: 'error',
      message: paramMessage`Server \`${'server'}\` does not say whether it needs the tenant header.`,
      hint: 'Add `tenantHeader: true` (requests to it name their tenant in the header) or `false` (the address identifies the tenant, as an own domain does).',
    },
    'server-tenant-header-undeclared': {
      severity: 'error',
      message: paramMessage`Server \`${'server'}\` needs the tenant header, but the model declares none.`,
      hint: 'Declare `conventions.tenantHeader` (with `brand`), or remove `tenantHeader: true` from the server (an API without tenants).',
    },
    'no-shared-server': {
      severity: 'error',
      message: 'No server needs the tenant header, so no address takes a tenant named in it.',
      hint: 'Set `tenantHeader: true` on the servers that take the header, or remove `conventions.tenantHeader` for an API without tenants.',
    },
    'tenant-unknown-without-header': {
      severity: 'error',
      message: 'A status row answers `Tenant Unknown`, but the model declares no tenant header.',
      hint: 'Remove `tenantUnknown: true` (and the row), or declare `conventions.tenantHeader`.',
    },
  },
  check({ model, report }) {
    const conventions = model.conventions;
    if (!conventions) return;
    const servers = Object.entries(conventions.servers);
    if (servers.length === 0) report('no-server', ['conventions', 'servers'], {}, true);
    const tenancy = conventions.tenantHeader !== undefined;
    for (const [id, server] of servers) {
      if (tenancy && server.tenantHeader === undefined) report('server-tenant-header-unstated', ['conventions', 'servers', id], { server: id }, true);
      if (!tenancy && server.tenantHeader === true) report('server-tenant-header-undeclared', ['conventions', 'servers', id, 'tenantHeader'], { server: id });
    }
    if (tenancy && servers.length > 0 && servers.every(([, s]) => s.tenantHeader === false)) report('no-shared-server', ['conventions', 'servers'], {}, true);
    if (!tenancy)
      (model.errors?.statuses ?? []).forEach((row, i) => {
        if (row.tenantUnknown) report('tenant-unknown-without-header', ['errors', 'statuses', i, 'tenantUnknown'], {});
      });
  },
});
