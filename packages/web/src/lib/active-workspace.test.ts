import { afterEach, describe, expect, it } from 'vitest';
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
