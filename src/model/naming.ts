/** How model names become type and component names; shared by validation and views. */

export function pascalCase(snake: string): string {
  return snake
    .split(/[_\s-]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join('');
}
