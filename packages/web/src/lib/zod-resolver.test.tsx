import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { applyTestBootstrapData, speakSpanishValidation } from '@/test/render-with-providers';
import { zodResolver } from './zod-resolver';

describe('zodResolver', () => {
  it("gives the schema's messages, nested ones included, in the user's language", async () => {
    applyTestBootstrapData();
    speakSpanishValidation();
    const schema = z.object({
      name: z.string().min(1, 'This field is required.'),
      codes: z.array(z.object({ code: z.string().max(6, 'Code must be at most 6 characters.') })),
    });
    const resolve = zodResolver(schema);
    const result = await resolve({ name: '', codes: [{ code: '1234567' }] }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    const errors = result.errors as {
      name: { message: string };
      codes: { code: { message: string } }[];
    };
    expect(errors.name.message).toBe('Este campo es obligatorio.');
    expect(errors.codes[0]!.code.message).toBe('El código puede tener como máximo 6 caracteres.');
  });
});
