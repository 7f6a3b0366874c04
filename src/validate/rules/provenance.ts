import { allProvenanceHolders } from '../../model/walk.ts';
import type { Rule } from '../rule.ts';

/** An element is stated, inferred or unspecified: never two at once. */
export const provenanceIsSingle: Rule = ({ model, report }) => {
  for (const { node, path } of allProvenanceHolders(model)) {
    if (typeof node.inferred === 'string' && typeof node.unspecified === 'string') {
      report('provenance-conflict', [...path, 'inferred'], {}, true);
    }
  }
};
