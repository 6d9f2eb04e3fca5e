import { hasPermission, type PermissionContext } from '@tonearm/shared/permissions/permissions';

export const PLAN_POLICY_MESSAGES = {
  noAdmin: 'A plan cannot give the admin permission.',
  beyondOwn: (names: string) =>
    `You can only put permissions you have yourself in a plan (not ${names}).`,
} as const;

/**
 * What a plan may grant: subscribers hold its permissions, so plans.update alone
 * must not be a way up, as roles.update is not (roles.service `assertMayGrant`). A plan never
 * grants `admin`; a caller without `admin` may put in it only permissions they hold.
 * Answers the message that refuses `names`, or null when they may be granted.
 */
export function refusalToGrant(ctx: PermissionContext, names: readonly string[]): string | null {
  if (names.includes('admin')) return PLAN_POLICY_MESSAGES.noAdmin;
  if (hasPermission(ctx, 'admin')) return null;
  const beyond = [...new Set(names)].filter((name) => !hasPermission(ctx, name));
  return beyond.length ? PLAN_POLICY_MESSAGES.beyondOwn(beyond.join(', ')) : null;
}
