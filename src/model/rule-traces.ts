/**
 * Which artefacts carry a kind of model data, by model pointer pattern (`*` for any one key): the
 * generated rules page says, for each of the model's rules, where its data shows. The first row
 * whose pattern covers a pointer decides; a pointer no row covers is shown by every artefact the
 * compiler makes of an API's operations (a field, a parameter, an error row, a scope …).
 */
import { patternCovers } from './conformance-checks.ts';

export const ARTEFACTS = ['OpenAPI', 'reference docs', 'client', 'route stubs', 'sandbox'] as const;
export type ArtefactName = (typeof ARTEFACTS)[number];

/**
 * `serverShows`: whether a running server's answers show the data, so that `verify` can test it,
 * though no generated server reads it (what a token grants is in every token answer).
 * Without it, a server shows what the route stubs or the sandbox carry.
 */
const TRACES: readonly { pattern: string; artefacts: readonly ArtefactName[]; serverShows?: true }[] = [
  // The migration guide alone reads the migration section.
  { pattern: 'migration', artefacts: ['reference docs'] },
  // What the specification says of a version's message bodies, where it shows no envelope.
  { pattern: 'errors.messages', artefacts: ['reference docs'] },
  // How a client keeps its token: the generated client does it; nothing a server answers shows it.
  { pattern: 'versions.*.auth.clientCache', artefacts: ['OpenAPI', 'reference docs', 'client'] },
  // What a token grants, and that there is no refresh token: said in the documents (the token endpoint grants so whatever the model says).
  { pattern: 'versions.*.auth.grantedScope', artefacts: ['OpenAPI', 'reference docs'], serverShows: true },
  { pattern: 'versions.*.auth.refreshToken', artefacts: ['OpenAPI', 'reference docs'], serverShows: true },
  // Said with the tenant header's rules (the runtime reads the tenant first whatever the model says).
  { pattern: 'conventions.tenantHeader.readBeforeAuthentication', artefacts: ['OpenAPI', 'reference docs'], serverShows: true },
  // The methods a path does not take: the client calls only the methods a path has.
  { pattern: 'behaviour.methods', artefacts: ['OpenAPI', 'reference docs', 'route stubs', 'sandbox'] },
  // Transitions and preconditions: also the client's TRANSITIONS, its doc comments and actionable errors.
  { pattern: 'behaviour', artefacts: ['OpenAPI', 'reference docs', 'client', 'route stubs', 'sandbox'] },
  { pattern: 'conventions.defaultOrder', artefacts: ['OpenAPI', 'reference docs', 'client', 'sandbox'] },
];

const rowOf = (pointer: string, model: unknown) => TRACES.find((t) => patternCovers(t.pattern, pointer, model));

/** The artefacts that carry what `pointer` names. */
export function artefactsOf(pointer: string, model: unknown): readonly ArtefactName[] {
  return rowOf(pointer, model)?.artefacts ?? ARTEFACTS;
}

/** Whether a running server's answers show what `pointer` names. */
export function serverShows(pointer: string, model: unknown): boolean {
  const row = rowOf(pointer, model);
  return row === undefined || row.serverShows === true || row.artefacts.includes('route stubs') || row.artefacts.includes('sandbox');
}
