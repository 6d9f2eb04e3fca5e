import { z } from 'zod';

export const menuItemSchema = z.object({
  id: z.string(),
  label: z.string(),
  /** spec 000 §3: a link opens a new window; a route navigates inside the app. */
  type: z.enum(['link', 'route']),
  action: z.string(),
  target: z.string().optional(),
  icon: z.string().optional(),
  roles: z.array(z.number()).optional(),
  permissions: z.array(z.string()).optional(),
  /** Hidden from users who hold any of these (e.g. "Become an artist" once music.create). */
  withoutPermissions: z.array(z.string()).optional(),
  settings: z.record(z.string(), z.unknown()).optional(),
  subscriptionStatus: z.enum(['subscribed', 'not-subscribed']).optional(),
});
export type MenuItem = z.infer<typeof menuItemSchema>;

export const menuSchema = z.object({
  id: z.string(),
  name: z.string(),
  positions: z.array(z.string()),
  items: z.array(menuItemSchema),
});
export type Menu = z.infer<typeof menuSchema>;
