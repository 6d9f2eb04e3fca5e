import { vi, type Mock } from 'vitest';

/**
 * Runs `body` with `window.location.assign` replaced by a mock, which it is given (jsdom cannot
 * load another page), and puts the real location back afterwards.
 */
export function withMockedLocationAssign(body: (assign: Mock) => void): void {
  const assign = vi.fn();
  const original = window.location;
  Object.defineProperty(window, 'location', {
    configurable: true,
    value: { ...original, assign },
  });
  try {
    body(assign);
  } finally {
    Object.defineProperty(window, 'location', { configurable: true, value: original });
  }
}
