/**
 * The sandbox's in-memory store: one set of collections per tenant, loaded from a YAML fixture.
 * Collections are named by the model's resource ids, and one record serves every version (a job
 * and a project are the same record). Records are kept as the fixture writes them (every scalar
 * a string); each version renders them in its own wire form.
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { MAX_NESTING_DEPTH } from '../load/load-spec.ts';
import { parseYamlSubset } from '../load/yaml-subset.ts';

export type WireRecord = Record<string, unknown> & { id: string };

export interface ClientFixture {
  id: string;
  secret: string;
  /** `all` for every scope of the model. */
  scopes: 'all' | string[];
}

export interface ApprovalStep {
  step: number;
  eligible: string[];
}

export interface TenantData {
  apiKeys: string[];
  clients: ClientFixture[];
  /** Bearer tokens issued outside the API (a version whose auth is `bearer`). */
  tokens: string[];
  owner: { id: string; email: string };
  approvers: WireRecord[];
  collections: Map<string, Map<string, WireRecord>>;
}

/** A collection is named by the model's resource id (`project`, `milestone`, …). */
export type CollectionName = string;

/**
 * Keys of a tenant that are not collections. `ownDomain` is for `verify` (the credentials file has
 * this shape): the sandbox serves every tenant's own domain as `<tenant>.localhost` (server.ts).
 */
const TENANT_SETTINGS = new Set(['apiKeys', 'clients', 'tokens', 'owner', 'approvers', 'ownDomain']);

const MAX_FIXTURE_BYTES = 5 * 1024 * 1024;

/** The demo data of a model, relative to the folder that holds its model folder (src/demo/check.ts `demoDataBeside`). */
export const DEMO_FIXTURE_PATH = join('sandbox', 'demo.yaml');

/** Demo data as read once by a compile: where it is and its text. */
export interface DemoData {
  path: string;
  text: string;
}

export class FixtureError extends Error {
  override readonly name = 'FixtureError';
}

export class Store {
  readonly tenants = new Map<string, TenantData>();
  /** The fixture's `choices:` section as written: the sandbox's choices where the model is open (read against the model by src/demo/choices.ts). */
  choices: unknown;

  collection(tenant: string, name: CollectionName): Map<string, WireRecord> {
    const data = this.tenants.get(tenant);
    if (!data) throw new FixtureError(`unknown tenant ${tenant}`);
    let collection = data.collections.get(name);
    if (!collection) data.collections.set(name, (collection = new Map()));
    return collection;
  }

  /** The collections of every tenant that name none of `resources` (a misspelt fixture key). */
  unknownCollections(resources: ReadonlySet<string>): string[] {
    return [...this.tenants].flatMap(([tenant, data]) => [...data.collections.keys()].filter((c) => !resources.has(c)).map((c) => `tenants.${tenant}.${c}`));
  }

  static fromFile(path: string): Store {
    if (statSync(path).size > MAX_FIXTURE_BYTES) throw new FixtureError(`${path} is larger than ${MAX_FIXTURE_BYTES} bytes`);
    return Store.fromText(readFileSync(path, 'utf8'), path);
  }

  static fromText(text: string, name: string): Store {
    let data: unknown;
    try {
      // The model's fast reader when the fixture is in its subset (the demo data is): the yaml
      // library runs cold in a one-off `generate` (~50 ms for the demo data, against ~6 ms).
      // The library reads anything else, and words the errors.
      data = parseYamlSubset(text, MAX_NESTING_DEPTH)?.data ?? parse(text, { maxAliasCount: 100 });
    } catch (error) {
      throw new FixtureError(`${name}: ${error instanceof Error ? error.message.split('\n')[0] : 'not YAML'}`);
    }
    return Store.fromData(data, name);
  }

  /** A store of fixture data already read (`name` names it in errors). */
  static fromData(data: unknown, name: string): Store {
    const tenants = (data as { tenants?: Record<string, Record<string, unknown>> } | null)?.tenants;
    if (!tenants || typeof tenants !== 'object') throw new FixtureError(`${name}: expected a top-level \`tenants:\` mapping`);
    const store = new Store();
    store.choices = (data as { choices?: unknown }).choices;
    for (const [tenant, raw] of Object.entries(tenants)) {
      const collections = new Map<string, Map<string, WireRecord>>();
      for (const collection of Object.keys(raw).filter((key) => !TENANT_SETTINGS.has(key))) {
        const records = raw[collection] as WireRecord[];
        if (!Array.isArray(records)) throw new FixtureError(`${name}: tenants.${tenant}.${collection} must be a list`);
        collections.set(collection, new Map(records.map((r) => [String(r.id), { ...r, id: String(r.id) }])));
      }
      store.tenants.set(tenant, {
        apiKeys: (raw.apiKeys ?? []) as string[],
        clients: (raw.clients ?? []) as ClientFixture[],
        tokens: (raw.tokens ?? []) as string[],
        owner: (raw.owner ?? { id: `${tenant}-owner`, email: `owner@${tenant}.invalid` }) as TenantData['owner'],
        approvers: (raw.approvers ?? []) as WireRecord[],
        collections,
      });
    }
    return store;
  }
}
