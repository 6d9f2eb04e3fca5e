import { screen, waitFor } from '@testing-library/react';
import { contactSubmittedResponseSchema } from '@tonearm/shared/contact/contact.schemas';
import { describe, expect, it } from 'vitest';
import { toastStore } from '@/components/ui/toast/toast-store';
import { answer, fail } from '@/test/http';
import { renderWithProviders } from '@/test/render-with-providers';
import { ContactForm } from './contact-form';

async function fillIn(events: ReturnType<typeof renderWithProviders>['events']) {
  await events.type(screen.getByRole('textbox', { name: 'Name' }), 'Vera');
  await events.type(screen.getByRole('textbox', { name: 'Email' }), 'vera@example.com');
  await events.type(screen.getByRole('textbox', { name: 'Message' }), 'More jazz, please.');
}

describe('ContactForm', () => {
  it('enables Send only once name, email and message are all valid', async () => {
    const { events } = renderWithProviders(<ContactForm />, { path: '/contact' });
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await events.type(screen.getByRole('textbox', { name: 'Name' }), 'Vera');
    await events.type(screen.getByRole('textbox', { name: 'Email' }), 'not an email');
    await events.type(screen.getByRole('textbox', { name: 'Message' }), 'Hi');
    await waitFor(() => expect(send).toBeDisabled());
    await events.clear(screen.getByRole('textbox', { name: 'Email' }));
    await events.type(screen.getByRole('textbox', { name: 'Email' }), 'vera@example.com');
    await waitFor(() => expect(send).toBeEnabled());
  });

  it('posts contact-page and confirms with the spec’s toast, then clears the form', async () => {
    const contact = answer.post(
      'contact-page',
      { message: 'Your message has been submitted.' },
      contactSubmittedResponseSchema,
    );
    const { events } = renderWithProviders(<ContactForm />, { path: '/contact' });
    await fillIn(events);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled());
    await events.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(toastStore.get()).toMatchObject({
        message: 'Your message has been submitted.',
        type: 'positive',
      }),
    );
    expect(contact.bodies).toContainEqual({
      name: 'Vera',
      email: 'vera@example.com',
      message: 'More jazz, please.',
    });
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('');
  });

  it('puts the server’s field errors on their fields', async () => {
    fail.post('contact-page', 422, {
      message: 'Invalid',
      errors: { email: ['Enter a valid email address.'] },
    });
    const { events } = renderWithProviders(<ContactForm />, { path: '/contact' });
    await fillIn(events);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled());
    await events.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
        'Enter a valid email address.',
      ),
    );
  });
});
