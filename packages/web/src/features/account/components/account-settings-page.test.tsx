import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { renderWithProviders, testUser } from '@/test/render-with-providers';
import { AccountSettingsPage } from './account-settings-page';
import { answer, fail } from '@/test/http';

describe('AccountSettingsPage', () => {
  it('says the page could not load when loading the user fails (not a blank page)', async () => {
    fail.get('*', 500, { message: 'Server Error' });
    renderWithProviders(<AccountSettingsPage />, {
      bootstrap: { user: testUser() },
      path: '/account-settings',
    });
    // The query retries twice before it gives up.
    const alert = await screen.findByRole('alert', {}, { timeout: 8000 });
    expect(alert).toHaveTextContent('There was an issue loading this page');
    expect(alert).toHaveTextContent('Please try again later');
  }, 15_000);

  it('shows that the section strip scrolls when sections are cut off, and scrolls it', async () => {
    // A phone-wide strip: 320 px shown of 900 px of sections (jsdom lays nothing out).
    const widths = { clientWidth: 320, scrollWidth: 900 };
    for (const [name, value] of Object.entries(widths)) {
      vi.spyOn(Element.prototype, name as 'clientWidth', 'get').mockImplementation(function (
        this: Element,
      ) {
        return this.tagName === 'UL' ? value : 0;
      });
    }
    // jsdom has no element scrolling; the stubs go with the test.
    const scrollBy = vi.fn();
    Object.assign(HTMLElement.prototype, { scrollBy, scrollTo: vi.fn() });
    onTestFinished(() => {
      Reflect.deleteProperty(HTMLElement.prototype, 'scrollBy');
      Reflect.deleteProperty(HTMLElement.prototype, 'scrollTo');
    });
    answer.get('*', { user: testUser() });
    const { events } = renderWithProviders(<AccountSettingsPage />, {
      bootstrap: { user: testUser() },
      path: '/account-settings',
    });
    const nav = await screen.findByRole('navigation', { name: 'Account settings' });
    // At the start: more lies to the right only.
    expect(await within(nav).findByTestId('sections-more-after')).toBeInTheDocument();
    expect(within(nav).queryByTestId('sections-more-before')).not.toBeInTheDocument();
    await events.click(within(nav).getByRole('button', { name: 'Scroll right' }));
    expect(scrollBy).toHaveBeenCalledWith({ left: 224, behavior: 'smooth' });

    // Scrolled to the end: more lies to the left only.
    const strip = within(nav).getByRole('list');
    strip.scrollLeft = 580;
    fireEvent.scroll(strip);
    expect(within(nav).getByRole('button', { name: 'Scroll left' })).toBeInTheDocument();
    expect(within(nav).queryByTestId('sections-more-after')).not.toBeInTheDocument();
  });

  it('shows no scroll sign when every section fits', async () => {
    answer.get('*', { user: testUser() });
    renderWithProviders(<AccountSettingsPage />, {
      bootstrap: { user: testUser() },
      path: '/account-settings',
    });
    const nav = await screen.findByRole('navigation', { name: 'Account settings' });
    expect(within(nav).queryByRole('button')).not.toBeInTheDocument();
  });
});
