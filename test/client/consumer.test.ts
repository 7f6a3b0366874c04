/**
 * The generated package as another team gets it: `npm pack`, install the tarball into a fresh
 * project, compile a consumer with `tsc --strict`, run it against a loopback server.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startLoopback, type Loopback } from '../support/loopback.ts';
import { GENERATED_DIR, REPO } from '../support/seed.ts';

const exec = promisify(execFile);
const work = mkdtempSync(join(tmpdir(), 'client-consumer-'));
let server: Loopback;

beforeAll(async () => {
  server = await startLoopback((req, res) => {
    if (req.url === '/api/v4/oauth/token') return json(res, 200, { access_token: 't', token_type: 'Bearer', expires_in: 60, scope: 'welcome:read' });
    if (req.url.startsWith('/api/v4/welcome'))
      return json(res, 200, { message: 'hi', owner: { id: 'u1', email: 'ops@acme.example' }, scopes: 'welcome:read' }, { 'x-request-id': 'req-1' });
    if (req.url.startsWith('/api/v3/orgs/revoked')) return json(res, 401, { message: 'The API key was revoked.' });
    if (req.url.startsWith('/api/v3/jobs')) return json(res, 200, { jobs: [{ id: 'j1', is_child: 'false', status: 'draft' }] });
    res.writeHead(404, { 'content-type': 'text/plain' });
    res.end('Tenant Unknown');
  });
});
afterAll(async () => {
  await server.close();
  rmSync(work, { recursive: true, force: true });
});

const CONSUMER = `
import { createV3Client, createV4Client, InvalidTokenError, TenantUnknownError, v3 } from 'sourcing-api-client';
import { listJobs, createV3Transport } from 'sourcing-api-client/v3';

declare const process: { argv: string[] };
const baseUrl = process.argv[2]!;

const v4 = createV4Client({ baseUrl, tenant: 'acme', clientId: 'acme-full', clientSecret: 'secret' });
const welcome = await v4.getWelcome();
const { response } = await v4.withResponse.getWelcome();

const client = createV3Client({ baseUrl, tenant: 'acme', apiKey: 'acme-v3-key' });
const page = await client.listJobs({ query: { limit: 10, created: { from: '2024-01-01', to: '2024-12-31' } } });
const first: v3.JobListItem | undefined = page.jobs?.[0];
const decoded = first ? v3.decode('JobListItem', first) : undefined;

const standalone = await listJobs(createV3Transport({ baseUrl, tenant: 'acme', apiKey: 'acme-v3-key' }));

let tenantUnknown = false;
try {
  await createV3Client({ baseUrl, tenant: 'nobody', apiKey: 'k' }).getOrg({ path: { id: 'x' } });
} catch (error) {
  tenantUnknown = error instanceof TenantUnknownError;
}
let revoked: string | undefined;
try {
  await client.getOrg({ path: { id: 'revoked' } });
} catch (error) {
  if (error instanceof InvalidTokenError && v3.isApiError(error)) revoked = \`\${error.code}: \${error.description ?? ''}\`;
}
console.log(
  JSON.stringify({ email: welcome.owner.email, requestId: response.headers.get('x-request-id'), isChild: decoded?.is_child, jobs: standalone.jobs?.length, tenantUnknown, revoked }),
);
`;

describe('the packed client in a fresh project', () => {
  it('its sources pass tsc --noEmit --strict on their own', async () => {
    const tsc = join(REPO, 'node_modules', '.bin', 'tsc');
    await exec(tsc, ['--noEmit', '-p', join(GENERATED_DIR, 'client', 'tsconfig.json')]);
  });

  it('installs from its tarball, compiles under tsc --strict and runs', async () => {
    await exec('npm', ['pack', join(GENERATED_DIR, 'client'), '--pack-destination', work, '--silent'], { cwd: work });
    const tarball = readdirSync(work).find((f) => f.endsWith('.tgz'))!;
    expect(tarball).toMatch(/^sourcing-api-client-\d+\.\d+\.\d+\.tgz$/);

    const app = join(work, 'app');
    await exec('mkdir', ['-p', app]);
    writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
    await exec('npm', ['install', '--offline', '--no-audit', '--no-fund', '--silent', join(work, tarball)], { cwd: app });
    expect(readdirSync(join(app, 'node_modules'))).toEqual(['.package-lock.json', 'sourcing-api-client']); // zero runtime dependencies

    writeFileSync(join(app, 'consumer.ts'), CONSUMER);
    const tsc = join(REPO, 'node_modules', '.bin', 'tsc');
    const flags = [
      '--strict',
      '--noUncheckedIndexedAccess',
      '--target',
      'es2022',
      '--module',
      'nodenext',
      '--moduleResolution',
      'nodenext',
      '--lib',
      'es2022,dom',
      '--outDir',
      'out',
      'consumer.ts',
    ];
    await exec(tsc, flags, { cwd: app });

    const { stdout } = await exec(process.execPath, [join(app, 'out', 'consumer.js'), server.origin], { cwd: app });
    expect(JSON.parse(stdout)).toEqual({
      email: 'ops@acme.example',
      requestId: 'req-1',
      isChild: false,
      jobs: 1,
      tenantUnknown: true,
      revoked: 'http_401: The API key was revoked.',
    });
  });
});
