import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getBootstrapData } from '@/lib/bootstrap-store';
import { renderWithProviders, testUser } from '@/test/render-with-providers';
import { LocationPanel } from './location-panel';
import { answer, sentBodies, sentRequests } from '@/test/http';

const LISTS = {
  timezones: { Europe: [{ value: 'Europe/Madrid', text: '(UTC+01:00) Madrid' }] },
  countries: [{ code: 'ES', name: 'Spain' }],
  localizations: [
    { language: 'en', name: 'English' },
    { language: 'es', name: 'Español' },
  ],
};

const SPANISH = {
  language: 'es',
  name: 'Español',
  lines: {
    'Location and language': 'Ubicación e idioma',
    Language: 'Idioma',
    ':count track|:count tracks': ':count pista|:count de pistas|:count pistas',
  },
};

function renderPanel(settings: Record<string, unknown> = {}) {
  const user = testUser();
  answer.get('*', LISTS);
  const put = answer.put('*', { user });
  const post = answer.post('*', { i18n: SPANISH });
  const view = renderWithProviders(<LocationPanel user={user} />, {
    bootstrap: { user, settings },
  });
  return { ...view, put, post };
}

describe('the location and language panel', () => {
  it('switches the whole page to the chosen language without a reload', async () => {
    const { events } = renderPanel();
    const language = await screen.findByRole('combobox', { name: 'Language' });
    await waitFor(() => expect(language).toBeEnabled());
    await events.type(language, 'Esp');
    await events.click(await screen.findByRole('option', { name: 'Español' }));
    await events.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(sentBodies('post', 'users/me/locale')).toContainEqual({ locale: 'es' }),
    );
    expect(await screen.findByRole('heading', { name: 'Ubicación e idioma' })).toBeInTheDocument();
    expect(getBootstrapData().i18n.language).toBe('es');
    expect(getBootstrapData().user?.language).toBe('es');
  });

  it('has no language picker while i18n.enable is off', async () => {
    const { events, put } = renderPanel({ 'i18n.enable': false });
    expect(await screen.findByRole('combobox', { name: 'Country' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Language' })).toBeNull();
    const country = screen.getByRole('combobox', { name: 'Country' });
    await waitFor(() => expect(country).toBeEnabled());
    await events.type(country, 'Spa');
    await events.click(await screen.findByRole('option', { name: 'Spain' }));
    await events.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sentRequests('put')).not.toEqual([]));
    expect(put.bodies[0]).not.toHaveProperty('language');
    expect(sentRequests('post')).toEqual([]);
  });
});
