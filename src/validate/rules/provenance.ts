import { isObservedSpec } from '../../model/provenance.ts';
import { allProvenanceHolders } from '../../model/walk.ts';
import { defineRule } from '../rule.ts';

/** An element is stated, inferred, unspecified or observed: never two at once. */
export const provenanceIsSingle = defineRule({
  name: 'provenanceIsSingle',
  codes: {
    'provenance-conflict': {
      severity: 'error',
      message: 'An element has one provenance: it cannot be two of inferred, unspecified and observed.',
      hint: 'Keep `unspecified` when the specification says "not shown"; keep `inferred` when the model assumes a value; `observed` replaces either when a server was seen to answer the question.',
    },
  },
  check({ model, report }) {
    for (const { node, path } of allProvenanceHolders(model)) {
      if (typeof node.inferred === 'string' && typeof node.unspecified === 'string') report('provenance-conflict', [...path, 'inferred'], {}, true);
      else if (isObservedSpec(node.observed) && (typeof node.inferred === 'string' || typeof node.unspecified === 'string'))
        report('provenance-conflict', [...path, 'observed'], {}, true);
    }
  },
});
