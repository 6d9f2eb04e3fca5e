import { useCallback } from 'react';
import { useSetting } from '@/lib/bootstrap-store';
import { verifyRecaptcha } from '../api/verify-recaptcha';

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

const scripts = new Map<string, Promise<Grecaptcha>>();

/** Loads Google's reCAPTCHA v3 script once per site key. */
function loadRecaptcha(siteKey: string): Promise<Grecaptcha> {
  let loading = scripts.get(siteKey);
  if (!loading) {
    loading = new Promise<Grecaptcha>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
      script.async = true;
      script.onload = () => {
        const grecaptcha = window.grecaptcha;
        if (!grecaptcha) return reject(new Error('reCAPTCHA did not load'));
        grecaptcha.ready(() => resolve(grecaptcha));
      };
      script.onerror = () => reject(new Error('reCAPTCHA did not load'));
      document.head.appendChild(script);
    });
    loading.catch(() => scripts.delete(siteKey));
    scripts.set(siteKey, loading);
  }
  return loading;
}

/**
 * When reCAPTCHA is enabled for `action`, a human check runs before submit.
 * `check()` resolves to the token to send along (null when the check is off), or throws
 * when the visitor could not be verified.
 */
export function useRecaptcha(action: 'register' | 'contact') {
  const enabled = !!useSetting<boolean>(`recaptcha.enable.${action}`);
  const siteKey = useSetting<string>('recaptcha.site_key');
  const check = useCallback(async (): Promise<string | null> => {
    if (!enabled || !siteKey) return null;
    const grecaptcha = await loadRecaptcha(siteKey);
    const token = await grecaptcha.execute(siteKey, { action });
    if (!(await verifyRecaptcha(token))) throw new Error('not human');
    return token;
  }, [enabled, siteKey, action]);
  return { enabled: enabled && !!siteKey, check };
}
