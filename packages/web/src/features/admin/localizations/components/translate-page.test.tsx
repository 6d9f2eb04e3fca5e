import { screen, waitFor, within } from '@testing-library/react';
import type { TranslationLinesResponse } from '@tonearm/shared/localization/localization.schemas';
import { afterEach, describe, expect, it } from 'vitest';
import { toastStore } from '@/components/ui/toast/toast-store';
import { renderWithProviders, resetTestState } from '@/test/render-with-providers';
import { LINES_PER_PAGE, TranslatePage } from './translate-page';
import { answer, fail, sentBodies, sentRequests } from '@/test/http';

afterEach(resetTestState);

const TRACKS = ':count track|:count tracks';

function linesAnswer(lines: Record<string, string>): TranslationLinesResponse {
  const entries = Object.entries(lines);
  return {
    localization: {
      id: 3,
      name: 'Español',
      language: 'es',
      is_default: false,
      deletable: true,
      translated_lines: entries.filter(([, value]) => value).length,
      total_lines: entries.length,
      created_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-01-01T00:00:00.000Z',
    },
    plural_categories: ['one', 'many', 'other'],
    lines: entries.map(([key, value]) => ({ key, value })),
  };
}

const LINES = {
  'Log out': 'Cerrar sesión',
  Search: '',
  'Welcome to :siteName': '',
  [TRACKS]: ':count pista|:count de pistas|:count pistas',
};

function renderPage(lines: Record<string, string> = LINES) {
  answer.get('*', linesAnswer(lines));
  const view = renderWithProviders(<TranslatePage localeId={3} />, {
    path: '/admin/localizations/:localeId/translate',
    url: '/admin/localizations/3/translate',
  });
  return view;
}

const field = (source: string) =>
  screen.getByRole('textbox', { name: `Translation of “${source}”` });

describe('the translate page', () => {
  it('shows every line beside its English source and how much is translated', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Translate Español' })).toBeInTheDocument();
    expect(field('Log out')).toHaveValue('Cerrar sesión');
    expect(field('Search')).toHaveValue('');
    expect(screen.getByText('2 of 4 lines')).toBeInTheDocument();
    expect(screen.getByText('4 lines')).toBeInTheDocument();
  });

  it('searches the source and the translation, and keeps only untranslated lines', async () => {
    const { events } = renderPage();
    await screen.findByRole('heading', { name: 'Translate Español' });
    await events.type(screen.getByRole('searchbox', { name: 'Search lines' }), 'cerrar');
    const list = screen.getByTestId('translation-lines');
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(field('Log out')).toBeInTheDocument();
    await events.clear(screen.getByRole('searchbox', { name: 'Search lines' }));
    await events.click(screen.getByRole('checkbox', { name: 'Untranslated only' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('textbox', { name: 'Translation of “Log out”' })).toBeNull();
  });

  it('saves only the changed lines', async () => {
    const { events } = renderPage();
    answer.put('localizations/3/lines', { localization: linesAnswer(LINES).localization });
    await screen.findByRole('heading', { name: 'Translate Español' });
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await events.type(field('Search'), 'Buscar');
    expect(screen.getByText('1 unsaved line')).toBeInTheDocument();
    await events.click(save);
    await waitFor(() =>
      expect(sentBodies('put', 'localizations/3/lines')).toContainEqual({
        lines: { Search: 'Buscar' },
      }),
    );
    await waitFor(() => expect(toastStore.get()?.message).toBe('Translations saved'));
  });

  it('warns of a lost placeholder or missing plural forms and will not save them', async () => {
    const { events } = renderPage();
    await screen.findByRole('heading', { name: 'Translate Español' });
    await events.type(field('Welcome to :siteName'), 'Bienvenida');
    expect(screen.getByText('Keep the placeholders :siteName.')).toBeInTheDocument();
    await events.clear(field(TRACKS));
    await events.type(field(TRACKS), ':count pista{|}:count pistas');
    expect(
      screen.getByText(
        'This line needs 3 forms, one per plural category (one, many, other), separated by a vertical bar.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(sentRequests('put')).toEqual([]);
  });

  it('shows the server’s refusal beside its line', async () => {
    const { events } = renderPage();
    fail.put('localizations/3/lines', 422, {
      message: 'No',
      errors: { 'lines.Search': ['The app has no such line.'] },
    });
    await screen.findByRole('heading', { name: 'Translate Español' });
    await events.type(field('Search'), 'Buscar');
    await events.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The app has no such line.')).toBeInTheDocument();
    expect(field('Search')).toHaveAttribute('aria-invalid', 'true');
  });

  it('pages through many lines', async () => {
    const many = Object.fromEntries(
      Array.from({ length: LINES_PER_PAGE + 5 }, (_, index) => [`Line number ${index}`, '']),
    );
    const { events } = renderPage(many);
    await screen.findByRole('heading', { name: 'Translate Español' });
    const list = screen.getByTestId('translation-lines');
    expect(within(list).getAllByRole('listitem')).toHaveLength(LINES_PER_PAGE);
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Next page' }));
    expect(within(screen.getByTestId('translation-lines')).getAllByRole('listitem')).toHaveLength(
      5,
    );
  });
});
