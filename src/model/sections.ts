/**
 * What every model must declare somewhere among its files, read by the `requiredSections` rule
 * and its hint. Every other section an API may lack: the rule reports one only where an element
 * of the model needs it.
 */
export const REQUIRED_SECTIONS = ['conventions', 'versions', 'resources', 'operations'] as const;

/** The formats a value of each list type needs (the client reads its separators from them): a date range needs the date's too. */
export const LIST_FORMATS: Readonly<Record<string, readonly string[]>> = { dateRange: ['dateRange', 'date'], sort: ['sort'] };
