import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, fail } from '@/test/http';
import { renderWithProviders } from '@/test/render-with-providers';
import type { OpenApiDocument } from '../api/get-openapi-document';
import { ApiDocsPage } from './api-docs-page';

afterEach(() => {
  vi.restoreAllMocks();
});

const sampleDocument: OpenApiDocument = {
  openapi: '3.0.3',
  info: { title: 'Tonearm API', version: '1' },
  paths: {
    '/api/v1/users/{id}': {
      get: {
        tags: ['users'],
        summary: 'A user',
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
        responses: {
          '200': {
            description: 'Default Response',
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  required: ['user'],
                  properties: {
                    user: {
                      type: 'object',
                      required: ['id', 'email'],
                      properties: {
                        id: { type: 'integer' },
                        email: { type: 'string', format: 'email' },
                      },
                    },
                  },
                },
              },
            },
          },
        },
      },
    },
    '/api/v1/playlists': {
      post: {
        tags: ['playlists'],
        summary: 'Create a playlist',
        requestBody: {
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['name'],
                properties: { name: { type: 'string', maxLength: 100 } },
              },
            },
          },
        },
        responses: { '204': { description: 'No content' } },
      },
    },
  },
};

const DOCUMENT = 'api-docs/openapi.json';

/** The OpenAPI document is generated, not one of the shared schemas: its type is the page's own. */
function serveDocument() {
  fail.get('*', 404);
  return answer.get<OpenApiDocument>(DOCUMENT, sampleDocument);
}

describe('ApiDocsPage', () => {
  it('lists the areas and operations of the document with their schemas', async () => {
    serveDocument();
    renderWithProviders(<ApiDocsPage />, { path: '/api-docs' });

    const sidebar = await screen.findAllByRole('navigation', { name: 'API areas' });
    expect(within(sidebar[0]!).getByText('users')).toBeInTheDocument();
    expect(within(sidebar[0]!).getByText('playlists')).toBeInTheDocument();
    const operations = screen.getAllByTestId('api-operation');
    expect(operations).toHaveLength(2);
    expect(screen.getByText('/api/v1/users/{id}')).toBeInTheDocument();
    expect(screen.getByText('Create a playlist')).toBeInTheDocument();

    // Opening an operation shows its parameters, request body and response trees.
    await userEvent.click(screen.getByText('Create a playlist'));
    const playlist = operations.find((element) => element.textContent?.includes('/playlists'))!;
    expect(within(playlist).getByText('Request body', { selector: 'h4 *, h4' })).toBeVisible();
    expect(within(playlist).getByText('max length 100', { exact: false })).toBeInTheDocument();
    expect(within(playlist).getByTestId('response-204')).toHaveTextContent('No content');

    await userEvent.click(screen.getByText('A user'));
    const user = operations.find((element) => element.textContent?.includes('/users/'))!;
    const response = within(user).getByTestId('response-200');
    expect(within(response).getByText('email')).toBeInTheDocument();
    expect(within(response).getByText('string (email)')).toBeInTheDocument();
  });

  it('sends "Try it" with the access token as a Bearer header and shows the answer', async () => {
    serveDocument();
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify({ user: { id: 7, email: 'seven@example.com' } }), {
          status: 200,
          headers: { 'Content-Type': 'application/json', 'X-Test': 'yes' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    try {
      renderWithProviders(<ApiDocsPage />, { path: '/api-docs' });
      await userEvent.type(await screen.findByLabelText(/Access token/), '5|secret-token');
      await userEvent.click(screen.getByText('A user'));
      const user = screen
        .getAllByTestId('api-operation')
        .find((element) => element.textContent?.includes('/users/'))!;
      await userEvent.type(within(user).getByLabelText(/^id/), 'me');
      await userEvent.click(within(user).getByRole('button', { name: 'Send request' }));

      await waitFor(() =>
        expect(within(user).getByTestId('try-it-status')).toHaveTextContent('200'),
      );
      expect(fetchMock).toHaveBeenCalledTimes(1);
      const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
      expect(url).toBe('/api/v1/users/me');
      expect(init.method).toBe('GET');
      expect((init.headers as Record<string, string>).Authorization).toBe('Bearer 5|secret-token');
      expect(init.credentials).toBe('omit');
      expect(within(user).getByTestId('try-it-body')).toHaveTextContent('seven@example.com');
      expect(within(user).getByText(/x-test: yes/)).toBeInTheDocument();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('says plainly that the API is not enabled when the integration is off', async () => {
    const get = serveDocument();
    renderWithProviders(<ApiDocsPage />, {
      path: '/api-docs',
      bootstrap: { settings: { 'api.integrated': false } },
    });
    expect(await screen.findByText('The API is not enabled on this site.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(get.calls).toHaveLength(0);
  });

  it('says the same when the server answers the document with 404', async () => {
    fail.get(DOCUMENT, 404);
    renderWithProviders(<ApiDocsPage />, { path: '/api-docs' });
    expect(await screen.findByText('The API is not enabled on this site.')).toBeInTheDocument();
  });
});
