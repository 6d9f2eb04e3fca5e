import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { resetHttp, server } from './http';

// A request to the app's own origin that no test answered is an error; the api client's own
// tests talk to a real server on another origin, which goes through untouched.
beforeAll(() =>
  server.listen({
    onUnhandledRequest: (request, print) => {
      if (new URL(request.url).origin === location.origin) print.error();
    },
  }),
);

afterEach(() => {
  cleanup();
  server.resetHandlers();
  resetHttp();
});

afterAll(() => server.close());
