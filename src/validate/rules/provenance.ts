import { allProvenanceHolders } from '../../model/walk.ts';
import { defineRule } from '../rule.ts';

/** An element is stated, inferred or unspecified: never two at once. */
export const provenanceIsSingle = defineRule({
  name: 'provenanceIsSingle',
  codes: {
    'provenance-conflict': {
      severity: 'error',
      message: 'An element cannot be both inferred and unspecified.',
      hint: 'Keep `unspecified` when the specification says "not shown"; keep `inferred` when the model assumes a value.',
    },
  },
  check({ model, report }) {
    for (const { node, path } of allProvenanceHolders(model)) {
      if (typeof node.inferred === 'string' && typeof node.unspecified === 'string') {
        report('provenance-conflict', [...path, 'inferred'], {}, true);
      }
    }
  },
});
