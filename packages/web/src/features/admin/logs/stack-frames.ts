/** One line of a V8 stack trace, as the trace view shows it. */
export interface StackFrame {
  /** The function, or null for anonymous code. */
  fn: string | null;
  /** The file (path or URL), or null when the line names none. */
  file: string | null;
  line: number | null;
  column: number | null;
  /** A dependency's or Node's own code, shown dimmed: the app's frames stand out. */
  vendor: boolean;
  /** The line as the runtime printed it. */
  raw: string;
}

export interface ParsedStack {
  /** The lines before the first frame: `Error: message` (may span several lines). */
  heading: string;
  frames: StackFrame[];
}

const WITH_FUNCTION = /^\s*at (?:async )?(.*?) \((.*)\)$/;
const WITHOUT_FUNCTION = /^\s*at (?:async )?(.*)$/;
const LOCATION = /^(.*?):(\d+):(\d+)$/;

function isVendor(file: string | null): boolean {
  if (!file) return true;
  return /[\\/]node_modules[\\/]/.test(file) || file.startsWith('node:') || !/[\\/]/.test(file);
}

/** Splits a V8 stack (`Error: x\n    at fn (file:1:2)`) into a heading and frames. */
export function parseStack(stack: string | null | undefined): ParsedStack {
  const heading: string[] = [];
  const frames: StackFrame[] = [];
  for (const raw of (stack ?? '').split('\n')) {
    if (!/^\s*at /.test(raw)) {
      if (frames.length === 0) heading.push(raw);
      continue;
    }
    const named = WITH_FUNCTION.exec(raw);
    const fn = named ? named[1]! : null;
    const place = named ? named[2]! : (WITHOUT_FUNCTION.exec(raw)?.[1] ?? '');
    const location = LOCATION.exec(place);
    const file = location ? location[1]! : place || null;
    frames.push({
      fn,
      file,
      line: location ? Number(location[2]) : null,
      column: location ? Number(location[3]) : null,
      vendor: isVendor(file),
      raw: raw.trim(),
    });
  }
  return { heading: heading.join('\n').trim(), frames };
}
