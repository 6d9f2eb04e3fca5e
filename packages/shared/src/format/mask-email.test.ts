import { describe, expect, it } from 'vitest';
import { maskEmail } from './mask-email';

describe('maskEmail (verify screen)', () => {
  it('keeps the first two characters, four asterisks and the domain', () => {
    expect(maskEmail('john@example.com')).toBe('jo****@example.com');
  });

  it('always uses four asterisks whatever the length of the name', () => {
    expect(maskEmail('a.very.long.name@example.org')).toBe('a.****@example.org');
    expect(maskEmail('x@example.org')).toBe('x****@example.org');
  });

  it('masks from the last @', () => {
    expect(maskEmail('"odd@name"@example.com')).toBe('"o****@example.com');
  });

  it('gives a row of asterisks when no address is known', () => {
    expect(maskEmail(null)).toBe('********');
    expect(maskEmail(undefined)).toBe('********');
    expect(maskEmail('')).toBe('********');
  });
});
