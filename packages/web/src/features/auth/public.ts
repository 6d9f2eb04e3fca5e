/** What other features may use of auth: the password strength meter and the reCAPTCHA check. Lint allows only this file. */
export {
  FormNewPasswordFields,
  FormPasswordStrengthMeter,
} from './components/password-strength-meter';
export { useRecaptcha } from './hooks/use-recaptcha';
