import { NOTIFICATION_CHANNEL_NAMES } from '@tonearm/shared/notifications/notifications.schemas';
import type { NotificationSubscriptionsAnswer } from '@tonearm/shared/notifications/notifications.schemas';
import { describe, expect, it } from 'vitest';
import { buildUser, loginAs } from '../../test/factories';
import { useTestApp } from '../../test/use-test-app';

interface LocaleAnswer {
  i18n: { language: string; lines: Record<string, string> };
}

describe('the names of the notification settings (subscription groups)', () => {
  const t = useTestApp();

  it('are lines a Spanish user gets in Spanish: channels, groups and every type', async () => {
    const client = await loginAs(t, await buildUser(t));
    const locale = await client.post('/api/v1/users/me/locale', { locale: 'es' });
    expect(locale.statusCode).toBe(200);
    const { i18n } = locale.json<LocaleAnswer>();
    expect(i18n.language).toBe('es');

    const answer = (
      await client.get('/api/v1/notifications/me/subscriptions')
    ).json<NotificationSubscriptionsAnswer>();
    const names = [
      ...answer.available_channels.map((channel) => NOTIFICATION_CHANNEL_NAMES[channel]),
      ...answer.subscriptions.flatMap((group) => [
        group.group_name,
        ...group.subscriptions.map((type) => type.name),
      ]),
    ];
    expect(names).toHaveLength(2 + 5 + 8);
    const missing = names.filter((name) => !i18n.lines[name]?.trim());
    expect(missing, 'names without a line').toEqual([]);
    const translated = Object.fromEntries(names.map((name) => [name, i18n.lines[name]]));
    expect(translated).toMatchObject({
      Browser: 'Navegador',
      Email: 'Correo electrónico',
      Music: 'Música',
      'Someone follows me': 'Alguien me sigue',
      'My subscription is ending soon': 'Mi suscripción termina pronto',
    });
    // Only the words Spanish borrows as they are read the same.
    expect(names.filter((name) => translated[name] === name)).toEqual(['Social', 'Backstage']);
  });
});
