import { describe, expect, it } from 'vitest';
import {
  formFieldOfServerError,
  formKeyOf,
  secretChange,
  settingsTabResolver,
  toFormValues,
  toSettings,
} from './settings-form-values';

const resolverOptions = { fields: {}, shouldUseNativeValidation: false } as const;

describe('settings form values', () => {
  it('keys settings without dots and back', () => {
    expect(formKeyOf('recaptcha.enable.register')).toBe('recaptcha~enable~register');
    expect(toSettings({ 'branding~site_name': 'Radio' })).toEqual({
      'branding.site_name': 'Radio',
    });
  });

  it('starts a tab from the saved settings with secrets empty (unchanged)', () => {
    const values = toFormValues('recaptcha', {
      'recaptcha.site_key': 'site-key',
      'recaptcha.secret_key': { set: true },
      'recaptcha.enable.register': true,
      'recaptcha.enable.contact': false,
      'branding.site_name': 'not this tab',
    });
    expect(values).toEqual({
      'recaptcha~site_key': 'site-key',
      'recaptcha~secret_key': '',
      'recaptcha~enable~register': true,
      'recaptcha~enable~contact': false,
    });
  });

  it('tells a kept, replaced and removed secret apart', () => {
    expect(secretChange('')).toBe('keep');
    expect(secretChange('new')).toBe('replace');
    expect(secretChange(null)).toBe('remove');
  });

  it('maps server field errors onto this tab, nested paths included', () => {
    expect(formFieldOfServerError('authentication', 'settings.registration.policies.1.id')).toBe(
      'registration~policies.1.id',
    );
    expect(formFieldOfServerError('gdpr', 'settings.cookie_notice.button.label')).toBe(
      'cookie_notice~button.label',
    );
    expect(formFieldOfServerError('gdpr', 'settings.branding.site_name')).toBeNull();
  });

  it('validates with the tab schema, nesting errors under the form keys', async () => {
    const resolve = settingsTabResolver('authentication');
    const values = toFormValues('authentication', {
      require_email_confirmation: false,
      'registration.disable': false,
      'registration.policies': [
        { id: 'terms', label: 'Terms' },
        { id: 'terms', label: '' },
      ],
      'social.compact_buttons': false,
      'social.google.enable': true,
      'social.google.client_id': '',
    });
    const result = await resolve(values, undefined, resolverOptions);
    const errors = result.errors as Record<string, unknown>;
    expect(errors['social~google~client_id']).toMatchObject({
      message: 'Enter the client id to enable this provider.',
    });
    const policies = errors['registration~policies'] as Record<string, Record<string, unknown>>[];
    expect(policies[1]!.id).toMatchObject({ message: 'Each policy needs its own id.' });
    expect(policies[1]!.label).toMatchObject({ message: 'This field is required.' });
  });

  it('answers the values by setting name, trimmed by the schema, when valid', async () => {
    const resolve = settingsTabResolver('analytics');
    const result = await resolve({ 'analytics~track_visits': false }, undefined, resolverOptions);
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({ 'analytics.track_visits': false });
  });
});
