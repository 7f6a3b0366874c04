/**
 * An operation removed from a test model with what names it, as its author would remove them
 * (validation requires each to name what exists): the help operations describing it, its
 * migration rows, the translated list attributes no remaining operation filters on, the
 * transitions and preconditions of its behaviour, the methods-not-taken statements of a path no
 * operation of the version is left on, and the rule pointers into any of these.
 */
import type { ModelFile } from '../../src/model/schema.ts';
import { dropDanglingRuleData, filesPointingInto } from './rule-data.ts';

/** The operations a removal of `id` removes: it and the help operations describing it. */
function removedWith(files: Iterable<ModelFile>, id: string): Set<string> {
  const removed = new Set([id]);
  for (const file of files) for (const [other, op] of Object.entries(file.operations ?? {})) if (op.describes === id) removed.add(other);
  return removed;
}

/** The files (by name) a removal of operation `id` changes. */
export function filesRemovingOperation(files: ReadonlyMap<string, ModelFile>, id: string): string[] {
  const removed = removedWith(files.values(), id);
  const holding = [...files].filter(([, file]) => [...removed].some((op) => file.operations?.[op] !== undefined) || file.migration || file.behaviour);
  // Pointers into what goes, or into a list whose entries move up.
  const pointing = [...[...removed].map((op) => `operations.${op}`), 'migration', 'behaviour'].flatMap((pointer) => filesPointingInto(files, pointer));
  return [...new Set([...holding.map(([name]) => name), ...pointing])];
}

/** Removes operation `id` from the files, with what names it. */
export function removeOperationFrom(files: readonly ModelFile[], id: string): void {
  const removed = removedWith(files, id);
  for (const file of files) for (const op of removed) if (file.operations?.[op]) delete file.operations[op];
  const remaining = files.flatMap((file) => Object.values(file.operations ?? {}));
  const filtered = new Set(remaining.flatMap((op) => Object.keys(op.filterable ?? {})));
  const onPath = new Set(remaining.map((op) => `${op.version} ${op.path}`));
  for (const file of files) {
    const migration = file.migration;
    if (migration) {
      migration.mappings = migration.mappings.filter((row) => !removed.has(row.from) && (row.to === null || !removed.has(row.to)));
      if (migration.attributes) migration.attributes = migration.attributes.filter((row) => filtered.has(row.to));
    }
    const behaviour = file.behaviour;
    if (behaviour) {
      for (const machine of Object.values(behaviour.stateMachines ?? {})) for (const op of removed) delete machine.transitions[op];
      for (const [name, precondition] of Object.entries(behaviour.preconditions ?? {}))
        if (removed.has(precondition.operation)) delete behaviour.preconditions![name];
      const methods = behaviour.methods;
      const notTaken = methods?.notTaken?.filter((s) => onPath.has(`${s.version} ${s.path}`));
      if (notTaken?.length === 0) delete methods!.notTaken;
      else if (notTaken) methods!.notTaken = notTaken;
    }
  }
  dropDanglingRuleData(files);
}
