import {
  createdAccessTokenSchema,
  userSessionsAnswerSchema,
  valueListsSchema,
} from '@tonearm/shared/account/account.schemas';
import {
  deleteAccountAnswerSchema,
  localeAnswerSchema,
} from '@tonearm/shared/bootstrap/bootstrap-answer.schemas';
import { emptyAnswerSchema } from '@tonearm/shared/http/http.schemas';
import {
  userAnswerSchema,
  userWithDetailsAnswerSchema,
} from '@tonearm/shared/users/user-admin.schemas';

import multipart from '@fastify/multipart';
import {
  ACCOUNT_MESSAGES,
  AVATAR_MAX_BYTES,
  VALUE_LIST_NAMES,
  accessTokenIdParamSchema,
  valueListsParamSchema,
  changePasswordSchema,
  createAccessTokenSchema,
  deleteUserSchema,
  logoutOtherSessionsSchema,
  setLocaleSchema,
  userIdParamSchema,
  type ValueListName,
} from '@tonearm/shared/account/account.schemas';
import {
  ADMIN_ONLY_USER_FIELDS,
  adminUpdateUserSchema,
} from '@tonearm/shared/users/user-admin.schemas';
import type { User } from '@tonearm/shared/users/users.schemas';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { forbidden, ValidationError } from '../../platform/errors';
import { assertPasswordConfirmed } from '../../platform/http/password-confirmation';
import { clientInfo, GUEST_AUTH } from '../../platform/http/request-context';
import { clearSessionCookie, setSessionCookie } from '../../platform/http/session-cookie';
import { SESSION_LIFETIMES } from '../auth/auth.service';
import { canAdministerUsers } from '../users/users.service';
import { defineRoutes } from '../../platform/http/define-routes';
import { LOGGED_IN, loggedInWith } from '../../platform/http/guards';

const API_USER = loggedInWith('api.access');

type AvatarUpload = { bytes: Uint8Array } | { url: string };

/** 2FA contract: recovery codes travel only in the caller's own user object. */
function present<T extends User>(user: T, request: FastifyRequest): T {
  if (user.id === request.auth.user?.id) return user;
  return { ...user, two_factor_recovery_codes: [] };
}

/** Reads `file` (or `url`) from a multipart body, or `url` from a JSON one; 2 MB at most. */
async function readAvatarUpload(request: FastifyRequest): Promise<AvatarUpload> {
  if (!request.isMultipart()) {
    const url = (request.body as { url?: unknown } | undefined)?.url;
    if (typeof url === 'string' && url) return { url };
    throw ValidationError.field('file', ACCOUNT_MESSAGES.fileRequired);
  }
  let url: string | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname === 'file') return { bytes: await part.toBuffer() };
        part.file.resume();
      } else if (part.fieldname === 'url' && typeof part.value === 'string' && part.value) {
        url = part.value;
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw ValidationError.field('file', ACCOUNT_MESSAGES.imageTooLarge);
    throw error;
  }
  if (url) return { url };
  throw ValidationError.field('file', ACCOUNT_MESSAGES.fileRequired);
}

/** /account-settings calls: users/{id}, avatar, password, sessions, lists, tokens. */
export const accountRoutes: FastifyPluginAsync = async (app) => {
  // Encapsulated: only these routes parse multipart bodies, with the avatar's limits.
  await app.register(multipart, {
    limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 5, parts: 6 },
  });
  const routes = defineRoutes(app, { tags: ['account'] });
  const account = app.services.account;
  const target = async (request: FastifyRequest, id: 'me' | number) =>
    account.resolveTarget(await request.permissionContext(), id);

  routes.get(
    '/api/v1/users/:id',
    {
      guard: LOGGED_IN,
      summary: 'A user ("me" for the caller); ?with=tokens adds access tokens',
      params: userIdParamSchema,
      response: userWithDetailsAnswerSchema,
    },
    async (request) => {
      const userId = await target(request, request.params.id);
      const withTokens = request.relations.with.includes('tokens');
      // Someone else's tokens: the same rule as the admin pages' tokens list.
      if (withTokens && userId !== request.auth.user!.id)
        await app.services.usersAdmin.assertMaySeeSecurityOf({ id: request.auth.user!.id }, userId);
      const user = present(await account.getUser(userId, { withTokens }), request);
      // The admin edit page's extra facts, for those who may manage users.
      if (!canAdministerUsers(await request.permissionContext())) return { user };
      return { user, details: await app.services.usersAdmin.details(userId) };
    },
  );

  routes.put(
    '/api/v1/users/:id',
    {
      guard: LOGGED_IN,
      summary:
        'Update names, image, language, country and timezone; with users.update also name, email, verified and roles',
      params: userIdParamSchema,
      body: adminUpdateUserSchema,
      response: userAnswerSchema,
    },
    async (request) => {
      const userId = await target(request, request.params.id);
      const ctx = await request.permissionContext();
      if (!canAdministerUsers(ctx)) {
        // Name, email, verification and roles are the admin's to change.
        if (ADMIN_ONLY_USER_FIELDS.some((field) => request.body[field] !== undefined))
          throw forbidden();
        return { user: present(await account.updateUser(userId, request.body), request) };
      }
      const actor = { id: request.auth.user!.id, sessionId: request.auth.session?.id };
      const user = await app.services.usersAdmin.update(actor, userId, request.body);
      return { user: present(user, request) };
    },
  );

  routes.delete(
    '/api/v1/users/:id',
    {
      guard: LOGGED_IN,
      summary: 'Delete an account; deleting your own logs you out',
      params: userIdParamSchema,
      body: deleteUserSchema,
      response: deleteAccountAnswerSchema,
    },
    async (request, reply) => {
      const userId = await target(request, request.params.id);
      const deletingSelf = userId === request.auth.user?.id;
      // Deleting your own account is a sensitive action; a manager removing someone is not.
      if (deletingSelf) assertPasswordConfirmed(request);
      await account.deleteUser(userId);
      if (!deletingSelf) return {};
      clearSessionCookie(reply, { secure: app.config.secureCookies });
      request.auth = GUEST_AUTH;
      app.csrf.rotate(request, reply);
      return {
        bootstrapData: await app.services.bootstrap.build({ user: null, cookies: request.cookies }),
      };
    },
  );

  routes.post(
    '/api/v1/users/:id/avatar',
    {
      guard: LOGGED_IN,
      summary: 'Upload a profile image (multipart `file`, or `url`)',
      params: userIdParamSchema,
      consumes: ['multipart/form-data', 'application/json'],
      response: userAnswerSchema,
    },
    async (request) => {
      const userId = await target(request, request.params.id);
      const upload = await readAvatarUpload(request);
      return { user: present(await account.uploadAvatar(userId, upload), request) };
    },
  );

  routes.delete(
    '/api/v1/users/:id/avatar',
    {
      guard: LOGGED_IN,
      summary: 'Remove the profile image',
      params: userIdParamSchema,
      response: userAnswerSchema,
    },
    async (request) => {
      const userId = await target(request, request.params.id);
      return { user: present(await account.removeAvatar(userId), request) };
    },
  );

  routes.post(
    '/api/v1/users/me/locale',
    {
      guard: LOGGED_IN,
      summary: 'Set your language',
      body: setLocaleSchema,
      response: localeAnswerSchema,
    },
    async (request) => ({
      i18n: await account.setLocale(request.auth.user!.id, request.body.locale),
    }),
  );

  routes.put(
    '/auth/user/password',
    {
      guard: LOGGED_IN,
      summary: 'Change your password',
      body: changePasswordSchema,
      response: userAnswerSchema,
    },
    async (request, reply) => {
      const user = request.auth.user!;
      const rotated = await account.changePassword(user.id, request.body, {
        session: request.auth.session,
        client: clientInfo(request),
      });
      if (rotated) {
        setSessionCookie(reply, rotated.token, {
          secure: app.config.secureCookies,
          ...(rotated.session.remember
            ? { maxAgeSeconds: SESSION_LIFETIMES.remembered.absoluteMs / 1000 }
            : {}),
        });
        request.auth = { user, session: rotated.session, accessTokenId: null };
        app.csrf.rotate(request, reply);
      }
      return { user };
    },
  );

  routes.get(
    '/api/v1/user-sessions',
    {
      guard: LOGGED_IN,
      summary: 'Your active sessions',
      response: userSessionsAnswerSchema,
    },
    async (request) => ({
      sessions: await account.listSessions(request.auth.user!.id, request.auth.session?.id ?? null),
    }),
  );

  routes.post(
    '/api/v1/user-sessions/logout-other',
    {
      guard: LOGGED_IN,
      summary: 'End every session but this one',
      body: logoutOtherSessionsSchema,
      response: emptyAnswerSchema,
    },
    async (request) => {
      const userId = request.auth.user!.id;
      await app.services.auth.withPasswordCheckLimit(userId, () =>
        account.logoutOtherSessions(
          userId,
          request.body.password,
          request.auth.session?.id ?? null,
        ),
      );
      return {};
    },
  );

  routes.get(
    '/api/v1/value-lists/:names',
    {
      summary: 'Timezones, countries and localizations (comma-separated names)',
      params: valueListsParamSchema,
      response: valueListsSchema,
    },
    async (request) => {
      const names = request.params.names
        .split(',')
        .map((name) => name.trim())
        .filter((name): name is ValueListName =>
          (VALUE_LIST_NAMES as readonly string[]).includes(name),
        );
      return account.valueLists(names);
    },
  );

  routes.post(
    '/api/v1/access-tokens',
    {
      guard: API_USER,
      summary: 'Create an access token',
      body: createAccessTokenSchema,
      response: createdAccessTokenSchema,
    },
    async (request) => {
      // A token acts as its owner without the password: a sensitive action.
      assertPasswordConfirmed(request);
      return account.createAccessToken(request.auth.user!.id, request.body.tokenName);
    },
  );

  routes.delete(
    '/api/v1/access-tokens/:id',
    {
      guard: LOGGED_IN,
      summary: 'Delete one of your access tokens',
      params: accessTokenIdParamSchema,
      response: emptyAnswerSchema,
    },
    async (request) => {
      await account.deleteAccessToken(request.auth.user!.id, request.params.id);
      return {};
    },
  );
};
