/**
 * Every diagnostic code, gathered from the tables of the stages that own them, for what lists
 * every code (the tests of the table and of its fixtures, the docs). Nothing reports through this
 * table: each stage reports through its own, so the compiler does not need it.
 *
 * Why here: gathering imports every table, so it sits above every stage that owns one (an import
 * must not point up the pipeline), and no stage below needs it: the loader's codes are in
 * src/load/codes.ts, the schema check's in src/validate/structure.ts, each rule's in its file
 * under src/validate/rules/ (listed by RULES), the no-silent-drop check's in
 * src/resolve/unrendered.ts, the demo data's in src/demo/check.ts and the docs templates' in
 * src/emit/shared/templates.ts.
 */
import type { CodeTable } from '../diagnostics/code-table.ts';
import { DEMO_CODES } from '../demo/check.ts';
import { TEMPLATE_CODES } from '../emit/shared/templates.ts';
import { LOAD_CODES } from '../load/codes.ts';
import { UNRENDERED_CODES } from '../resolve/unrendered.ts';
import { STRUCTURE_CODES } from '../validate/structure.ts';
import { RULES } from '../validate/validate.ts';

/** `A | B` → `A & B`: the union of the rules' tables as one table that has every rule's codes. */
type Intersection<U> = (U extends unknown ? (table: U) => void : never) extends (table: infer I) => void ? I : never;

type AllCodes = typeof LOAD_CODES &
  typeof STRUCTURE_CODES &
  Intersection<(typeof RULES)[number]['codes']> &
  typeof UNRENDERED_CODES &
  typeof DEMO_CODES &
  typeof TEMPLATE_CODES;

/** Each owner's table, in pipeline order. A code two rules report is one definition, taken by one from the other. */
export const CODE_TABLES: readonly CodeTable[] = [
  LOAD_CODES,
  STRUCTURE_CODES,
  ...RULES.map((rule) => rule.codes),
  UNRENDERED_CODES,
  DEMO_CODES,
  TEMPLATE_CODES,
];

export const DIAGNOSTICS = Object.assign({}, ...CODE_TABLES) as AllCodes;

export type DiagnosticCode = keyof AllCodes;
