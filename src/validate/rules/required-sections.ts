import type { Rule } from '../rule.ts';

const REQUIRED = ['conventions', 'versions', 'resources', 'operations', 'scopes', 'errors', 'migration'] as const;

/** Every model needs these sections somewhere among its files. */
export const requiredSections: Rule = ({ model, report }) => {
  for (const section of REQUIRED) if (model[section] === undefined) report('missing-section', [], { detail: section });
};

/** The list value shapes the client and docs are built from: dates, date ranges and sorts. */
export const requiredFormats: Rule = ({ model, report }) => {
  const formats = model.conventions?.formats;
  if (!formats) return;
  for (const name of ['timestamp', 'date', 'dateRange', 'sort']) {
    if (!formats[name]) report('missing-section', ['conventions', 'formats'], { detail: `conventions.formats.${name}` }, true);
  }
  const sort = formats.sort?.shape;
  // An empty shape is checked too: it reads no separators.
  if (sort !== undefined && !/^field.+?direction./.test(sort)) report('schema-invalid-value', ['conventions', 'formats', 'sort', 'shape'], { detail: 'the sort shape must read `field<separator>direction<separator>...`' });
  const range = formats.dateRange?.shape;
  const date = formats.date?.shape;
  if (range !== undefined && date !== undefined && (date === '' || range.split(date).filter(Boolean).length !== 1)) {
    report('schema-invalid-value', ['conventions', 'formats', 'dateRange', 'shape'], { detail: 'the date-range shape must be two dates around one separator' });
  }
};
