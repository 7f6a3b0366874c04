import type { ScopesSpecT } from './schema.ts';

/** The groups of the scopes section, each a key of it. */
export const SCOPE_GROUPS = ['read', 'readWrite', 'special'] as const;
export type ScopeGroup = (typeof SCOPE_GROUPS)[number];

export interface DeclaredScope {
  name: string;
  group: ScopeGroup;
  description: string;
  /** Key of the declaring entry under its group, for locating it. */
  key: string;
}

function words(resource: string): string {
  return resource.replace(/_/g, ' ');
}

/** Expands the scopes section (read list, read/write pairs, special scopes) into every scope name. */
export function declaredScopes(spec: ScopesSpecT): DeclaredScope[] {
  const read = Object.entries(spec.read).map(([key, s]) => ({
    name: `${key}:read`,
    group: 'read' as const,
    key,
    description: s.description ?? `Grants reading ${words(key)}.`,
  }));
  const pairs = Object.entries(spec.readWrite).flatMap(([key, s]) => [
    { name: `${key}:read`, group: 'readWrite' as const, key, description: `Grants reading ${words(key)}.` },
    { name: `${key}:write`, group: 'readWrite' as const, key, description: `Grants writing ${words(key)}: ${s.write}` },
  ]);
  const special = Object.entries(spec.special).map(([key, s]) => ({
    name: key,
    group: 'special' as const,
    key,
    description: s.description,
  }));
  return [...read, ...pairs, ...special];
}
