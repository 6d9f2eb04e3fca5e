import type { BootstrapData } from '@tonearm/shared/bootstrap/bootstrap.schemas';
import { afterEach, describe, expect, it } from 'vitest';
import { testBootstrapData, testUser } from '@/test/render-with-providers';
import { afterLoginPath, ONBOARDING_SELECTION_KEY } from './use-auth-redirect';

afterEach(() => localStorage.clear());

const listener: BootstrapData = testBootstrapData({ user: testUser() });
const admin: BootstrapData = testBootstrapData({
  user: testUser({ permissions: [{ name: 'admin.access' }] }),
});
const superAdmin: BootstrapData = testBootstrapData({
  user: testUser({ permissions: [{ name: 'admin' }] }),
});

function storeSelection(value: unknown) {
  localStorage.setItem(
    ONBOARDING_SELECTION_KEY,
    typeof value === 'string' ? value : JSON.stringify(value),
  );
}

describe('afterLoginPath (redirects after login)', () => {
  it('sends an ordinary user to / without a redirect target', () => {
    expect(afterLoginPath(listener, null)).toBe('/');
  });

  it('sends an ordinary user to a same-site redirect target, query included', () => {
    expect(afterLoginPath(listener, '/library/songs?sort=new')).toBe('/library/songs?sort=new');
  });

  it('sends an admin to /admin unless they were on their way to a page', () => {
    expect(afterLoginPath(admin, null)).toBe('/admin');
    expect(afterLoginPath(admin, '/library')).toBe('/library');
    expect(afterLoginPath(admin, '//evil.example')).toBe('/admin');
  });

  it('treats the admin permission as admin.access', () => {
    expect(afterLoginPath(superAdmin, null)).toBe('/admin');
  });

  it('sends anyone with a stored onboarding selection to its checkout first', () => {
    storeSelection({ productId: 3, priceId: 9 });
    expect(afterLoginPath(listener, '/library')).toBe('/checkout/3/9');
    expect(afterLoginPath(admin, null)).toBe('/checkout/3/9');
  });

  it('accepts string ids in the stored selection', () => {
    storeSelection({ productId: 'pro', priceId: 'monthly' });
    expect(afterLoginPath(listener, null)).toBe('/checkout/pro/monthly');
  });

  it('ignores a stored selection that is incomplete or unreadable', () => {
    storeSelection({ productId: 3 });
    expect(afterLoginPath(listener, null)).toBe('/');
    storeSelection({ productId: 3, priceId: null });
    expect(afterLoginPath(listener, null)).toBe('/');
    storeSelection('{not json');
    expect(afterLoginPath(listener, null)).toBe('/');
  });

  it.each([
    ['a protocol-relative URL', '//evil.com/phish'],
    ['a backslash that URL parsing reads as a second slash', '/\\evil.com'],
    ['a tab that URL parsing drops between two slashes', '/\t/evil.com'],
    ['a newline that URL parsing drops between two slashes', '/\n/evil.com'],
    ['an absolute URL', 'https://evil.com'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a relative path', 'library'],
    ['an empty target', ''],
  ])('ignores %s as the redirect target', (_kind, target) => {
    expect(afterLoginPath(listener, target)).toBe('/');
  });
});
