import { REQUIRED_FORMATS, REQUIRED_SECTIONS } from '../../model/sections.ts';
import type { Rule } from '../rule.ts';

/** Every model needs these sections somewhere among its files. */
export const requiredSections: Rule = ({ model, report }) => {
  for (const section of REQUIRED_SECTIONS) if (model[section] === undefined) report('missing-section', [], { section });
};

/** The list value shapes the client and docs are built from, each readable by the client. */
export const requiredFormats: Rule = ({ model, report }) => {
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
};
