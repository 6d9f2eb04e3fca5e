import { describe, expect, it } from 'vitest';
import {
  getRestrictionValue,
  parseRestrictions,
  hasEveryPermission,
  hasPermission,
  hasRole,
  isOverQuota,
  isSubscribed,
  type GrantedPermission,
  type PermissionContext,
} from './permissions';

function asUser(
  permissions: GrantedPermission[],
  extra: Partial<NonNullable<PermissionContext['user']>> = {},
): PermissionContext {
  return {
    user: { id: 7, roles: [{ id: 2 }], permissions, ...extra },
    guestRole: { id: 1, permissions: [{ name: 'music.view' }] },
  };
}

function asGuest(permissions: GrantedPermission[] = [{ name: 'music.view' }]): PermissionContext {
  return { user: null, guestRole: { id: 1, permissions } };
}

const uploadsLimitedTo = (value: number | string | null): GrantedPermission[] => [
  { name: 'music.create', restrictions: [{ name: 'count', value }] },
];

describe('hasPermission', () => {
  it('finds a permission the user holds by name', () => {
    expect(hasPermission(asUser([{ name: 'api.access' }]), 'api.access')).toBe(true);
  });

  it('refuses a permission the user does not hold', () => {
    expect(hasPermission(asUser([{ name: 'api.access' }]), 'admin.access')).toBe(false);
  });

  it('grants every permission to a holder of admin', () => {
    const admin = asUser([{ name: 'admin' }]);
    expect(hasPermission(admin, 'admin.access')).toBe(true);
    expect(hasPermission(admin, 'anything.at.all')).toBe(true);
  });

  it("looks a guest's permissions up on the guest role", () => {
    expect(hasPermission(asGuest(), 'music.view')).toBe(true);
    expect(hasPermission(asGuest(), 'api.access')).toBe(false);
  });

  it('gives a guest nothing when there is no guest role', () => {
    expect(hasPermission({ user: null, guestRole: null }, 'music.view')).toBe(false);
  });

  it("does not lend the guest role's permissions to a logged-in user", () => {
    expect(hasPermission(asUser([]), 'music.view')).toBe(false);
  });

  it('requires every permission of a list', () => {
    const ctx = asUser([{ name: 'music.view' }, { name: 'api.access' }]);
    expect(hasEveryPermission(ctx, ['music.view', 'api.access'])).toBe(true);
    expect(hasEveryPermission(ctx, ['music.view', 'music.create'])).toBe(false);
    expect(hasEveryPermission(ctx, [])).toBe(true);
  });
});

describe('hasRole', () => {
  it('checks roles by id', () => {
    const { user } = asUser([]);
    expect(hasRole(user, 2)).toBe(true);
    expect(hasRole(user, 3)).toBe(false);
    expect(hasRole(null, 2)).toBe(false);
  });
});

describe('isOverQuota', () => {
  it('is over quota when the count equals the limit', () => {
    expect(isOverQuota(asUser(uploadsLimitedTo(5)), 'music.create', 'count', 5)).toBe(true);
  });

  it('is over quota when the count exceeds the limit', () => {
    expect(isOverQuota(asUser(uploadsLimitedTo(5)), 'music.create', 'count', 6)).toBe(true);
  });

  it('is under quota one below the limit', () => {
    expect(isOverQuota(asUser(uploadsLimitedTo(5)), 'music.create', 'count', 4)).toBe(false);
  });

  it('counts a missing permission as blocked', () => {
    expect(isOverQuota(asUser([]), 'music.create', 'count', 0)).toBe(true);
  });

  it('puts no limit on a null restriction value', () => {
    expect(isOverQuota(asUser(uploadsLimitedTo(null)), 'music.create', 'count', 1_000_000)).toBe(
      false,
    );
  });

  it('puts no limit on a permission without that restriction', () => {
    expect(
      isOverQuota(asUser([{ name: 'music.create' }]), 'music.create', 'count', 1_000_000),
    ).toBe(false);
  });

  it('reads a numeric string limit as a number', () => {
    expect(isOverQuota(asUser(uploadsLimitedTo('3')), 'music.create', 'count', 3)).toBe(true);
    expect(isOverQuota(asUser(uploadsLimitedTo('3')), 'music.create', 'count', 2)).toBe(false);
  });

  it('never holds an admin to a quota', () => {
    expect(isOverQuota(asUser([{ name: 'admin' }]), 'music.create', 'count', 1_000_000)).toBe(
      false,
    );
  });

  it("applies the guest role's restrictions to a guest", () => {
    expect(isOverQuota(asGuest(uploadsLimitedTo(1)), 'music.create', 'count', 1)).toBe(true);
    expect(isOverQuota(asGuest(uploadsLimitedTo(1)), 'music.create', 'count', 0)).toBe(false);
  });

  it('tells a missing permission (undefined) from an unlimited one (null)', () => {
    expect(getRestrictionValue(asUser([]), 'music.create', 'count')).toBeUndefined();
    expect(getRestrictionValue(asUser(uploadsLimitedTo(null)), 'music.create', 'count')).toBeNull();
    expect(getRestrictionValue(asUser(uploadsLimitedTo(9)), 'music.create', 'count')).toBe(9);
  });
});

describe('isSubscribed', () => {
  it('needs at least one valid subscription', () => {
    expect(
      isSubscribed(asUser([], { subscriptions: [{ valid: false }, { valid: true }] }).user),
    ).toBe(true);
    expect(isSubscribed(asUser([], { subscriptions: [{ valid: false, active: true }] }).user)).toBe(
      false,
    );
    expect(isSubscribed(asUser([]).user)).toBe(false);
    expect(isSubscribed(null)).toBe(false);
  });
});

describe('parseRestrictions (a grant’s stored restrictions)', () => {
  it('reads the stored array of named values', () => {
    expect(parseRestrictions('[{"name":"count","value":5},{"name":"size","value":null}]')).toEqual([
      { name: 'count', value: 5 },
      { name: 'size', value: null },
    ]);
  });

  it('reads no column, broken text and non-arrays as no restriction instead of failing', () => {
    for (const json of [null, undefined, '', '{', '{"name":"count"}', '"count"']) {
      expect(parseRestrictions(json)).toEqual([]);
    }
  });

  it('drops entries without a name and makes a missing or odd value null', () => {
    expect(
      parseRestrictions('[null, 3, {"value":1}, {"name":"count"}, {"name":"size","value":{}}]'),
    ).toEqual([
      { name: 'count', value: null },
      { name: 'size', value: null },
    ]);
  });

  it('keeps a value written as text, which quota checks read as its number', () => {
    const restrictions = parseRestrictions('[{"name":"count","value":"5"}]');
    expect(restrictions).toEqual([{ name: 'count', value: '5' }]);
    const ctx = {
      user: { id: 1, permissions: [{ name: 'music.create', restrictions }] },
      guestRole: null,
    };
    expect(getRestrictionValue(ctx, 'music.create', 'count')).toBe(5);
  });
});
