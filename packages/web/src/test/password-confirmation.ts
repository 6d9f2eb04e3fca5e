import { confirmedAnswerSchema } from '@tonearm/shared/auth/auth.schemas';
import { userWithDetailsAnswerSchema } from '@tonearm/shared/users/user-admin.schemas';
import { answer, errorResponse, fail } from './http';
import { testUser } from './render-with-providers';

export const RIGHT_PASSWORD = 'right password';

/**
 * Answers as the server of a sensitive action's password confirmation: `RIGHT_PASSWORD`
 * confirms, anything else is a 422, and `state.confirmed` says whether a confirmation is fresh
 * (the action's own answer reads it). Every other GET or POST is a 404.
 */
export function answerPasswordConfirmation({ confirmed = false } = {}) {
  const state = { confirmed };
  fail.get('*', 404);
  fail.post('*', 404);
  answer.get(
    'auth/user/confirmed-password-status',
    () => ({ confirmed: state.confirmed }),
    confirmedAnswerSchema,
  );
  answer.get('users/me', { user: testUser() }, userWithDetailsAnswerSchema);
  const confirmPassword = answer.post(
    'auth/user/confirm-password',
    (request) => {
      if ((request.body as { password: string }).password !== RIGHT_PASSWORD)
        return errorResponse(422, {
          errors: { password: ['The provided password is incorrect.'] },
        });
      state.confirmed = true;
      return { confirmed: true };
    },
    confirmedAnswerSchema,
  );
  return { state, confirmPassword };
}
