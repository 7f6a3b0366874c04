/** Names the client emitter derives from the view, in one place. */
import { pascalCase } from '../../model/naming.ts';
import type { OperationView, VersionView } from '../../views/version-view.ts';

const versionPascal = (view: VersionView): string => pascalCase(view.id);
export const clientFactoryName = (view: VersionView): string => `create${versionPascal(view)}Client`;
export const transportFactoryName = (view: VersionView): string => `create${versionPascal(view)}Transport`;
export const clientTypeName = (view: VersionView): string => `${versionPascal(view)}Client`;
export const optionsTypeName = (view: VersionView): string => `${versionPascal(view)}ClientOptions`;

const upperFirst = (s: string): string => s[0]!.toUpperCase() + s.slice(1);
export const paramsTypeName = (op: OperationView): string => `${upperFirst(op.id)}Params`;
export const responseTypeName = (op: OperationView): string => `${upperFirst(op.id)}Response`;
export const descriptorName = (op: OperationView): string => `${op.id}Operation`;
export const pagesFunctionName = (op: OperationView): string => `${op.id}All`;
/** Decoded (semantic) form of a component type. */
export const valueTypeName = (name: string): string => `${name}Value`;
/** The class the client raises for an actionable error code: its error body's schema name. */
export const resumableErrorClassName = (code: string): string => `${pascalCase(code)}Error`;
/** `approver_selection_required` → `resumeApproverSelectionRequiredError`: the table row of an actionable code, referenced by the descriptors of the operations listing it. */
export const resumableEntryName = (code: string): string => `resume${resumableErrorClassName(code)}`;
/** `approver_selection` → `approverSelection`: the property holding an error body's choices. */
export const choicesPropertyName = (field: string): string => {
  const pascal = pascalCase(field);
  return pascal[0]!.toLowerCase() + pascal.slice(1);
};
