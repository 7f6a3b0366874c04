/**
 * An operation's call with the generated client and what it returns, from the version's
 * examples (src/demo/examples/, the ones its published document holds): the Markdown reference,
 * the client's README and its doc comments show the same call. Path parameters take their
 * example values, else `<name>` placeholders; `request` stands for a body.
 */
import { examplesOrigin, type DocumentExamples, type OperationExamples } from '../../contract/openapi/examples.ts';
import type { OperationView } from '../../views/version-view.ts';
import type { WireType } from '../../views/wire-type.ts';
import { stringLiteral } from './ts-text.ts';

function pathArgument(op: OperationView, examples: OperationExamples | undefined): string {
  const value = (name: string) => {
    const example = examples?.path[name];
    return example === undefined ? `'<${name}>'` : stringLiteral(String(example));
  };
  return op.pathParams.map((p) => `${p.name}: ${value(p.name!)}`).join(', ');
}

function hasRequiredBody(type: WireType, required: boolean): boolean {
  return required || (type.kind === 'object' && type.fields.some((f) => f.required));
}

/** `const response = await client.getJob({ path: { id: 'job-1001' } });` (`name`: the constant's). */
export function clientCallExample(op: OperationView, examples?: OperationExamples, name = 'response'): string {
  const parts = [
    ...(op.pathParams.length > 0 ? [`path: { ${pathArgument(op, examples)} }`] : []),
    ...(op.body && hasRequiredBody(op.body.type, op.body.required) ? ['body: request'] : []),
  ];
  return `const ${name} = await client.${op.id}(${parts.length > 0 ? `{ ${parts.join(', ')} }` : ''});`;
}

export interface AnswerExample {
  status: string;
  mediaType: string;
  value: unknown;
}

/** The example of the operation's success answer, where it has one. */
export function answerExample(op: OperationView, examples: OperationExamples | undefined): AnswerExample | undefined {
  for (const response of op.responses.filter((r) => !r.isError)) {
    for (const [mediaType, named] of Object.entries(examples?.responses[response.status]?.content ?? {})) {
      const [first] = Object.values(named);
      if (first) return { status: response.status, mediaType, value: first.value };
    }
  }
  return undefined;
}

/** The longest answer a doc comment shows on its one line; a longer one is cut. */
const DOC_ANSWER_CHARACTERS = 160;

/**
 * A doc comment's example of the operation: the call, and what it resolves with as one line of
 * JSON (cut past DOC_ANSWER_CHARACTERS); none without examples.
 */
export function exampleDocLines(op: OperationView, examples: DocumentExamples | undefined): string[] {
  if (!examples) return [];
  const given = examples.operations[op.id];
  const answer = answerExample(op, given);
  const json = answer === undefined ? undefined : JSON.stringify(answer.value);
  const shown = json !== undefined && json.length > DOC_ANSWER_CHARACTERS ? `${json.slice(0, DOC_ANSWER_CHARACTERS)}…` : json;
  return [
    '@example',
    clientCallExample(op, given),
    ...(shown !== undefined ? [`// response, from ${examplesOrigin(examples).replace(/`/g, '')}: ${shown}`] : []),
  ];
}
