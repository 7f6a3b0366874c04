/**
 * The docs templates precompiled by the build, by template key (src/emit/shared/templates.ts). Run
 * from the sources, none are: each template is compiled when it is read. The CLI bundle holds
 * every template of templates/ here instead (scripts/build.mjs replaces this module).
 */
export const PRECOMPILED: ReadonlyMap<string, object> = new Map();
