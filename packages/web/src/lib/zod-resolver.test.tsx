import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { applyTestBootstrapData } from '@/test/render-with-providers';
import { getBootstrapData, setBootstrapData } from './bootstrap-store';
import { zodResolver } from './zod-resolver';

function speakSpanish() {
  applyTestBootstrapData();
  const data = getBootstrapData();
  setBootstrapData({
    ...data,
    i18n: {
      language: 'es',
      name: 'Español',
      lines: {
        'This field is required.': 'Este campo es obligatorio.',
        'Code must be at most :max characters.':
          'El código puede tener como máximo :max caracteres.',
      },
    },
  });
}

describe('zodResolver', () => {
  it("gives the schema's messages, nested ones included, in the user's language", async () => {
    speakSpanish();
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
