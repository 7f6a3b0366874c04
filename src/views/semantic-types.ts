/**
 * The JSON-native rendering of each semantic type: what a version uses unless its `wire`
 * table in the model says otherwise (scalars rendered as strings, money in minor units).
 * This is the definition of the semantic types, not a fact about the API.
 */
import type { SemanticType } from '../model/schema.ts';
import type { JsonScalar } from './wire-type.ts';

export interface NativeRendering {
  json: JsonScalar;
  format?: string;
  description?: string;
}

export const NATIVE: Partial<Record<SemanticType, NativeRendering>> = {
  string: { json: 'string' },
  id: { json: 'string', description: 'Opaque identifier.' },
  boolean: { json: 'boolean' },
  integer: { json: 'integer' },
  decimal: { json: 'number' },
  money: { json: 'number' },
  currency: { json: 'string' },
  timestamp: { json: 'string', format: 'date-time' },
  date: { json: 'string', format: 'date' },
  enum: { json: 'string' },
  reference: { json: 'string' },
  dateRange: { json: 'string' },
  sort: { json: 'string' },
};
