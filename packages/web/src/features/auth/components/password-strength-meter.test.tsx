import { screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders, resetTestState } from '@/test/render-with-providers';
import { strengthOfScore } from '../hooks/use-password-strength';
import { PasswordStrengthMeter } from './password-strength-meter';

afterEach(resetTestState);

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
