import { z, type ZodType } from 'zod';
import { text } from '../http/primitives';
import { isMenuAction } from '../menus/menus.schemas';

/**
 * The landing page's settings (its sections): one zod
 * schema per `landing.*` key, validated key by key when the appearance editor saves. The page
 * renders from the same keys, so what passes here is what /landing shows.
 */

export const LANDING_LIMITS = {
  actions: 4,
  primaryFeatures: 12,
  secondaryFeatures: 8,
} as const;

export const LANDING_MESSAGES = {
  required: 'This field is required.',
  action: 'Enter a path that starts with / or a full http(s) URL.',
  image: 'Enter an image path that starts with / or a full http(s) URL.',
  tooMany: 'Too many entries.',
} as const;

const required = (max: number) => text().trim().min(1, LANDING_MESSAGES.required).max(max);
const optional = (max: number) => text().trim().max(max);

/** Empty, a path of this site (`/images/hero.jpg`) or an http(s) URL. */
const imageUrl = optional(2000).refine(
  (value) => value === '' || (isMenuAction(value) && !value.startsWith('setting:')),
  LANDING_MESSAGES.image,
);

export const landingActionSchema = z.object({
  label: required(60),
  action: required(2000).refine(
    (value) => value === '' || (isMenuAction(value) && !value.startsWith('setting:')),
    LANDING_MESSAGES.action,
  ),
  /** The button's look: the main call to action or a quieter one. */
  type: z.enum(['primary', 'secondary']),
});
export type LandingAction = z.infer<typeof landingActionSchema>;

export const landingFeatureSchema = z.object({
  title: required(100),
  body: optional(500),
  /** A menu icon name (the app's icon set). */
  icon: optional(50).optional(),
  /** Shown instead of the icon when set. */
  image: imageUrl.optional(),
});
export type LandingFeature = z.infer<typeof landingFeatureSchema>;

export const landingSecondaryFeatureSchema = z.object({
  title: required(100),
  subtitle: optional(100),
  body: optional(1000),
  image: imageUrl,
});
export type LandingSecondaryFeature = z.infer<typeof landingSecondaryFeatureSchema>;

export const LANDING_SETTING_SCHEMAS: Record<string, ZodType> = {
  'landing.headline': required(200),
  'landing.subheadline': optional(1000),
  'landing.background_image': imageUrl,
  'landing.actions': z
    .array(landingActionSchema)
    .max(LANDING_LIMITS.actions, LANDING_MESSAGES.tooMany),
  'landing.features_title': optional(200),
  'landing.features': z
    .array(landingFeatureSchema)
    .max(LANDING_LIMITS.primaryFeatures, LANDING_MESSAGES.tooMany),
  'landing.secondary_features': z
    .array(landingSecondaryFeatureSchema)
    .max(LANDING_LIMITS.secondaryFeatures, LANDING_MESSAGES.tooMany),
  'landing.pricing_title': optional(200),
  'landing.footer_text': optional(300),
};

export const LANDING_SETTING_NAMES = Object.keys(LANDING_SETTING_SCHEMAS);
