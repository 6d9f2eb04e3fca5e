import { expect } from 'vitest';

/** An answer as the test client reads it. */
interface Answer {
  statusCode: number;
  json: <T>() => T;
}

/** The field errors of a refused request, once its answer is checked to be a 422. */
export function fieldErrors(answer: Answer): Record<string, string[]> {
  expect(answer.statusCode).toBe(422);
  return answer.json<{ errors: Record<string, string[]> }>().errors;
}
