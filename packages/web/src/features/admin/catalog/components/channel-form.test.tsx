import { screen, within } from '@testing-library/react';
import type { AdminChannelItem } from '@tonearm/shared/catalog-admin/catalog-admin.schemas';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders, resetTestState, testUser } from '@/test/render-with-providers';
import {
  channelPayload,
  ChannelForm,
  initialChannelValues,
  type ChannelFormValues,
} from './channel-form';
import { answer } from '@/test/http';

afterEach(resetTestState);

const item = (id: number, name: string): AdminChannelItem => ({ id, name, image: null });

/** The form with its values kept in state, as the editor page keeps them; `seen` gets each. */
function Harness({
  initial,
  seen,
}: {
  initial: Partial<ChannelFormValues>;
  seen: (values: ChannelFormValues) => void;
}) {
  const [values, setValues] = useState({ ...initialChannelValues(), ...initial });
  return (
    <ChannelForm
      values={values}
      onChange={(next) => {
        seen(next);
        setValues(next);
      }}
      errors={{}}
      restrictionOptions={[{ value: 'rock', label: 'Rock' }]}
      submitLabel="Create channel"
      isPending={false}
      onSubmit={() => undefined}
    />
  );
}

function renderForm(initial: Partial<ChannelFormValues> = {}) {
  let latest: ChannelFormValues = { ...initialChannelValues(), ...initial };
  const result = renderWithProviders(
    <Harness initial={initial} seen={(values) => (latest = values)} />,
    { bootstrap: { user: testUser() }, path: '/admin/channels/new' },
  );
  return { ...result, latest: () => latest };
}

describe('ChannelForm', () => {
  it('makes the slug from the name until the slug is edited', async () => {
    const { events, latest } = renderForm();
    await events.type(screen.getByRole('textbox', { name: 'Name' }), 'Late Night Jazz!');
    expect(screen.getByRole('textbox', { name: 'Slug' })).toHaveValue('late-night-jazz');
    await events.clear(screen.getByRole('textbox', { name: 'Slug' }));
    await events.type(screen.getByRole('textbox', { name: 'Slug' }), 'jazz');
    await events.type(screen.getByRole('textbox', { name: 'Name' }), ' More');
    expect(latest().slug).toBe('jazz');
  });

  it('offers the sources the content type can use, and asks for a genre or a tag', async () => {
    const { events, latest } = renderForm({ items: [item(1, 'Song One')] });
    const source = screen.getByRole('combobox', { name: 'Content source' });
    const options = () =>
      within(source)
        .getAllByRole('option')
        .map((o) => o.textContent);
    expect(options()).toEqual(['Hand-picked list', 'Top tracks', 'A genre', 'A tag']);

    await events.selectOptions(source, 'genre');
    expect(screen.getByRole('combobox', { name: 'Genre' })).toBeInTheDocument();
    expect(screen.queryByTestId('channel-items')).not.toBeInTheDocument();
    await events.type(screen.getByRole('combobox', { name: 'Genre' }), 'rock');
    expect(channelPayload(latest())).toMatchObject({
      source: 'genre',
      restriction: 'rock',
      items: [],
    });

    // Artists cannot come from a genre: the source falls back to the hand-picked list, emptied.
    await events.selectOptions(screen.getByRole('combobox', { name: 'Content type' }), 'artists');
    expect(latest()).toMatchObject({ content_type: 'artists', source: 'manual', items: [] });
    expect(options()).toEqual(['Hand-picked list', 'Popular artists']);
  });

  it('adds found items, reorders them and removes one', async () => {
    answer.get('*', { items: [item(7, 'Blue Train'), item(8, 'So What')] });
    const { events, latest } = renderForm();
    await events.type(screen.getByRole('searchbox', { name: 'Search items to add' }), 'o');
    await events.click(await screen.findByRole('button', { name: 'Add “Blue Train”' }));
    await events.click(screen.getByRole('button', { name: 'Add “So What”' }));
    expect(screen.getByRole('button', { name: 'Add “So What”' })).toBeDisabled();
    expect(latest().items.map((i) => i.id)).toEqual([7, 8]);

    await events.click(screen.getByRole('button', { name: 'Move “So What” up' }));
    expect(latest().items.map((i) => i.id)).toEqual([8, 7]);
    const rows = within(screen.getByTestId('channel-items')).getAllByTestId('channel-item');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('So What'),
      expect.stringContaining('Blue Train'),
    ]);
    expect(screen.getByRole('button', { name: 'Drag “So What” to reorder' })).toBeInTheDocument();

    await events.click(screen.getByRole('button', { name: 'Remove “Blue Train”' }));
    expect(channelPayload(latest()).items).toEqual([8]);
  });
});
