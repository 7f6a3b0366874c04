/**
 * The validator of the model's JSON Schema. Run from the sources (tests, tsx), it is compiled here
 * by Ajv (~0.3 s); the CLI bundle holds Ajv's standalone code of the same compilation instead,
 * made by the build (scripts/build.mjs), which replaces this module there.
 */
import { Ajv, type Options, type ValidateFunction } from 'ajv';
import { ModelFileSchema } from '../model/schema.ts';

/**
 * Every error, so a file's mistakes are reported together; not strict: the schema's keywords are
 * TypeBox's to choose, and one Ajv does not know must not stop the compiler. But strict numbers:
 * YAML reads `.inf` and `.nan` as numbers, which `strict: false` would let pass as any number or
 * integer.
 */
const AJV_OPTIONS: Options = { allErrors: true, strict: false, strictNumbers: true };

/** Compiles the schema (the build passes `code.source` for standalone code). */
export function compileModelValidator(extra: Options = {}): { ajv: Ajv; validate: ValidateFunction } {
  const ajv = new Ajv({ ...AJV_OPTIONS, ...extra });
  return { ajv, validate: ajv.compile(ModelFileSchema) };
}

export function loadModelValidator(): ValidateFunction {
  return compileModelValidator().validate;
}
