/**
 * The command line's option reader, shared by the commands (src/cli/main.ts, src/verify/command.ts):
 * one loop over the arguments, so every command reads `--flag`, `--option <value>`, `-h`/`--help`
 * and its positional arguments alike, and refuses the same things alike. Here, at the lowest
 * stage, because each command's folder may import it.
 */

/** A command line the command cannot take: the command prints the message and its help, exit 2. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

export interface OptionTable {
  /** Options without a value (`--json`). */
  flags: Readonly<Record<string, () => void>>;
  /** Options with a value (`--spec <dir>`); the handler may throw a UsageError for a value it refuses. */
  values: Readonly<Record<string, (value: string, option: string) => void>>;
  /** Takes a positional argument; false when the command has no place for it. */
  positional(arg: string): boolean;
}

/** Reads `argv` through `table`; 'help' as soon as `-h` or `--help` comes. Throws a UsageError naming what it cannot take. */
export function readOptions(argv: readonly string[], table: OptionTable): 'help' | undefined {
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '-h' || arg === '--help') return 'help';
    const flag = Object.hasOwn(table.flags, arg) ? table.flags[arg] : undefined;
    const option = Object.hasOwn(table.values, arg) ? table.values[arg] : undefined;
    if (flag) flag();
    else if (option) {
      const next = argv[++i];
      if (next === undefined || next.startsWith('--')) throw new UsageError(`${arg} needs a value`);
      option(next, arg);
    } else if (arg.startsWith('-') || !table.positional(arg)) throw new UsageError(`unknown argument: ${arg}`);
  }
  return undefined;
}
