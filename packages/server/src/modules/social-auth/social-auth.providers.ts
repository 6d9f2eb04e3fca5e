import type { SocialService } from '@tonearm/shared/social-auth/social-auth.schemas';

/** A provider account as the app needs it; no provider tokens are kept. */
export interface ProviderProfile {
  id: string;
  email: string | null;
  /** False only when the provider says the address is unverified. */
  emailVerified: boolean;
  name: string | null;
  firstName: string | null;
  lastName: string | null;
  avatar: string | null;
  username: string | null;
}

/** The admin's settings for one provider (social settings). */
export interface ProviderSettings {
  enabled: boolean;
  clientId: string;
  clientSecret: string;
  /** Non-empty: OpenID Connect discovery from this issuer. */
  issuer: string;
  authorizationUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
  scope: string;
  /** Envato only: its account resource has neither the email nor the username. */
  emailUrl?: string;
  usernameUrl?: string;
}

/**
 * How each provider's token endpoint wants the client secret: X and Google take HTTP Basic;
 * Facebook and Envato read it from the form body.
 */
export const TOKEN_AUTH: Record<SocialService, 'basic' | 'post'> = {
  google: 'basic',
  facebook: 'post',
  twitter: 'basic',
  envato: 'post',
};

type Json = Record<string, unknown>;

function text(value: unknown): string | null {
  if (typeof value === 'string' && value.trim() !== '') return value.trim();
  if (typeof value === 'number') return String(value);
  return null;
}

function object(value: unknown): Json {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {};
}

/** Standard OpenID Connect claims (any provider reached through an issuer). */
function fromOidcClaims(claims: Json): ProviderProfile | null {
  const id = text(claims.sub);
  if (!id) return null;
  return {
    id,
    email: text(claims.email),
    emailVerified: claims.email_verified !== false,
    name: text(claims.name),
    firstName: text(claims.given_name),
    lastName: text(claims.family_name),
    avatar: text(claims.picture),
    username: text(claims.preferred_username) ?? text(claims.email) ?? text(claims.name),
  };
}

/** Graph API `me?fields=id,name,email,picture`: the email, when shared, is verified. */
function fromFacebook(body: Json): ProviderProfile | null {
  const id = text(body.id);
  if (!id) return null;
  const name = text(body.name);
  return {
    id,
    email: text(body.email),
    emailVerified: true,
    name,
    firstName: text(body.first_name),
    lastName: text(body.last_name),
    avatar: text(object(object(body.picture).data).url),
    username: name,
  };
}

/** X API v2 `users/me`: `{data: {id, name, username, profile_image_url, confirmed_email}}`. */
function fromTwitter(body: Json): ProviderProfile | null {
  const data = object(body.data);
  const id = text(data.id);
  if (!id) return null;
  return {
    id,
    email: text(data.confirmed_email) ?? text(data.email),
    emailVerified: true,
    name: text(data.name),
    firstName: null,
    lastName: null,
    avatar: text(data.profile_image_url),
    username: text(data.username),
  };
}

/**
 * Envato market API: `account.json` ({account: {firstname, surname, image}}), `username.json`
 * ({username}) and `email.json` ({email}). The username is the stable account id.
 */
function fromEnvato(body: Json): ProviderProfile | null {
  const account = object(body.account);
  const username = text(body.username);
  if (!username) return null;
  const firstName = text(account.firstname);
  const lastName = text(account.surname);
  return {
    id: username,
    email: text(body.email),
    emailVerified: true,
    name: [firstName, lastName].filter(Boolean).join(' ') || username,
    firstName,
    lastName,
    avatar: text(account.image),
    username,
  };
}

/**
 * The provider's profile answer as a ProviderProfile. Answers carrying OpenID Connect claims
 * (`sub`) read as such whatever the provider, so an admin may point any of them at an OIDC
 * server; otherwise each provider's own shape applies.
 */
export function readProfile(service: SocialService, body: Json): ProviderProfile | null {
  if (text(body.sub)) return fromOidcClaims(body);
  switch (service) {
    case 'google':
      return null;
    case 'facebook':
      return fromFacebook(body);
    case 'twitter':
      return fromTwitter(body);
    case 'envato':
      return fromEnvato(body);
  }
}
