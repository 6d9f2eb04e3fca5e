import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { resetHttp, server } from './http';
import { resetTestState } from './reset-test-state';

// The web suite runs beside the server suites and the browser tests on two cores: an answer that
// takes a few milliseconds alone can take over a second then, past findBy's default wait of 1 s.
configure({ asyncUtilTimeout: 5_000 });

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
  resetTestState();
  server.resetHandlers();
  resetHttp();
});

afterAll(() => server.close());
