/**
 * Which artefacts carry a kind of model data, by model pointer pattern (`*` for any one key): the
 * generated rules page says, for each of the model's rules, where its data shows. The first row
 * whose pattern covers a pointer decides; a pointer no row covers is shown by every artefact the
 * compiler makes of an API's operations (a field, a parameter, an error row, a scope …).
 */
import { patternCovers } from './conformance-checks.ts';

export const ARTEFACTS = ['OpenAPI', 'reference docs', 'client', 'route stubs', 'sandbox'] as const;
export type ArtefactName = (typeof ARTEFACTS)[number];

const TRACES: readonly { pattern: string; artefacts: readonly ArtefactName[] }[] = [
  // The migration guide alone reads the migration section.
  { pattern: 'migration', artefacts: ['reference docs'] },
  // What the specification says of a version's message bodies, where it shows no envelope.
  { pattern: 'errors.messages', artefacts: ['reference docs'] },
  // How a client keeps its token: the generated client does it; nothing a server answers shows it.
  { pattern: 'versions.*.auth.clientCache', artefacts: ['OpenAPI', 'reference docs', 'client'] },
  // What a token grants, and that there is no refresh token: said in the documents (the token endpoint grants so whatever the model says).
  { pattern: 'versions.*.auth.grantedScope', artefacts: ['OpenAPI', 'reference docs'] },
  { pattern: 'versions.*.auth.refreshToken', artefacts: ['OpenAPI', 'reference docs'] },
  // Said with the tenant header's rules (the runtime reads the tenant first whatever the model says).
  { pattern: 'conventions.tenantHeader.readBeforeAuthentication', artefacts: ['OpenAPI', 'reference docs'] },
  // The methods a path does not take: the client calls only the methods a path has.
  { pattern: 'behaviour.methods', artefacts: ['OpenAPI', 'reference docs', 'route stubs', 'sandbox'] },
  // Transitions and preconditions: also the client's TRANSITIONS, its doc comments and actionable errors.
  { pattern: 'behaviour', artefacts: ['OpenAPI', 'reference docs', 'client', 'route stubs', 'sandbox'] },
  { pattern: 'conventions.defaultOrder', artefacts: ['OpenAPI', 'reference docs', 'client', 'sandbox'] },
];

/** The artefacts that carry what `pointer` names. */
export function artefactsOf(pointer: string, model: unknown): readonly ArtefactName[] {
  return TRACES.find((t) => patternCovers(t.pattern, pointer, model))?.artefacts ?? ARTEFACTS;
}
