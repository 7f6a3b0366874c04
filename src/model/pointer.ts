/**
 * Model pointers: a model path written with dots (`behaviour.stateMachines.project_status.wrongState`,
 * a list item by its index), as rule sentences name the elements that hold them as data.
 */

/** The keys of a pointer, in order. */
export function pointerSegments(pointer: string): string[] {
  return pointer.split('.');
}

/** Whether `segments` lead from `root` to a value (a list item by its index). */
export function resolvesIn(root: unknown, segments: readonly string[]): boolean {
  let at: unknown = root;
  for (const segment of segments) {
    if (typeof at !== 'object' || at === null || !Object.hasOwn(at, segment)) return false;
    at = (at as Record<string, unknown>)[segment];
  }
  return true;
}

/** A model path as a pointer: its keys joined with dots. */
export function pointerOf(path: readonly (string | number)[]): string {
  return path.join('.');
}
