// No zod here: the first script of the web app reads these (the suspended answer).
/** Answers of the auth calls the web client shows as field errors. */
export const AUTH_MESSAGES = {
  required: 'This field is required.',
  invalidEmail: 'Enter a valid email address.',
  credentialsMismatch: 'These credentials do not match our records.',
  suspended: 'Your account is suspended. Contact the Admin to re-activate your account.',
  passwordTooLong: 'The password may not be longer than 1024 characters.',
  passwordTooShort: 'The password must be at least 8 characters.',
  passwordTooCommon: 'This password is too common. Choose a less predictable one.',
  passwordPredictable:
    'This password is a repeat or a sequence, like "aaaaaaaa" or "12345678". Choose a less predictable one.',
  passwordPersonal:
    'The password may not contain the first part of your email address or the name of this site.',
  passwordConfirmationMismatch: 'The password confirmation does not match.',
  emailTaken: 'The email has already been taken.',
  registrationDisabled: 'Registration is disabled.',
  notHuman: 'Could not verify you are human.',
  wrongPassword: 'The provided password is incorrect.',
  invalidTwoFactorCode: 'The provided two factor authentication code was invalid.',
  invalidRecoveryCode: 'The provided two factor recovery code was invalid.',
  twoFactorCodeLength: 'The code must be 6 characters.',
  recoveryCodeLength: 'The recovery code must be 21 characters.',
  twoFactorExpired: 'Your login attempt has expired. Please sign in again.',
  resetLinkSent:
    'If that email address is in our records, we have emailed a password reset link to it.',
  passwordReset: 'Your password has been reset!',
  invalidResetToken: 'This password reset link is invalid or has expired.',
  invalidVerificationCode: 'This code is not valid.',
  verificationCodeExpired: 'This code has expired. Request a new code.',
  verificationCodeTries: 'Too many wrong codes. Request a new code.',
  codeNumeric: 'Code must be numeric.',
  emailSent: 'Email sent',
  verifyEmailFirst: 'Verify your email address to continue.',
} as const;
