/**
 * Validators and serialisers compiled on their first use. A server registers every operation of
 * its versions at start, and compiling each route's schemas there made the start grow with the
 * model (minutes for 3,800 operations); a route nobody calls now costs nothing at start. The
 * price: a schema that cannot compile, or a shared schema Ajv refuses (the validators' Ajv is
 * given them at its first use: server.ts), fails at the first request that needs it, not at start
 * (the schemas come from the model's route tables, and the sandbox's tests call every operation;
 * a reference to an unknown shared schema is still refused at start: reached-schemas.ts).
 */
import { createRequire } from 'node:module';
import type { ValidateFunction } from 'ajv';

/** The validator `compile` makes, made at its first call; its `errors` are handed on after each call (Fastify and the response check read them). */
export function compiledOnFirstUse(compile: () => ValidateFunction): ValidateFunction {
  let compiled: ValidateFunction | undefined;
  const validate = ((data: unknown) => {
    compiled ??= compile();
    const valid = compiled(data);
    validate.errors = compiled.errors;
    return valid;
  }) as ValidateFunction;
  return validate;
}

type Serialiser = (data: unknown) => string;

/**
 * Fastify's own response serialiser (fast-json-stringify, resolved from where Fastify is
 * installed: its dependency, nothing more to install), compiled for `schema` at its first call.
 */
export function serialiserOnFirstUse(schema: object): Serialiser {
  let compiled: Serialiser | undefined;
  return (data) => (compiled ??= fastJsonStringify()(schema))(data);
}

let loaded: ((schema: object) => Serialiser) | undefined;
/** Fastify's own serialiser compiler, loaded once. */
export function fastJsonStringify(): (schema: object) => Serialiser {
  loaded ??= createRequire(createRequire(import.meta.url).resolve('fastify'))('fast-json-stringify') as (schema: object) => Serialiser;
  return loaded;
}
