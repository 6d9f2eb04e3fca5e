import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getBootstrapData, setBootstrapData } from '@/lib/bootstrap-store';
import { advanceTimers, runOnFakeTimers } from '@/test/fake-timers';
import { withMockedLocationAssign } from '@/test/location-assign';
import { ToastHost } from './toast-host';
import { ToastStore } from './toast-store';

let store: ToastStore;

runOnFakeTimers();

beforeEach(() => {
  store = new ToastStore();
});

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

function show(...args: Parameters<ToastStore['show']>) {
  let id = 0;
  act(() => {
    id = store.show(...args);
  });
  return id;
}

describe('ToastHost', () => {
  it('renders the current toast with its type', () => {
    render(<ToastHost store={store} />);
    show('Updated account details');
    const toast = screen.getByTestId('toast');
    expect(toast).toHaveTextContent('Updated account details');
    expect(toast).toHaveAttribute('data-type', 'positive');
  });

  it("shows a message given in English in the user's language", () => {
    const data = getBootstrapData();
    act(() =>
      setBootstrapData({
        ...data,
        i18n: { language: 'es', name: 'Español', lines: { 'Email sent': 'Correo enviado' } },
      }),
    );
    try {
      render(<ToastHost store={store} />);
      show('Email sent');
      expect(screen.getByTestId('toast')).toHaveTextContent('Correo enviado');
      expect(screen.getByRole('status')).toHaveTextContent('Correo enviado');
    } finally {
      act(() => setBootstrapData(data));
    }
  });

  it('announces danger toasts assertively', () => {
    render(<ToastHost store={store} />);
    show('There was an issue. Please try again.', { type: 'danger' });
    const toast = screen.getByRole('alert');
    expect(toast).toHaveAttribute('aria-live', 'assertive');
    expect(toast).toHaveTextContent('There was an issue. Please try again.');
  });

  it('announces other toasts politely', () => {
    render(<ToastHost store={store} />);
    show('Password changed');
    expect(screen.getByRole('alert')).toHaveTextContent('');
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('status')).toHaveTextContent('Password changed');
  });

  it('keeps both live regions on the page before any toast, so the first one is announced', () => {
    render(<ToastHost store={store} />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    show('Saved');
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    act(() => store.dismiss());
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('shows one toast at a time', () => {
    render(<ToastHost store={store} />);
    show('First');
    show('Second');
    expect(screen.getAllByTestId('toast')).toHaveLength(1);
    expect(screen.getByTestId('toast')).toHaveTextContent('Second');
  });

  it('closes with the Close button', () => {
    render(<ToastHost store={store} />);
    show('Password changed', { disableExitAnimation: true });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
    expect(store.get()).toBeNull();
  });

  it('has no Close button and a spinner while loading', () => {
    render(<ToastHost store={store} />);
    show('Uploading…', { type: 'loading' });
    expect(screen.getByTestId('toast')).toHaveAttribute('data-type', 'loading');
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    expect(screen.getByTestId('toast-spinner')).toHaveClass('animate-spin');
  });

  it('navigates to an app path and removes the toast when its action is clicked', () => {
    const onPopState = vi.fn();
    window.addEventListener('popstate', onPopState);
    render(<ToastHost store={store} />);
    show('Joined workspace', {
      action: { label: 'Open', target: '/workspace/3' },
      disableExitAnimation: true,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(window.location.pathname).toBe('/workspace/3');
    expect(onPopState).toHaveBeenCalledTimes(1);
    expect(store.get()).toBeNull();
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
    window.removeEventListener('popstate', onPopState);
  });

  it('loads absolute action targets as a normal page load', () => {
    withMockedLocationAssign((assign) => {
      render(<ToastHost store={store} />);
      show('Payment failed', {
        type: 'danger',
        action: { label: 'Fix it', target: 'https://billing.example.com/fix' },
      });
      fireEvent.click(screen.getByRole('button', { name: 'Fix it' }));
      expect(assign).toHaveBeenCalledWith('https://billing.example.com/fix');
      expect(store.get()).toBeNull();
    });
  });

  it('disappears after its duration', () => {
    render(<ToastHost store={store} />);
    show('Saved', { disableExitAnimation: true });
    advanceTimers(3000);
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
  });

  it('plays an exit transition before it unmounts', () => {
    render(<ToastHost store={store} />);
    show('Saved');
    advanceTimers(3000);
    expect(screen.getByTestId('toast')).toHaveAttribute('data-exiting', 'true');
    advanceTimers(200);
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
  });

  it('animates its entry unless told not to', () => {
    render(<ToastHost store={store} />);
    show('Animated');
    expect(screen.getByTestId('toast').className).toContain('starting:opacity-0');
    show('Still', { disableEnterAnimation: true });
    expect(screen.getByTestId('toast').className).not.toContain('starting:');
  });

  it('pauses while the pointer is over it and resumes when it leaves', () => {
    render(<ToastHost store={store} />);
    show('Saved', { disableExitAnimation: true });
    advanceTimers(1000);
    fireEvent.mouseEnter(screen.getByTestId('toast'));
    advanceTimers(10_000);
    expect(screen.getByTestId('toast')).toBeInTheDocument();
    fireEvent.mouseLeave(screen.getByTestId('toast'));
    advanceTimers(1999);
    expect(screen.getByTestId('toast')).toBeInTheDocument();
    advanceTimers(1);
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
  });

  it('pauses while focus is inside it, including moves between its buttons', () => {
    render(<ToastHost store={store} />);
    show('Saved', { action: { label: 'Undo', target: '/undo' }, disableExitAnimation: true });
    const undo = screen.getByRole('button', { name: 'Undo' });
    const close = screen.getByRole('button', { name: 'Close' });
    act(() => undo.focus());
    act(() => close.focus());
    advanceTimers(10_000);
    expect(screen.getByTestId('toast')).toBeInTheDocument();
    act(() => close.blur());
    advanceTimers(3000);
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
  });

  it('keeps pause and resume paired when hover and focus overlap', () => {
    render(<ToastHost store={store} />);
    show('Saved', { disableExitAnimation: true });
    const toast = screen.getByTestId('toast');
    fireEvent.mouseEnter(toast);
    fireEvent.mouseEnter(toast);
    act(() => screen.getByRole('button', { name: 'Close' }).focus());
    fireEvent.mouseLeave(toast);
    advanceTimers(10_000);
    expect(screen.getByTestId('toast')).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'Close' }).blur());
    advanceTimers(3000);
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
  });

  it('sits bottom right when asked to', () => {
    render(<ToastHost store={store} />);
    show('Saved', { position: 'bottom-right' });
    expect(screen.getByTestId('toast').parentElement).toHaveClass('md:justify-end');
  });
});
