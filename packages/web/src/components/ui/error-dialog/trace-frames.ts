import type { DebugTraceFrame } from '@tonearm/shared/http/http.schemas';

export interface IndexedFrame {
  /** Position in the original trace, used as the frame's identity. */
  index: number;
  frame: DebugTraceFrame;
}

export type TraceEntry =
  ({ kind: 'frame' } & IndexedFrame) | { kind: 'vendor-group'; id: number; frames: IndexedFrame[] };

/** Consecutive vendor frames fold into one group; app frames stay on their own. */
export function groupTraceFrames(trace: DebugTraceFrame[]): TraceEntry[] {
  const entries: TraceEntry[] = [];
  trace.forEach((frame, index) => {
    const last = entries.at(-1);
    if (!frame.vendor) {
      entries.push({ kind: 'frame', index, frame });
    } else if (last?.kind === 'vendor-group') {
      last.frames.push({ index, frame });
    } else {
      entries.push({ kind: 'vendor-group', id: index, frames: [{ index, frame }] });
    }
  });
  return entries;
}

/** The frame to show first: the first one in the app's own code, else the top of the trace. */
export function initialFrameIndex(trace: DebugTraceFrame[]): number {
  const app = trace.findIndex((frame) => !frame.vendor);
  return app === -1 ? (trace.length > 0 ? 0 : -1) : app;
}

/** The snippet's lines in order; its keys are line numbers as strings. */
export function snippetLines(frame: DebugTraceFrame): { number: number; code: string }[] {
  return Object.entries(frame.codeSnippet ?? {})
    .map(([line, code]) => ({ number: Number(line), code }))
    .filter((line) => Number.isFinite(line.number))
    .sort((a, b) => a.number - b.number);
}
