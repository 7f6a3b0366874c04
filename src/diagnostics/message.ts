/**
 * Messages with named parameters that the TypeScript compiler checks, after TypeSpec's
 * `paramMessage`: `paramMessage\`Unknown ${'kind'} \`${'name'}\`.\`` is a message whose
 * parameters are exactly `kind` and `name`, so a call that leaves one out or misspells it does
 * not compile. A plain string is a message without parameters.
 */

/** A value quoted into a message: model text, or a number such as a status. */
export type ParamValue = string | number;

export interface ParamMessage<P extends string> {
  readonly params: readonly P[];
  /** A method, so that a message of some parameters is assignable where any message is expected. */
  format(values: Readonly<Record<P, ParamValue>>): string;
}

export type Message = string | ParamMessage<string>;

/** The parameter names of a message (`never` for a plain string). */
export type MessageParams<M> = M extends ParamMessage<infer P> ? P : never;

export function paramMessage<const P extends readonly string[]>(pieces: TemplateStringsArray, ...params: P): ParamMessage<P[number]> {
  return {
    params,
    format(values) {
      return params.reduce((text, param: P[number], i) => `${text}${values[param]}${pieces[i + 1]}`, pieces[0]!);
    },
  };
}

export function formatMessage(message: Message, values: Readonly<Record<string, ParamValue>>): string {
  return typeof message === 'string' ? message : message.format(values);
}
