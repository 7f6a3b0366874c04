import type { Rule } from '../rule.ts';

/**
 * An error code with `resume` is one the generated client can act on: it reads the choices from
 * the error body and sends the same request again with the chosen values in a body field. Both
 * fields must exist, or the client would offer a resumption that cannot work.
 */
export const resumableErrorsResolve: Rule = ({ model, report }) => {
  const codes = model.errors?.codes ?? {};
  for (const [code, spec] of Object.entries(codes)) {
    if (!spec.resume) continue;
    if (spec.fields?.[spec.resume.choices]?.type !== 'array') {
      report('resume-choices-field', ['errors', 'codes', code, 'resume', 'choices'], { code, field: spec.resume.choices });
    }
  }
  for (const [id, op] of Object.entries(model.operations ?? {})) {
    (op.errors ?? []).forEach((code, i) => {
      const resend = codes[code]?.resume?.resend;
      if (resend !== undefined && op.body?.schema.fields?.[resend] === undefined) {
        report('resume-resend-field', ['operations', id, 'errors', i], { operation: id, code, field: resend });
      }
    });
  }
};
