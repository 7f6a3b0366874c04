/**
 * What every model must declare somewhere among its files: read by the `required-sections`
 * rules and by the hints of their diagnostics.
 */
export const REQUIRED_SECTIONS = ['conventions', 'versions', 'resources', 'operations', 'scopes', 'errors', 'migration'] as const;

/** The list value shapes the client and docs are built from: dates, date ranges and sorts. */
export const REQUIRED_FORMATS = ['timestamp', 'date', 'dateRange', 'sort'] as const;
