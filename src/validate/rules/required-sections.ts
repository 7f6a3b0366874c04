import type { Rule } from '../rule.ts';

const REQUIRED = ['conventions', 'versions', 'resources', 'operations', 'scopes', 'errors', 'migration'] as const;

/** Every model needs these sections somewhere among its files. */
export const requiredSections: Rule = ({ model, report }) => {
  for (const section of REQUIRED) if (model[section] === undefined) report('missing-section', [], { detail: section });
};
