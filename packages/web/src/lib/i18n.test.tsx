import { act, render, screen } from '@testing-library/react';
import type { BootstrapData } from '@tonearm/shared/bootstrap/bootstrap.schemas';
import { afterEach, describe, expect, it } from 'vitest';
import { getBootstrapData, setBootstrapData } from './bootstrap-store';
import { relativeTime, trans, Trans, transChoice, useTrans } from './i18n';

const initialBootstrap = getBootstrapData();

function setLines(lines: Record<string, string>, language = 'fr') {
  setBootstrapData({
    ...initialBootstrap,
    i18n: { language, name: language, lines },
  } satisfies BootstrapData);
}

afterEach(() => setBootstrapData(initialBootstrap));

describe('trans', () => {
  it('returns the key when there is no line for it', () => {
    expect(trans('Verify your email')).toBe('Verify your email');
  });

  it('uses the line of the current language', () => {
    setLines({ 'Verify your email': 'Vérifiez votre e-mail' });
    expect(trans('Verify your email')).toBe('Vérifiez votre e-mail');
  });

  it('replaces :placeholders with their values', () => {
    expect(
      trans('Enter the verification code we sent to :email', { email: 'ad****@example.com' }),
    ).toBe('Enter the verification code we sent to ad****@example.com');
  });

  it('replaces placeholders in the translated line', () => {
    setLines({ 'Disabled :service account': 'Compte :service désactivé' });
    expect(trans('Disabled :service account', { service: 'Google' })).toBe(
      'Compte Google désactivé',
    );
  });

  it('replaces a longer placeholder before a shorter one it starts with', () => {
    expect(
      trans('To join your team on :siteName, create an account', {
        site: 'WRONG',
        siteName: 'Tonearm',
      }),
    ).toBe('To join your team on Tonearm, create an account');
  });

  it('replaces every occurrence and empties missing values', () => {
    expect(trans(':count of :count', { count: 3 })).toBe('3 of 3');
    expect(trans('Hello :name!', { name: null })).toBe('Hello !');
  });

  it('translates relative times', () => {
    const now = new Date('2025-01-01T12:00:00Z');
    expect(relativeTime(new Date('2025-01-01T11:59:30Z'), now)).toBe('a few seconds ago');
  });
});

describe('useTrans and Trans', () => {
  function Greeting() {
    const t = useTrans();
    return <p>{t('Welcome to :siteName', { siteName: 'Tonearm' })}</p>;
  }

  it('re-render when the language changes', () => {
    render(
      <>
        <Greeting />
        <Trans message="Hang tight!" />
      </>,
    );
    expect(screen.getByText('Welcome to Tonearm')).toBeInTheDocument();
    expect(screen.getByText('Hang tight!')).toBeInTheDocument();
    act(() =>
      setLines({ 'Welcome to :siteName': 'Bienvenue sur :siteName', 'Hang tight!': 'Patience !' }),
    );
    expect(screen.getByText('Bienvenue sur Tonearm')).toBeInTheDocument();
    expect(screen.getByText('Patience !')).toBeInTheDocument();
  });

  it('keep the same function across renders until the lines change', () => {
    const seen: ReturnType<typeof useTrans>[] = [];
    function Probe({ n }: { n: number }) {
      seen.push(useTrans());
      return <p>{n}</p>;
    }
    const { rerender } = render(<Probe n={1} />);
    rerender(<Probe n={2} />);
    expect(seen[1]).toBe(seen[0]);
    act(() => setLines({ Hello: 'Bonjour' }));
    expect(seen.at(-1)).not.toBe(seen[0]);
  });
});

describe('plural lines', () => {
  function Count({ n }: { n: number }) {
    const t = useTrans();
    return <p>{t.choice(':count track|:count tracks', n)}</p>;
  }

  it('choose the form for the count in the current language', () => {
    expect(transChoice(':count track|:count tracks', 1)).toBe('1 track');
    expect(transChoice(':count track|:count tracks', 4)).toBe('4 tracks');
    const { rerender } = render(<Count n={1} />);
    expect(screen.getByText('1 track')).toBeInTheDocument();
    act(() =>
      setLines(
        { ':count track|:count tracks': ':count utwór|:count utwory|:count utworów|:count utworu' },
        'pl',
      ),
    );
    rerender(<Count n={5} />);
    expect(screen.getByText('5 utworów')).toBeInTheDocument();
  });
});

describe('Spanish plurals', () => {
  it('chooses one, many or other by the Spanish rules, and follows a language switch', () => {
    function Count({ count }: { count: number }) {
      const t = useTrans();
      return <span>{t.choice(':count track|:count tracks', count)}</span>;
    }
    render(<Count count={2} />);
    expect(screen.getByText('2 tracks')).toBeInTheDocument();
    act(() =>
      setLines(
        { ':count track|:count tracks': ':count pista|:count de pistas|:count pistas' },
        'es',
      ),
    );
    expect(screen.getByText('2 pistas')).toBeInTheDocument();
    expect(transChoice(':count track|:count tracks', 1)).toBe('1 pista');
    expect(transChoice(':count track|:count tracks', 1_000_000, { count: '1.000.000' })).toBe(
      '1.000.000 de pistas',
    );
  });
});
