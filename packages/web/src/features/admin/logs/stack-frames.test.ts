import { describe, expect, it } from 'vitest';
import { parseStack } from './stack-frames';

const STACK = [
  'Error: The needle skipped off the record',
  '    at Object.<anonymous> (/srv/tonearm/packages/server/src/modules/logs/logs.routes.ts:12:11)',
  '    at async preHandler (/srv/tonearm/node_modules/fastify/lib/hooks.js:233:5)',
  '    at node:internal/process/task_queues:95:5',
  '    at new Promise (<anonymous>)',
].join('\n');

describe('parseStack (the error log trace view)', () => {
  it('splits the heading from the frames, with function, file, line and column', () => {
    const parsed = parseStack(STACK);
    expect(parsed.heading).toBe('Error: The needle skipped off the record');
    expect(parsed.frames).toHaveLength(4);
    expect(parsed.frames[0]).toMatchObject({
      fn: 'Object.<anonymous>',
      file: '/srv/tonearm/packages/server/src/modules/logs/logs.routes.ts',
      line: 12,
      column: 11,
      vendor: false,
    });
    expect(parsed.frames[1]).toMatchObject({ fn: 'preHandler', line: 233, vendor: true });
    expect(parsed.frames[2]).toMatchObject({
      fn: null,
      file: 'node:internal/process/task_queues',
      vendor: true,
    });
    expect(parsed.frames[3]).toMatchObject({ fn: 'new Promise', file: '<anonymous>', line: null });
  });

  it('keeps a multi-line message in the heading and copes with no stack', () => {
    expect(parseStack('Error: one\ntwo\n    at x (/a/b.ts:1:2)').heading).toBe('Error: one\ntwo');
    expect(parseStack(null)).toEqual({ heading: '', frames: [] });
  });
});
