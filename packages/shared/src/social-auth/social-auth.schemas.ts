import { z } from 'zod';
import type { BootstrapData } from '../bootstrap/bootstrap.schemas';
import {
  AUTH_MESSAGES,
  PASSWORD_MAX_LENGTH,
  sessionStartedAnswerSchema,
} from '../auth/auth.schemas';
import { SOCIAL_SERVICES } from './social-services';

export * from './social-services';

export const socialServiceParamsSchema = z.object({ service: z.enum(SOCIAL_SERVICES) });

/**
 * POST secure/auth/social/connect: "Connecting a social account to an existing account
 * requires the password". The account is the one the pending profile matched.
 */
export const socialConnectSchema = z.object({
  password: z
    .string({ error: AUTH_MESSAGES.required })
    .min(1, AUTH_MESSAGES.required)
    .max(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.passwordTooLong),
});
export type SocialConnectPayload = z.input<typeof socialConnectSchema>;

export interface SocialConnectResponse {
  status: 'success';
  bootstrapData: BootstrapData;
}

export interface SocialDisconnectResponse {
  social_profiles: { service_name: string; username: string | null }[];
}

// ---- answers (declared on the routes, so the OpenAPI document shows them) ---------------

export const socialConnectAnswerSchema =
  sessionStartedAnswerSchema satisfies z.ZodType<SocialConnectResponse>;

export const socialDisconnectAnswerSchema = z.object({
  social_profiles: z.array(z.object({ service_name: z.string(), username: z.string().nullable() })),
}) satisfies z.ZodType<SocialDisconnectResponse>;
