import { paramMessage } from '../../diagnostics/message.ts';
import { defineRule } from '../rule.ts';

/**
 * An error code with `resume` is one the generated client can act on: it reads the choices from
 * the error body and sends the same request again with the chosen values in a body field. Both
 * fields must exist, or the client would offer a resumption that cannot work.
 */
export const resumableErrorsResolve = defineRule({
  name: 'resumableErrorsResolve',
  codes: {
    'resume-choices-field': {
      severity: 'error',
      message: paramMessage`Error code \`${'code'}\` resumes with choices from \`${'field'}\`, which is not an array field of its body.`,
      hint: "`resume.choices` names one of the code's own `fields`, of type `array`: the list the client chooses from.",
    },
    'resume-resend-field': {
      severity: 'error',
      message: paramMessage`Operation \`${'operation'}\` lists error code \`${'code'}\`, which is re-sent with body field \`${'field'}\`, but its body has no such field.`,
      hint: 'Every operation listing a code with `resume` needs a body whose `fields` include the `resume.resend` field, or the client could not re-send the choice.',
    },
  },
  check({ model, report }) {
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
  },
});
