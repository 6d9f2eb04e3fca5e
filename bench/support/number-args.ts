import { parseArgs } from 'node:util';

/**
 * The command line's numeric options (`--name value`), each with its default, as numbers; with
 * `flags`, also the on/off options the bench takes.
 */
export function numberArgs<const Name extends string, const Flag extends string = never>(
  defaults: Record<Name, string>,
  flags: readonly Flag[] = [],
): Record<Name, number> & Record<Flag, boolean> {
  const options: Record<
    string,
    { type: 'string'; default: string } | { type: 'boolean'; default: boolean }
  > = {};
  for (const [name, value] of Object.entries<string>(defaults))
    options[name] = { type: 'string', default: value };
  for (const flag of flags) options[flag] = { type: 'boolean', default: false };
  const { values } = parseArgs({ options });
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      typeof value === 'string' ? Number(value) : value === true,
    ]),
  ) as Record<Name, number> & Record<Flag, boolean>;
}
