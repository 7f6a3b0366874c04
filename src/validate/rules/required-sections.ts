import { either } from '../../diagnostics/code-table.ts';
import { paramMessage } from '../../diagnostics/message.ts';
import { REQUIRED_FORMATS, REQUIRED_SECTIONS } from '../../model/sections.ts';
import { defineRule } from '../rule.ts';

/** Every model needs these sections somewhere among its files. */
export const requiredSections = defineRule({
  name: 'requiredSections',
  codes: {
    'missing-section': {
      severity: 'error',
      message: paramMessage`No spec file defines the \`${'section'}\` section.`,
      hint: `Every model needs ${either(REQUIRED_SECTIONS)}.`,
    },
  },
  check({ model, report }) {
    for (const section of REQUIRED_SECTIONS) if (model[section] === undefined) report('missing-section', [], { section });
  },
});

/** The list value shapes the client and docs are built from, each readable by the client. */
export const requiredFormats = defineRule({
  name: 'requiredFormats',
  codes: {
    'missing-format': {
      severity: 'error',
      message: paramMessage`conventions.formats has no \`${'format'}\` entry.`,
      hint: `conventions.formats describes ${either(REQUIRED_FORMATS)}: the client and the docs render list values with them.`,
    },
    'invalid-sort-shape': {
      severity: 'error',
      message: paramMessage`The sort shape \`${'shape'}\` does not read \`field<separator>direction<separator>...\`.`,
      hint: 'Write the shape of one sort entry and its repetition, such as `field:direction,...`: the client splits on the separators it reads there.',
    },
    'invalid-date-range-shape': {
      severity: 'error',
      message: paramMessage`The date-range shape \`${'shape'}\` is not two dates (\`${'date'}\`) around one separator.`,
      hint: 'Write the date shape, a separator, then the date shape again, such as `YYYY-MM-DD+TO+YYYY-MM-DD`.',
    },
  },
  check({ model, report }) {
    const formats = model.conventions?.formats;
    if (!formats) return;
    for (const format of REQUIRED_FORMATS) {
      if (!formats[format]) report('missing-format', ['conventions', 'formats'], { format }, true);
    }
    const sort = formats.sort?.shape;
    // An empty shape is checked too: it reads no separators.
    if (sort !== undefined && !/^field.+?direction./.test(sort)) report('invalid-sort-shape', ['conventions', 'formats', 'sort', 'shape'], { shape: sort });
    const range = formats.dateRange?.shape;
    const date = formats.date?.shape;
    if (range !== undefined && date !== undefined && (date === '' || range.split(date).filter(Boolean).length !== 1)) {
      report('invalid-date-range-shape', ['conventions', 'formats', 'dateRange', 'shape'], { shape: range, date });
    }
  },
});
