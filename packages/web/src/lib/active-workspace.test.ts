import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  getActiveWorkspaceId,
  reconcileActiveWorkspace,
  setActiveWorkspaceId,
} from './active-workspace';
import { removeCookie } from './cookies';

afterEach(() => removeCookie('activeWorkspace'));

describe('the active workspace cookie', () => {
  it('defaults to the personal workspace 0', () => {
    expect(getActiveWorkspaceId()).toBe(0);
  });

  it('keeps the chosen workspace for 7 days', () => {
    const now = Date.parse('2026-11-24T12:00:00.000Z');
    vi.spyOn(Date, 'now').mockReturnValue(now);
    const written: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      written.push(value);
      descriptor.set!.call(document, value);
    });
    setActiveWorkspaceId(4);
    vi.restoreAllMocks();
    expect(written[0]).toContain('activeWorkspace=4');
    expect(written[0]).toContain(`expires=${new Date(now + 7 * 86_400_000).toUTCString()}`);
    expect(getActiveWorkspaceId()).toBe(4);
  });

  it('keeps a workspace the user belongs to', () => {
    setActiveWorkspaceId(4);
    reconcileActiveWorkspace([{ id: 4 }], true);
    expect(getActiveWorkspaceId()).toBe(4);
  });

  it('drops a workspace the user no longer belongs to', () => {
    setActiveWorkspaceId(4);
    reconcileActiveWorkspace([{ id: 5 }], true);
    expect(getActiveWorkspaceId()).toBe(0);
  });

  it('drops any workspace for a guest', () => {
    setActiveWorkspaceId(4);
    reconcileActiveWorkspace([], false);
    expect(getActiveWorkspaceId()).toBe(0);
  });
});
