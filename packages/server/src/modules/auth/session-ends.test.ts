import { describe, expect, it } from 'vitest';
import { InProcessEventBus } from '../../platform/realtime/event-bus';
import { endsCaller, SessionEnds, type AccessEnded, type Caller } from './session-ends';

const bySession: Caller = { userId: 1, sessionId: 'session-a', accessTokenId: null };
const byToken: Caller = { userId: 1, sessionId: null, accessTokenId: 7 };

describe('which callers an ended session or token covers', () => {
  const cases: [string, AccessEnded, Caller, boolean][] = [
    ['its own session', { userId: 1, sessions: ['session-a'], accessTokens: [] }, bySession, true],
    ['another session', { userId: 1, sessions: ['session-b'], accessTokens: [] }, bySession, false],
    ['all sessions', { userId: 1, sessions: 'all', accessTokens: [] }, bySession, true],
    [
      'all sessions but this one',
      { userId: 1, sessions: 'all', exceptSessionId: 'session-a', accessTokens: [] },
      bySession,
      false,
    ],
    ["another user's", { userId: 2, sessions: 'all', accessTokens: 'all' }, bySession, false],
    ['all sessions, for a token', { userId: 1, sessions: 'all', accessTokens: [] }, byToken, false],
    ['its token', { userId: 1, sessions: [], accessTokens: [7] }, byToken, true],
    ['another token', { userId: 1, sessions: [], accessTokens: [8] }, byToken, false],
    ['all tokens', { userId: 1, sessions: [], accessTokens: 'all' }, byToken, true],
    [
      'all tokens, for a session',
      { userId: 1, sessions: [], accessTokens: 'all' },
      bySession,
      false,
    ],
  ];
  for (const [name, ended, caller, expected] of cases) {
    it(`${name}: ${expected ? 'ends' : 'spares'} the caller`, () => {
      expect(endsCaller(ended, caller)).toBe(expected);
    });
  }
});

describe('announcing ended sessions', () => {
  it('reaches the watchers of the sessions it ended, and no one else', async () => {
    const bus = new InProcessEventBus();
    const ends = new SessionEnds(bus);
    const heard: string[] = [];
    const stop = await ends.watch(bySession, () => heard.push('a'));
    await ends.watch({ ...bySession, sessionId: 'session-b' }, () => heard.push('b'));
    await ends.announce({ userId: 1, sessions: ['session-a'], accessTokens: [] });
    await new Promise((resolve) => setTimeout(resolve, 0));
    stop();
    await ends.announce({ userId: 1, sessions: 'all', accessTokens: [] });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(heard).toEqual(['a', 'b']);
    await bus.close();
  });

  it('does not fail the request that ended them when the bus is away', async () => {
    const bus = new InProcessEventBus();
    bus.publish = () => Promise.reject(new Error('redis away'));
    const warnings: string[] = [];
    const ends = new SessionEnds(bus, (message) => warnings.push(message));
    await expect(
      ends.announce({ userId: 1, sessions: 'all', accessTokens: 'all' }),
    ).resolves.toBeUndefined();
    expect(warnings).toHaveLength(1);
  });
});
