import { describe, expect, it } from 'vitest';
import { isHttpUrl } from './url';

describe('isHttpUrl', () => {
  it('accepts absolute http and https URLs with a host', () => {
    for (const url of [
      'https://example.com',
      'http://example.com/path?q=1#top',
      'HTTPS://Example.com/',
      'https://user@example.com/x',
    ]) {
      expect(isHttpUrl(url)).toBe(true);
    }
  });

  it('refuses other schemes, relative paths, missing hosts and spaces', () => {
    for (const url of [
      'javascript:alert(1)',
      'ftp://example.com',
      '/pages/terms',
      '//example.com',
      'https://',
      'https:///path',
      'https://exa mple.com',
    ]) {
      expect(isHttpUrl(url)).toBe(false);
    }
  });
});
