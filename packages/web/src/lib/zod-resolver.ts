import { zodResolver as hookformZodResolver } from '@hookform/resolvers/zod';
import { translateMessage } from '@tonearm/shared/format/trans';
import type { FieldValues, Resolver } from 'react-hook-form';
import { getBootstrapData } from './bootstrap-store';

/**
 * `@hookform/resolvers/zod`'s resolver, with its messages in the user's language: the shared
 * schemas speak English, and their messages are lines of the app like any other.
 */
export const zodResolver = ((...args: unknown[]) => {
  const resolve = (hookformZodResolver as unknown as (...a: unknown[]) => Resolver<FieldValues>)(
    ...args,
  );
  return async (...call: Parameters<Resolver<FieldValues>>) => {
    const result = await resolve(...call);
    translateErrorMessages(result.errors, getBootstrapData().i18n.lines);
    return result;
  };
}) as typeof hookformZodResolver;

/** Walks react-hook-form's error tree (nested for arrays and objects) past the field refs. */
function translateErrorMessages(node: unknown, lines: Record<string, string>) {
  if (!node || typeof node !== 'object') return;
  const errors = node as Record<string, unknown>;
  for (const [key, value] of Object.entries(errors)) {
    if (key === 'ref') continue;
    if (key === 'message' && typeof value === 'string')
      errors.message = translateMessage(lines, value);
    else translateErrorMessages(value, lines);
  }
}
