import type { SocialService } from './social-services';

/** What every provider is configured with; `scope` comes last, after any endpoints of its own. */
const CONNECTION_FIELDS = [
  'client_id',
  'client_secret',
  'issuer',
  'authorization_url',
  'token_url',
  'userinfo_url',
] as const;
type ConnectionField = (typeof CONNECTION_FIELDS)[number] | 'scope';

type ConnectionSettings<P extends SocialService, Field extends string> = {
  [Name in `social.${P}.${Field}`]: { value: string; public: false };
};

/**
 * One provider's connection settings, empty unless a default is given. Keys of `defaults` that
 * are not common fields are endpoints of that provider alone.
 */
function connectionSettings<P extends SocialService, const Defaults extends Record<string, string>>(
  provider: P,
  defaults: Defaults,
): ConnectionSettings<P, ConnectionField | (keyof Defaults & string)> {
  const ownFields = Object.keys(defaults).filter(
    (field) => field !== 'scope' && !(CONNECTION_FIELDS as readonly string[]).includes(field),
  );
  const settings: Record<string, { value: string; public: false }> = {};
  for (const field of [...CONNECTION_FIELDS, ...ownFields, 'scope'])
    settings[`social.${provider}.${field}`] = { value: defaults[field] ?? '', public: false };
  return settings as ConnectionSettings<P, ConnectionField | (keyof Defaults & string)>;
}

/**
 * Social login: client credentials and endpoints per provider, so an admin can
 * point a provider at any compatible server. A non-empty `issuer` is read through OpenID
 * Connect discovery (the endpoint settings, when set, override what it finds); otherwise the
 * explicit endpoints are used as plain OAuth 2 with PKCE. Secrets never leave the server.
 */
export const SOCIAL_CONNECTION_SETTINGS = {
  ...connectionSettings('google', {
    issuer: 'https://accounts.google.com',
    scope: 'openid email profile',
  }),
  ...connectionSettings('facebook', {
    authorization_url: 'https://www.facebook.com/v21.0/dialog/oauth',
    token_url: 'https://graph.facebook.com/v21.0/oauth/access_token',
    userinfo_url: 'https://graph.facebook.com/v21.0/me?fields=id,name,email,picture.type(large)',
    scope: 'email public_profile',
  }),
  ...connectionSettings('twitter', {
    authorization_url: 'https://x.com/i/oauth2/authorize',
    token_url: 'https://api.x.com/2/oauth2/token',
    userinfo_url: 'https://api.x.com/2/users/me?user.fields=profile_image_url,confirmed_email',
    scope: 'users.read tweet.read users.email',
  }),
  ...connectionSettings('envato', {
    authorization_url: 'https://api.envato.com/authorization',
    token_url: 'https://api.envato.com/token',
    userinfo_url: 'https://api.envato.com/v1/market/private/user/account.json',
    email_url: 'https://api.envato.com/v1/market/private/user/email.json',
    username_url: 'https://api.envato.com/v1/market/private/user/username.json',
  }),
};
