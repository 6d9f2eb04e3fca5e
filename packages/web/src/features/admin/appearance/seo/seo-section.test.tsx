import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetTestState } from '@/test/render-with-providers';
import { SeoSection } from './seo-section';

afterEach(resetTestState);

/** The appearance editor's shell, as far as the section sees it: settings it may change. */
function Harness({
  initial = {},
  errors = {},
  onSet,
}: {
  initial?: Record<string, unknown>;
  errors?: Record<string, string>;
  onSet?: (key: string, value: unknown) => void;
}) {
  const [settings, setSettings] = useState(initial);
  return (
    <SeoSection
      settings={settings}
      errors={errors}
      setSetting={(key, value) => {
        onSet?.(key, value);
        setSettings((current) => ({ ...current, [key]: value }));
      }}
    />
  );
}

describe('SeoSection (appearance editor, seo-settings)', () => {
  it('shows every page type with its saved templates, or the defaults', () => {
    render(<Harness initial={{ 'seo.artist.title': 'Hear {{artist.name}}' }} />);
    for (const label of [
      'Artist page',
      'Album page',
      'Track page',
      'Playlist page',
      'User profile',
      'Custom page',
      'Channel page',
    ])
      expect(screen.getByRole('group', { name: label })).toBeInTheDocument();
    const artist = within(screen.getByRole('group', { name: 'Artist page' }));
    expect(artist.getByRole('textbox', { name: 'Title' })).toHaveValue('Hear {{artist.name}}');
    const album = within(screen.getByRole('group', { name: 'Album page' }));
    expect(album.getByRole('textbox', { name: 'Title' })).toHaveValue(
      '{{album.name}} by {{album.artist}} | {{site_name}}',
    );
  });

  it('lists the placeholders each page type fills', () => {
    render(<Harness />);
    const track = within(screen.getByTestId('seo-track'));
    for (const name of ['{{track.name}}', '{{track.artist}}', '{{track.album}}', '{{site_name}}'])
      expect(track.getByText(name)).toBeInTheDocument();
    expect(track.queryByText('{{artist.bio}}')).toBeNull();
  });

  it('sets the setting of the template being typed, before any save', async () => {
    const onSet = vi.fn();
    render(<Harness onSet={onSet} />);
    const user = userEvent.setup();
    const playlist = within(screen.getByTestId('seo-playlist'));
    const description = playlist.getByRole('textbox', { name: 'Description' });
    await user.clear(description);
    await user.paste('By {{playlist.owner}}');
    expect(onSet).toHaveBeenLastCalledWith('seo.playlist.description', 'By {{playlist.owner}}');
    expect(description).toHaveValue('By {{playlist.owner}}');
  }, 20_000);

  it('shows the save’s field errors under their template', () => {
    render(<Harness errors={{ 'seo.user.title': 'Unknown placeholder {{user.email}}.' }} />);
    const user = within(screen.getByTestId('seo-user'));
    expect(user.getByText('Unknown placeholder {{user.email}}.')).toBeInTheDocument();
    expect(user.getByRole('textbox', { name: 'Title' })).toHaveAttribute('aria-invalid', 'true');
  });
});
