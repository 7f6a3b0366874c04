/** The model's JSON Schema as written for editors accepts the seed files and rejects a typo. */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { GENERATED_DIR, SPEC_DIR } from './support/seed.ts';

const schema = JSON.parse(readFileSync(join(GENERATED_DIR, 'schema', 'model.schema.json'), 'utf8')) as object;
const validate = new Ajv({ strict: false, allErrors: true }).compile(schema);
const files = readdirSync(SPEC_DIR).filter((f) => f.endsWith('.yaml'));

describe('generated/schema/model.schema.json', () => {
  it.each(files)('accepts spec/%s, which points editors at it', (file) => {
    const text = readFileSync(join(SPEC_DIR, file), 'utf8');
    expect(text.split('\n')[0]).toBe('# yaml-language-server: $schema=../generated/schema/model.schema.json');
    expect(validate(parse(text)), JSON.stringify(validate.errors)).toBe(true);
  });

  it('rejects a misspelt key deep inside a recursive field', () => {
    const model = {
      resources: {
        r: { title: 'R', description: 'R', kind: 'embedded', fields: { a: { type: 'object', fields: { b: { type: 'string', descripton: 'x' } } } } },
      },
    };
    expect(validate(model)).toBe(false);
    expect(validate.errors!.some((e) => e.keyword === 'additionalProperties' && e.params.additionalProperty === 'descripton')).toBe(true);
  });
});
