import { z } from 'zod';
import { AUTH_MESSAGES, PASSWORD_MAX_LENGTH, withPasswordConfirmation } from '../auth/auth.schemas';
import { PROFILE_IMAGE_MAX_BYTES } from '../constants';
import { idParam, requiredText, text } from '../http/primitives';

/** Field messages of the account-settings calls (server rules are our choice). */
export const ACCOUNT_MESSAGES = {
  required: 'This field is required.',
  nameTooLong: 'The name may not be longer than 100 characters.',
  passwordTooLong: AUTH_MESSAGES.passwordTooLong,
  wrongPassword: 'The password is incorrect.',
  unknownLanguage: 'The selected language is invalid.',
  unknownCountry: 'The selected country is invalid.',
  unknownTimezone: 'The selected timezone is invalid.',
  tokenNameTooLong: 'The token name may not be longer than 100 characters.',
  notAnImage: 'The file must be an image (JPEG, PNG, GIF or WebP).',
  imageTooLarge: 'The file may not be greater than 2 MB.',
  fileRequired: 'Choose an image to upload.',
  invalidImageUrl: 'The image URL is invalid.',
  apiDisabled: 'The API is not enabled on this site.',
  selectImage: 'Please select an image.',
} as const;

export const AVATAR_MAX_BYTES = PROFILE_IMAGE_MAX_BYTES;
/** Raster images only: an SVG avatar could carry script. */
export const AVATAR_MIME_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;

const requiredString = (max: number, tooLong: string) =>
  text({ error: ACCOUNT_MESSAGES.required }).trim().max(max, tooLong);

const optionalName = text()
  .trim()
  .max(100, ACCOUNT_MESSAGES.nameTooLong)
  .nullish()
  .transform((value) => (value ? value : null));

/** PUT users/{id}: account details and location (language, country, timezone). */
export const updateAccountSchema = z.object({
  first_name: optionalName.optional(),
  last_name: optionalName.optional(),
  language: text().trim().max(10).nullish(),
  country: text().trim().max(10).nullish(),
  timezone: text().trim().max(64).nullish(),
  /** The profile image: an uploaded file of the user's (/storage/…) or an http(s) URL; null removes it. */
  image: text().max(1024, ACCOUNT_MESSAGES.invalidImageUrl).nullish(),
});
export type UpdateAccountPayload = z.input<typeof updateAccountSchema>;
export type UpdateAccountInput = z.output<typeof updateAccountSchema>;

/** The account-details form: both names, at least one of them. */
export const accountDetailsFormSchema = z.object({
  first_name: z.string().trim().max(100, ACCOUNT_MESSAGES.nameTooLong),
  last_name: z.string().trim().max(100, ACCOUNT_MESSAGES.nameTooLong),
});
export type AccountDetailsFormValues = z.infer<typeof accountDetailsFormSchema>;

const currentPassword = z
  .string({ error: ACCOUNT_MESSAGES.required })
  .min(1, ACCOUNT_MESSAGES.required)
  .max(PASSWORD_MAX_LENGTH, ACCOUNT_MESSAGES.passwordTooLong);

/** PUT auth/user/password (all three required); the password rule of auth. */
export const changePasswordSchema = withPasswordConfirmation({ current_password: currentPassword });
export type ChangePasswordPayload = z.infer<typeof changePasswordSchema>;

/** POST user-sessions/logout-other. */
export const logoutOtherSessionsSchema = z.object({ password: currentPassword });
export type LogoutOtherSessionsPayload = z.infer<typeof logoutOtherSessionsSchema>;

/** POST access-tokens (the token name is required). */
export const createAccessTokenSchema = z.object({
  tokenName: requiredString(100, ACCOUNT_MESSAGES.tokenNameTooLong).min(
    1,
    ACCOUNT_MESSAGES.required,
  ),
});
export type CreateAccessTokenPayload = z.infer<typeof createAccessTokenSchema>;

/** POST users/me/locale. */
export const setLocaleSchema = z.object({
  locale: requiredText(10, {
    required: ACCOUNT_MESSAGES.required,
    tooLong: ACCOUNT_MESSAGES.unknownLanguage,
  }),
});

/** DELETE users/{id}. */
export const deleteUserSchema = z
  .object({ deleteCurrentUser: z.boolean().optional() })
  .optional()
  .default({});

/** `{id}` in users/{id}: a number or "me". */
export const userIdParamSchema = z.object({
  id: z.union([z.literal('me'), idParam]),
});

/** `{id}` of an access token. */
export const accessTokenIdParamSchema = z.object({ id: idParam });

/** `{names}` of value-lists: a comma-separated list of VALUE_LIST_NAMES. */
export const valueListsParamSchema = z.object({
  names: text().max(200),
});

export interface AccessToken {
  id: number;
  name: string;
  last_used_at: string | null;
}

export interface CreatedAccessToken {
  token: AccessToken;
  plainTextToken: string;
}

/** A session, as listed in account settings (never the cookie or its stored hash). */
export interface UserSession {
  id: string;
  device_type: 'mobile' | 'tablet' | 'other';
  platform: string | null;
  browser: string | null;
  city: string | null;
  country: string | null;
  ip_address: string | null;
  /**
   * Names the session's token without revealing it: a digest of the stored hash, never the
   * cookie value nor that hash itself.
   */
  token: string;
  last_active: string;
  is_current_device: boolean;
}

export const VALUE_LIST_NAMES = ['timezones', 'countries', 'localizations'] as const;
export type ValueListName = (typeof VALUE_LIST_NAMES)[number];

export interface TimezoneOption {
  value: string;
  text: string;
}
export interface CountryOption {
  code: string;
  name: string;
}
export interface LocaleOption {
  language: string;
  name: string;
}
export interface ValueLists {
  timezones?: Record<string, TimezoneOption[]>;
  countries?: CountryOption[];
  localizations?: LocaleOption[];
}

/**
 * Images only, at most 2 MB, with the one message "Please select an image." —
 * the client checks before uploading; the server sniffs the bytes again.
 */
export function checkAvatarFile(file: { type: string; size: number }): string | null {
  const isRaster = (AVATAR_MIME_TYPES as readonly string[]).includes(file.type);
  if (!isRaster || file.size > AVATAR_MAX_BYTES) return ACCOUNT_MESSAGES.selectImage;
  return null;
}

// ——— answers (declared on the routes, so the OpenAPI document shows them) ———

export const accessTokenSchema = z.object({
  id: z.number(),
  name: z.string(),
  last_used_at: z.string().nullable(),
}) satisfies z.ZodType<AccessToken>;

export const createdAccessTokenSchema = z.object({
  token: accessTokenSchema,
  plainTextToken: z.string(),
}) satisfies z.ZodType<CreatedAccessToken>;

export const userSessionSchema = z.object({
  id: z.string(),
  device_type: z.enum(['mobile', 'tablet', 'other']),
  platform: z.string().nullable(),
  browser: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  ip_address: z.string().nullable(),
  token: z.string(),
  last_active: z.string(),
  is_current_device: z.boolean(),
}) satisfies z.ZodType<UserSession>;

export const userSessionsAnswerSchema = z.object({ sessions: z.array(userSessionSchema) });

export const valueListsSchema = z.object({
  timezones: z
    .record(z.string(), z.array(z.object({ value: z.string(), text: z.string() })))
    .optional(),
  countries: z.array(z.object({ code: z.string(), name: z.string() })).optional(),
  localizations: z.array(z.object({ language: z.string(), name: z.string() })).optional(),
}) satisfies z.ZodType<ValueLists>;
