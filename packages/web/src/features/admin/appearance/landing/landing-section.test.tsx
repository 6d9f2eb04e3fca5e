import { screen, within } from '@testing-library/react';
import { SETTING_DEFINITIONS } from '@tonearm/shared/settings/default-settings';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders, resetTestState } from '@/test/render-with-providers';
import { LandingSection } from './landing-section';

afterEach(resetTestState);

function landingDefaults(): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(SETTING_DEFINITIONS)
      .filter(([key]) => key.startsWith('landing.'))
      .map(([key, definition]) => [key, definition.value]),
  );
}

function renderSection(errors: Record<string, string> = {}) {
  const draft: Record<string, unknown> = landingDefaults();
  function Harness() {
    const [settings, setSettings] = useState<Record<string, unknown>>(landingDefaults);
    return (
      <LandingSection
        settings={settings}
        errors={errors}
        setSetting={(key, value) => {
          draft[key] = value;
          setSettings((current) => ({ ...current, [key]: value }));
        }}
      />
    );
  }
  return { ...renderWithProviders(<Harness />, { bootstrap: {} }), draft };
}

describe('LandingSection', () => {
  it('edits the headline, background image and footer text in General', async () => {
    const { events, draft } = renderSection();
    await events.click(screen.getByRole('button', { name: 'General' }));
    const headline = screen.getByRole('textbox', { name: 'Headline' });
    expect(headline).toHaveValue('Music for every moment');
    await events.clear(headline);
    await events.click(headline);
    await events.paste('Hear it all');
    await events.click(screen.getByRole('textbox', { name: 'Background image' }));
    await events.paste('/images/hero.jpg');
    await events.click(screen.getByRole('textbox', { name: 'Footer text' }));
    await events.paste('Made with care');
    expect(draft).toMatchObject({
      'landing.headline': 'Hear it all',
      'landing.background_image': '/images/hero.jpg',
      'landing.footer_text': 'Made with care',
    });
  });

  it('adds, restyles, reorders and removes action buttons', async () => {
    const { events, draft } = renderSection();
    await events.click(screen.getByRole('button', { name: 'Action buttons' }));
    await events.click(screen.getByRole('button', { name: 'Add button' }));
    const entries = screen.getAllByTestId('list-entry');
    expect(entries).toHaveLength(3);
    const added = entries[2]!;
    const label = within(added).getByRole('textbox', { name: 'Label' });
    await events.clear(label);
    await events.click(label);
    await events.paste('See pricing');
    const action = within(added).getByRole('textbox', { name: 'Action' });
    await events.clear(action);
    await events.click(action);
    await events.paste('/pricing');
    await events.selectOptions(within(added).getByRole('combobox', { name: 'Style' }), 'primary');
    await events.click(screen.getByRole('button', { name: 'Move “See pricing” up' }));
    await events.click(screen.getByRole('button', { name: 'Remove “Start listening”' }));
    expect(draft['landing.actions']).toEqual([
      { label: 'See pricing', action: '/pricing', type: 'primary' },
      { label: 'Create an account', action: '/register', type: 'secondary' },
    ]);
  });

  // Five features with an icon picker each: a large form to render on a busy machine.
  it(
    'adds a primary feature with an icon from the app’s icon set',
    { timeout: 20_000 },
    async () => {
      const { events, draft } = renderSection();
      await events.click(screen.getByRole('button', { name: 'Primary features' }));
      await events.click(screen.getByRole('button', { name: 'Add feature' }));
      const added = screen.getAllByTestId('list-entry').at(-1)!;
      const title = within(added).getByRole('textbox', { name: 'Title' });
      await events.clear(title);
      await events.click(title);
      await events.paste('Podcasts');
      await events.click(within(added).getByRole('radio', { name: 'radio' }));
      expect((draft['landing.features'] as unknown[]).at(-1)).toEqual({
        title: 'Podcasts',
        body: '',
        icon: 'radio',
      });
    },
  );

  it('adds a secondary feature with its subtitle and image', async () => {
    const { events, draft } = renderSection();
    await events.click(screen.getByRole('button', { name: 'Secondary features' }));
    await events.click(screen.getByRole('button', { name: 'Add feature' }));
    const added = screen.getAllByTestId('list-entry').at(-1)!;
    await events.click(within(added).getByRole('textbox', { name: 'Subtitle' }));
    await events.paste('Offline');
    await events.click(within(added).getByRole('textbox', { name: 'Image' }));
    await events.paste('https://cdn.example.com/offline.png');
    expect((draft['landing.secondary_features'] as unknown[]).at(-1)).toEqual({
      title: 'New feature',
      subtitle: 'Offline',
      body: '',
      image: 'https://cdn.example.com/offline.png',
    });
  });

  it('marks the parts with errors and shows each error beside its field', async () => {
    const { events } = renderSection({
      'settings.landing.headline': 'This field is required.',
      'landing.actions.1.action': 'Enter a path that starts with / or a full http(s) URL.',
    });
    expect(screen.getByRole('button', { name: /General.*Has errors/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Action buttons.*Has errors/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Primary features' })).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: /General/ }));
    expect(screen.getByRole('textbox', { name: 'Headline' })).toHaveAccessibleDescription(
      'This field is required.',
    );
    await events.click(screen.getByRole('button', { name: 'Back' }));
    await events.click(screen.getByRole('button', { name: /Action buttons/ }));
    const second = screen.getAllByTestId('list-entry')[1]!;
    expect(within(second).getByRole('textbox', { name: 'Action' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(within(second).getByRole('alert')).toHaveTextContent(
      'Enter a path that starts with / or a full http(s) URL.',
    );
  });
});
