import {
  DEFAULT_WORKSPACE_ID,
  DEFAULT_WORKSPACE_NAME,
  WORKSPACE_INVITES_PER_INVITER_PER_HOUR,
  WORKSPACE_INVITES_PER_WORKSPACE_PER_HOUR,
  WORKSPACE_MESSAGES,
  type AssignableWorkspaceRole,
  type InviteInput,
  type Workspace,
  type WorkspaceInput,
  type WorkspaceInvite,
  type WorkspaceMember,
  type WorkspaceRole,
  type WorkspaceWithMembers,
} from '@tonearm/shared/workspaces/workspaces.schemas';
import { AppError, forbidden, notFound, orNotFound, ValidationError } from '../../platform/errors';
import type { Outbox } from '../../platform/mail/mail-outbox';
import type { Redis } from 'ioredis';
import { createAttemptLimiter, type AttemptLimiter } from '../../platform/security/attempt-limiter';
import { escapeHtml } from '../../platform/text/html-text';
import type { NotificationsService } from '../notifications/notifications.service';
import type { UsersService } from '../users/users.service';
import type { InviteChecker } from '../auth/auth.service';
import { canChangeRole, canDelete, canManage, canRemove } from './workspaces.policy';
import type { WorkspacesRepository } from './workspaces.repository';
import { workspaceInvitationMail } from './workspaces-mail';

export interface WorkspacesDeps {
  users: UsersService;
  notifications: NotificationsService;
  outbox: Outbox;
  appUrl: string;
  /**
   * Invitation mails an hour per inviter and per workspace (WORKSPACE_INVITES_PER_*_PER_HOUR),
   * so an account cannot turn the site's mail server on strangers.
   */
  inviteLimits: { perInviter: AttemptLimiter; perWorkspace: AttemptLimiter };
}

const HOUR_MS = 60 * 60 * 1000;

/** The hourly invitation budgets, on Redis when there is one (shared by every instance). */
export function createInviteLimits(redis?: Redis | null): WorkspacesDeps['inviteLimits'] {
  const limit = (name: string, points: number) =>
    createAttemptLimiter({ name, points, durationMs: HOUR_MS }, redis);
  return {
    perInviter: limit('workspace-invites-per-inviter', WORKSPACE_INVITES_PER_INVITER_PER_HOUR),
    perWorkspace: limit(
      'workspace-invites-per-workspace',
      WORKSPACE_INVITES_PER_WORKSPACE_PER_HOUR,
    ),
  };
}

/** 429 with Retry-After, in minutes: the windows are an hour long. */
function tooManyInvites(retryAfterMs: number): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return new AppError(
    'tooManyRequests',
    WORKSPACE_MESSAGES.tooManyInvites.replace(':minutes', String(minutes)),
    { headers: { 'retry-after': String(seconds) } },
  );
}

/** The invite type `POST auth/register` names for a workspace invitation. */
export const WORKSPACE_INVITE_TYPE = 'workspace';

/** Who answers an invitation: the logged-in user, by their account's email. */
export interface Invitee {
  id: number;
  email: string;
}

type InviteRow = Awaited<ReturnType<WorkspacesRepository['invites']>>[number];
type MemberRow = NonNullable<Awaited<ReturnType<WorkspacesRepository['member']>>>;

function presentInvite(row: InviteRow): WorkspaceInvite {
  return {
    id: row.id,
    email: row.email,
    role: row.role as AssignableWorkspaceRole,
    invited_by: row.invited_by,
    created_at: row.created_at,
  };
}

function presentMember(row: MemberRow): WorkspaceMember {
  return { ...row, role: row.role as WorkspaceRole };
}

function presentWorkspace(row: {
  id: number;
  name: string;
  role: string;
  members_count: number | null;
}): Workspace {
  return {
    id: row.id,
    name: row.name,
    members_count: Number(row.members_count ?? 0),
    role: row.role as WorkspaceRole,
  };
}

/** Everyone's personal workspace, never stored. */
const DEFAULT_WORKSPACE: Workspace = {
  id: DEFAULT_WORKSPACE_ID,
  name: DEFAULT_WORKSPACE_NAME,
  members_count: 1,
  role: 'owner',
};

/**
 * Workspaces (shared/workspaces/workspaces.schemas.ts): a team's shared space for
 * playlists, with an owner, admins and members, joined by invitation. A workspace a user is not
 * a member of does not exist for them (404); a member without the role gets 403.
 */
export class WorkspacesService implements InviteChecker {
  constructor(
    private readonly repository: WorkspacesRepository,
    private readonly deps: WorkspacesDeps,
  ) {}

  /** Default first, then the user's workspaces (me/workspaces and the bootstrap data). */
  async listForUser(userId: number): Promise<Workspace[]> {
    const rows = await this.repository.listForUser(userId);
    return [DEFAULT_WORKSPACE, ...rows.map(presentWorkspace)];
  }

  /**
   * Whether a call may be scoped to the workspace (the request hook, on every call that names
   * one): one indexed lookup, never cached, so a removed member loses access at once.
   */
  async canAccess(workspaceId: number, userId: number | null): Promise<boolean> {
    if (workspaceId === DEFAULT_WORKSPACE_ID) return true;
    if (userId === null) return false;
    return this.repository.isMember(workspaceId, userId);
  }

  /** Whether the user is a member (their playlists' editors ask this). */
  isMember(workspaceId: number, userId: number): Promise<boolean> {
    return this.repository.isMember(workspaceId, userId);
  }

  /** A new workspace with `ownerId` as its owner; answers its id. */
  create(name: string, ownerId: number): Promise<number> {
    return this.repository.create(name, ownerId);
  }

  async createFor(userId: number, input: WorkspaceInput): Promise<Workspace> {
    const id = await this.repository.create(input.name, userId);
    return this.workspaceOf(id, userId);
  }

  /** The workspace as the member sees it; 404 for anyone else. */
  private async workspaceOf(id: number, userId: number) {
    const row = orNotFound(await this.repository.findForMember(id, userId));
    return { ...presentWorkspace(row), owner_id: row.owner_id, role: row.role as WorkspaceRole };
  }

  /** The workspace of a member whose role allows `allowed`; 404 for a non-member, else 403. */
  private async workspaceFor(
    id: number,
    userId: number,
    allowed: (role: WorkspaceRole) => boolean,
  ) {
    const workspace = await this.workspaceOf(id, userId);
    if (!allowed(workspace.role)) throw forbidden();
    return workspace;
  }

  async show(id: number, userId: number): Promise<WorkspaceWithMembers> {
    const { owner_id, ...workspace } = await this.workspaceOf(id, userId);
    const [members, invites] = await Promise.all([
      this.repository.members(id),
      canManage(workspace.role) ? this.repository.invites(id) : Promise.resolve([]),
    ]);
    return {
      ...workspace,
      owner_id,
      members: members.map(presentMember),
      invites: invites.map(presentInvite),
    };
  }

  async rename(id: number, userId: number, input: WorkspaceInput): Promise<Workspace> {
    await this.workspaceFor(id, userId, canManage);
    await this.repository.rename(id, input.name);
    const { owner_id: _ownerId, ...workspace } = await this.workspaceOf(id, userId);
    return workspace;
  }

  async delete(id: number, userId: number): Promise<void> {
    await this.workspaceFor(id, userId, canDelete);
    await this.repository.delete(id);
  }

  /**
   * Invites each address. An address that is a member already is refused with a
   * field error on its entry (`emails.N`) and nothing is sent; inviting an address again
   * refreshes its invitation (same id, new role and time). Each gets the mail; an address
   * with an account also gets a `workspace.invitation` notification.
   */
  async invite(id: number, userId: number, input: InviteInput): Promise<WorkspaceInvite[]> {
    const workspace = await this.workspaceFor(id, userId, canManage);
    const emails = [...new Set(input.emails)];
    const members = await this.repository.memberEmails(id, emails);
    const errors: Record<string, string[]> = {};
    input.emails.forEach((email, index) => {
      if (members.has(email)) errors[`emails.${index}`] = [WORKSPACE_MESSAGES.alreadyMember];
    });
    if (Object.keys(errors).length) throw new ValidationError(errors);
    await this.spendInviteBudget(id, userId, emails.length);

    const inviter = await this.deps.users.findById(userId);
    const sender = { name: inviter?.name ?? '', image: inviter?.image ?? null };
    const invites: WorkspaceInvite[] = [];
    for (const email of emails) {
      const row = await this.repository.upsertInvite(id, email, input.role, userId);
      await this.tell(row, workspace.name, sender, { notify: true });
      invites.push(presentInvite(row));
    }
    return invites;
  }

  /** Mails the invitation again (and refreshes its time). */
  async resendInvite(id: number, inviteId: string, userId: number): Promise<WorkspaceInvite> {
    const workspace = await this.workspaceFor(id, userId, canManage);
    const invite = await this.inviteOf(id, inviteId);
    await this.spendInviteBudget(id, userId, 1);
    await this.repository.touchInvite(invite.id);
    const inviter = await this.deps.users.findById(userId);
    await this.tell(invite, workspace.name, inviter ?? { name: '', image: null }, {
      notify: false,
    });
    return presentInvite((await this.repository.findInvite(invite.id)) ?? invite);
  }

  async cancelInvite(id: number, inviteId: string, userId: number): Promise<void> {
    await this.workspaceFor(id, userId, canManage);
    const invite = await this.inviteOf(id, inviteId);
    await this.repository.deleteInvite(invite.id);
  }

  /**
   * Counts `mails` against the inviter's and the workspace's hourly budget, or throws 429. A
   * refused request sends nothing, so what it counted is given back.
   */
  private async spendInviteBudget(workspaceId: number, userId: number, mails: number) {
    const { perInviter, perWorkspace } = this.deps.inviteLimits;
    const counters = [
      { limiter: perInviter, key: `user:${userId}` },
      { limiter: perWorkspace, key: `workspace:${workspaceId}` },
    ];
    const states = await Promise.all(
      counters.map(({ limiter, key }) => limiter.consume(key, mails)),
    );
    const refused = states.filter((state) => !state.allowed);
    if (refused.length === 0) return;
    await Promise.all(counters.map(({ limiter, key }) => limiter.reward(key, mails)));
    throw tooManyInvites(Math.max(...refused.map((state) => state.retryAfterMs)));
  }

  private async inviteOf(workspaceId: number, inviteId: string): Promise<InviteRow> {
    const invite = await this.repository.findInvite(inviteId);
    if (!invite || invite.workspace_id !== workspaceId) throw notFound();
    return invite;
  }

  /** For an existing user the notification with join and decline, and the mail. */
  private async tell(
    invite: InviteRow,
    workspaceName: string,
    inviter: { name: string; image: string | null },
    options: { notify: boolean },
  ): Promise<void> {
    const invitee = await this.deps.users.findByEmail(invite.email);
    const query = new URLSearchParams({ email: invite.email, inviteId: invite.id });
    const page = invitee ? 'login' : 'register';
    const link = `${this.deps.appUrl}/workspace/join/${page}?${query.toString()}`;
    if (invitee && options.notify) {
      // The client shows join and decline for a notification with an inviteId.
      await this.deps.notifications.notify(
        invitee.id,
        'workspace.invitation',
        {
          image: inviter.image,
          lines: [
            {
              type: 'primary',
              content: `<b>${escapeHtml(inviter.name)}</b> invited you to join <b>${escapeHtml(workspaceName)}</b>.`,
            },
          ],
          inviteId: invite.id,
        },
        // The invitation mail below is the email of this notification.
        { alreadyMailed: true },
      );
    }
    await this.deps.outbox.send(
      workspaceInvitationMail({
        to: invite.email,
        inviterName: inviter.name,
        workspaceName,
        link,
      }),
    );
  }

  async changeRole(
    id: number,
    targetId: number,
    userId: number,
    role: AssignableWorkspaceRole,
  ): Promise<WorkspaceMember> {
    const workspace = await this.workspaceOf(id, userId);
    const target = orNotFound(await this.repository.member(id, targetId));
    if (!canChangeRole(workspace.role, target.role as WorkspaceRole)) throw forbidden();
    await this.repository.setRole(id, targetId, role);
    return presentMember({ ...target, role });
  }

  /** A manager removes a member, or a member leaves; the owner deletes the workspace instead. */
  async removeMember(id: number, targetId: number, userId: number): Promise<void> {
    const workspace = await this.workspaceOf(id, userId);
    const target = orNotFound(await this.repository.member(id, targetId));
    const targetRole = target.role as WorkspaceRole;
    if (targetRole === 'owner' && targetId === userId)
      throw ValidationError.field(
        'userId',
        'You own this workspace: you cannot leave it, but you can delete it.',
      );
    if (!canRemove({ id: userId, role: workspace.role }, { id: targetId, role: targetRole }))
      throw forbidden();
    await this.repository.removeMember(id, targetId);
  }

  /** The invitation, if it is addressed to this user; 404 when gone, 403 for another address. */
  private async inviteFor(inviteId: string, invitee: Invitee): Promise<InviteRow> {
    const invite = orNotFound(
      await this.repository.findInvite(inviteId),
      WORKSPACE_MESSAGES.inviteGone,
    );
    if (invite.email !== invitee.email.toLowerCase())
      throw new AppError('forbidden', WORKSPACE_MESSAGES.wrongAccount);
    return invite;
  }

  /** GET workspace/join/{inviteId}: the invited user joins with the invite's role. */
  async join(inviteId: string, invitee: Invitee): Promise<Workspace> {
    const invite = await this.inviteFor(inviteId, invitee);
    if (!(await this.repository.acceptInvite(invite, invitee.id)))
      throw notFound(WORKSPACE_MESSAGES.inviteGone);
    await this.deps.notifications.closeInvitation(invitee.id, invite.id);
    const { owner_id: _ownerId, ...workspace } = await this.workspaceOf(
      invite.workspace_id,
      invitee.id,
    );
    return workspace;
  }

  /** DELETE workspace/invite/{inviteId}: the invited user declines. */
  async decline(inviteId: string, invitee: Invitee): Promise<void> {
    const invite = await this.inviteFor(inviteId, invitee);
    if (!(await this.repository.deleteInvite(invite.id)))
      throw notFound(WORKSPACE_MESSAGES.inviteGone);
    await this.deps.notifications.closeInvitation(invitee.id, invite.id);
  }

  /** Registering with an invitation (auth.service): it must exist and name this address. */
  async isValidInvite(inviteId: string, inviteType: string | null, email: string) {
    if (inviteType !== WORKSPACE_INVITE_TYPE) return false;
    const invite = await this.repository.findInvite(inviteId);
    return !!invite && invite.email === email.toLowerCase();
  }

  /** The new account joins at once; an invitation used up meanwhile leaves it a plain account. */
  async acceptInvite(inviteId: string, invitee: Invitee): Promise<void> {
    const invite = await this.repository.findInvite(inviteId);
    if (invite && invite.email === invitee.email.toLowerCase())
      await this.repository.acceptInvite(invite, invitee.id);
  }
}
