import type { Rule } from '../rule.ts';

/** The v4 envelope has the `error` field every client branches on. */
export const envelopeHasErrorField: Rule = ({ model, report }) => {
  const fields = model.errors?.envelope.fields;
  if (fields && !('error' in fields)) report('missing-envelope-error', ['errors', 'envelope', 'fields'], {}, true);
};
