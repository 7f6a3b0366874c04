/**
 * Where a model holds rule sentences (`RuleT`: the specification's rules in its words, each with
 * the elements that hold it as data): the tenant header's rules, the conventions' groups, each
 * version's authentication steps and list syntax, the scope advice. Validation checks their
 * pointers and the rules page lists them from this one walk.
 */
import type { ModelFile, RuleT } from './schema.ts';
import type { ModelPath } from './path.ts';

export interface RuleList {
  /** The list's model path. */
  path: ModelPath;
  /** What the list is about, for a heading (`<version> authentication`). */
  group: string;
  rules: readonly RuleT[];
}

/** Every list of rule sentences of `model`, in the order the model's sections are read. */
export function ruleLists(model: ModelFile): RuleList[] {
  const lists: RuleList[] = [];
  const conventions = model.conventions;
  if (conventions) {
    if (conventions.tenantHeader) lists.push({ path: ['conventions', 'tenantHeader', 'rules'], group: 'tenant header', rules: conventions.tenantHeader.rules });
    for (const [group, rules] of Object.entries(conventions.rules ?? {}))
      lists.push({ path: ['conventions', 'rules', group], group: group.replace(/_/g, ' '), rules });
  }
  for (const [id, version] of Object.entries(model.versions ?? {})) {
    lists.push({ path: ['versions', id, 'auth', 'steps'], group: `${id} authentication`, rules: version.auth.steps });
    if (version.listSyntax) lists.push({ path: ['versions', id, 'listSyntax'], group: `${id} list syntax`, rules: version.listSyntax });
  }
  if (model.scopes) lists.push({ path: ['scopes', 'advice'], group: 'credential advice', rules: model.scopes.advice });
  return lists;
}
