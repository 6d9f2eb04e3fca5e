import type { FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';

/**
 * A react-hook-form resolver whose zod schema, zod itself and the zod resolver load on the first
 * validation instead of with the page (the login page's first load carried ~30 KB
 * gzipped of zod for a form nobody has submitted yet). Create it once, at module scope.
 */
export function lazyZodResolver<Values extends FieldValues>(
  loadSchema: () => Promise<ZodType>,
): Resolver<Values> {
  let ready: Promise<Resolver<Values>> | null = null;
  return async (values, context, options) => {
    ready ??= Promise.all([import('./zod-resolver'), loadSchema()]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema as never) as unknown as Resolver<Values>,
    );
    return (await ready)(values, context, options);
  };
}
