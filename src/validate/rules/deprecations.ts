import { paramMessage } from '../../diagnostics/message.ts';
import { defineRule, knownList } from '../rule.ts';

/** `YYYY-MM-DD` naming a day of the calendar (no 2026-02-30). */
function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Deprecation dates are calendar dates: they become response headers and doc text. */
export const deprecationDatesValid = defineRule({
  name: 'deprecationDatesValid',
  codes: {
    'invalid-date': {
      severity: 'error',
      message: paramMessage`\`${'value'}\` is not a calendar date (YYYY-MM-DD).`,
      hint: 'Write deprecation dates as YYYY-MM-DD, a day that exists (2026-01-31, not 2026-02-30).',
    },
  },
  check({ deprecations, report }) {
    for (const { deprecation, path } of deprecations) {
      for (const key of ['since', 'sunset'] as const) {
        const value = deprecation[key];
        if (value !== undefined && !isCalendarDate(value)) report('invalid-date', [...path, key], { value });
      }
    }
  },
});

/** An element stops working (its sunset) no earlier than the day it is deprecated. */
export const sunsetNotBeforeSince = defineRule({
  name: 'sunsetNotBeforeSince',
  codes: {
    'sunset-before-since': {
      severity: 'error',
      message: paramMessage`The sunset ${'sunset'} is before the deprecation date ${'since'}.`,
      hint: 'An element stops working (its sunset) on or after the day it is deprecated (`since`): correct one of the dates.',
    },
  },
  check({ deprecations, report }) {
    for (const { deprecation, path } of deprecations) {
      const { since, sunset } = deprecation;
      // Same-format calendar dates compare as text.
      if (sunset !== undefined && isCalendarDate(since) && isCalendarDate(sunset) && sunset < since) {
        report('sunset-before-since', [...path, 'sunset'], { sunset, since });
      }
    }
  },
});

/**
 * An element whose sunset has passed is still in the model: partners were told it may stop
 * working, and the documents still offer it. Judged against the day validate runs (UTC), so a
 * model that passes today can warn after its sunset: that is the reminder.
 */
export const sunsetNotPassed = defineRule({
  name: 'sunsetNotPassed',
  codes: {
    'sunset-passed': {
      severity: 'warning',
      message: paramMessage`Its sunset, ${'sunset'}, has passed, but the element is still in the model: the documents still offer what partners were told may stop working.`,
      hint: 'Remove the element (the change report marks the removal announced), or move the sunset to a later date if it is to stay.',
    },
  },
  check({ deprecations, report }) {
    const today = new Date().toISOString().slice(0, 10);
    for (const { deprecation, path } of deprecations) {
      const { sunset } = deprecation;
      // Same-format calendar dates compare as text.
      if (sunset !== undefined && isCalendarDate(sunset) && sunset < today) report('sunset-passed', [...path, 'sunset'], { sunset });
    }
  },
});

/** A replacement names an element of the deprecated one's kind, which clients can move to. */
export const replacementsExist = defineRule({
  name: 'replacementsExist',
  codes: {
    'unknown-replacement': {
      severity: 'error',
      message: paramMessage`The replacement \`${'replacement'}\` is not ${'kind'} (known: ${'known'}).`,
      hint: 'A replacement names an element of the same kind: an operationId for an operation, a sibling field for a field, a parameter of the same operation for a parameter (a shared one by its key, as `query:` lists do), a sibling filter attribute, another value of the same enum.',
    },
    'replacement-by-wire-name': {
      severity: 'error',
      message: paramMessage`The replacement \`${'replacement'}\` is the wire name of shared parameter \`${'key'}\`; a replacement names a shared parameter by its key, as \`query:\` lists do.`,
      hint: paramMessage`Did you mean \`replacement: ${'key'}\`? The documents show its wire name, \`${'replacement'}\`.`,
    },
  },
  check({ deprecations, report }) {
    for (const { deprecation, path, kind, candidates, aliases } of deprecations) {
      const { replacement } = deprecation;
      if (replacement === undefined || candidates.includes(replacement)) continue;
      const key = aliases?.[replacement];
      if (key !== undefined && candidates.includes(key)) report('replacement-by-wire-name', [...path, 'replacement'], { replacement, key });
      else report('unknown-replacement', [...path, 'replacement'], { replacement, kind, known: knownList(candidates) });
    }
  },
});

/** `deprecatedValues` names values of its enum. */
export const deprecatedValuesExist = defineRule({
  name: 'deprecatedValuesExist',
  codes: {
    'unknown-enum-value': {
      severity: 'error',
      message: paramMessage`\`${'value'}\` is not a value of enum \`${'enum'}\`.`,
      hint: "`deprecatedValues` lists values of the enum's `values`: correct the name, or add the value.",
    },
  },
  check({ model, report }) {
    for (const [name, spec] of Object.entries(model.enums ?? {})) {
      for (const value of Object.keys(spec.deprecatedValues ?? {})) {
        if (!spec.values.includes(value)) report('unknown-enum-value', ['enums', name, 'deprecatedValues', value], { value, enum: name }, true);
      }
    }
  },
});

/**
 * A field is deprecated where it is a field of an object; elsewhere (a parameter's schema, the
 * items of a list) no artefact could say which element is deprecated.
 */
export const deprecatedFieldsAreFields = defineRule({
  name: 'deprecatedFieldsAreFields',
  codes: {
    'deprecation-not-on-field': {
      severity: 'error',
      message: 'Only a field of an object can be deprecated; this schema is not one.',
      hint: 'Deprecate the element that holds this schema instead (its operation, parameter or filter attribute has its own `deprecated`), or a field of the object.',
    },
  },
  check({ fields, report }) {
    for (const { spec, path, siblings } of fields) {
      if (spec.deprecated && !siblings) report('deprecation-not-on-field', [...path, 'deprecated'], {}, true);
    }
  },
});
