/** What the specification says of an element: stated (the default), or `inferred` / `unspecified` with the reason. */

export type ProvenanceStatus = 'stated' | 'inferred' | 'unspecified';

export interface Provenance {
  status: ProvenanceStatus;
  reason?: string;
}

/** The provenance an element of the model declares. */
export function provenanceOf(node: { inferred?: string | undefined; unspecified?: string | undefined }): Provenance {
  if (node.unspecified !== undefined) return { status: 'unspecified', reason: node.unspecified };
  if (node.inferred !== undefined) return { status: 'inferred', reason: node.inferred };
  return { status: 'stated' };
}
