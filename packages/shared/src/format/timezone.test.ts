import { describe, expect, it } from 'vitest';
import { isTimezone } from './timezone';

describe('isTimezone', () => {
  it('accepts the zones the timezone list offers, and UTC', () => {
    expect(isTimezone('Europe/Berlin')).toBe(true);
    expect(isTimezone('America/Argentina/Buenos_Aires')).toBe(true);
    expect(isTimezone('UTC')).toBe(true);
  });

  it('accepts an alias the runtime knows', () => {
    expect(isTimezone('Asia/Calcutta')).toBe(true);
  });

  it('refuses made-up zones, empty text and setting words', () => {
    expect(isTimezone('Mars/Olympus')).toBe(false);
    expect(isTimezone('')).toBe(false);
    expect(isTimezone('auto')).toBe(false);
  });
});
