import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import { strengthOfScore } from '../hooks/use-password-strength';
import { PasswordStrengthMeter } from './password-strength-meter';

/** The real estimator: loading its dictionaries takes a few seconds in jsdom the first time. */
const LOADS_ESTIMATOR = { timeout: 20_000 };

/** A password input with the meter under it, as the forms use it. */
function Field({ email }: { email?: string }) {
  const [password, setPassword] = useState('');
  return (
    <>
      <label>
        New password
        <input type="password" value={password} onChange={(e) => setPassword(e.target.value)} />
      </label>
      <PasswordStrengthMeter password={password} email={email} />
    </>
  );
}

async function strengthAfterTypingInto(field: HTMLElement, password: string) {
  await userEvent.setup().type(field, password);
  return screen.findByRole('meter', { name: 'Password strength' }, { timeout: 15_000 });
}

async function strengthAfterTyping(password: string, email?: string) {
  const { events } = renderWithProviders(<Field email={email} />, {
    bootstrap: { settings: { 'branding.site_name': 'Tonearm' } },
  });
  await events.type(screen.getByLabelText('New password'), password);
  return screen.findByRole('meter', { name: 'Password strength' }, { timeout: 15_000 });
}

describe('PasswordStrengthMeter', () => {
  it('shows nothing while the password is empty', () => {
    renderWithProviders(<Field />);
    expect(screen.queryByRole('meter')).not.toBeInTheDocument();
  });

  it(
    'keeps its place from the start, so the meter appearing moves nothing below it',
    LOADS_ESTIMATOR,
    async () => {
      renderWithProviders(<Field />, {
        bootstrap: { settings: { 'branding.site_name': 'Tonearm' } },
      });
      const slot = screen.getByTestId('password-strength-slot');
      // Its height is reserved (1.625rem: the label line, the gap and the bar) before any estimate.
      expect(slot).toHaveClass('min-h-[1.625rem]');
      expect(slot).toBeEmptyDOMElement();
      await strengthAfterTypingInto(screen.getByLabelText('New password'), 'password1');
      expect(screen.getByTestId('password-strength-slot')).toBe(slot);
      expect(slot).toContainElement(screen.getByRole('meter', { name: 'Password strength' }));
    },
  );

  it('is a labelled meter that says a common password is weak', LOADS_ESTIMATOR, async () => {
    const meter = await strengthAfterTyping('password1');
    expect(meter).toHaveAttribute('aria-valuetext', 'Weak');
    expect(meter).toHaveAttribute('aria-valuenow', '1');
    expect(meter).toHaveAttribute('aria-valuemax', '4');
    expect(meter).toHaveTextContent('Weak');
  });

  it('says a long passphrase is strong', LOADS_ESTIMATOR, async () => {
    const meter = await strengthAfterTyping('granite otters juggle violet teacups');
    expect(meter).toHaveAttribute('aria-valuetext', 'Strong');
    expect(meter).toHaveTextContent('Strong');
  });

  it('counts the email and the site name as guessable', LOADS_ESTIMATOR, async () => {
    const meter = await strengthAfterTyping('tonearmrosalind', 'rosalind@example.com');
    expect(meter).toHaveAttribute('aria-valuetext', 'Weak');
  });

  it('names zxcvbn scores in four steps', () => {
    expect([0, 1, 2, 3, 4].map(strengthOfScore)).toEqual([
      'weak',
      'weak',
      'fair',
      'good',
      'strong',
    ]);
  });
});
