import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Counts the `Function` constructions zod makes while building and parsing an object schema, in
 * a fresh Node process (zod is cached once loaded, so only a new process shows the load order).
 */
function functionCallsOfZod(loadConfigFirst: boolean): number {
  const config = path.join(import.meta.dirname, 'zod-config.ts');
  const script = `
    ${loadConfigFirst ? `await import(${JSON.stringify(config)});` : ''}
    const { z } = await import('zod');
    let calls = 0;
    const original = globalThis.Function;
    globalThis.Function = new Proxy(original, {
      construct(target, args) { calls++; return new target(...args); },
      apply(target, self, args) { calls++; return target.apply(self, args); },
    });
    z.object({ name: z.string() }).parse({ name: 'a' });
    globalThis.Function = original;
    console.log(calls);
  `;
  const output = execFileSync(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '--eval', script],
    { cwd: path.join(import.meta.dirname, '../..'), encoding: 'utf8' },
  );
  return Number(output.trim());
}

describe('zod-config', () => {
  it('makes zod jitless before zod loads: no new Function (a CSP violation) when parsing', () => {
    expect(functionCallsOfZod(false)).toBeGreaterThan(0);
    expect(functionCallsOfZod(true)).toBe(0);
  });
});
