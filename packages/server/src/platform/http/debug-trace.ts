import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import errorStackParserModule from 'error-stack-parser';
import type { DebugErrorBody, DebugTraceFrame } from '@tonearm/shared/http/http.schemas';

/**
 * error-stack-parser 3's CommonJS build exports the parser as `module.exports.default`, while its
 * declarations still describe a plain default export: Node's import hands over the whole
 * `module.exports`, so the parser is found under `default` (or is the import itself where a
 * loader unwraps it).
 */
const ErrorStackParser =
  (errorStackParserModule as { default?: typeof errorStackParserModule }).default ??
  errorStackParserModule;

const SNIPPET_RADIUS = 5;
const MAX_FRAMES = 60;

function toFilePath(fileName: string): string {
  return fileName.startsWith('file://') ? fileURLToPath(fileName) : fileName;
}

/** The package a frame belongs to, or false for the application's own code. */
function vendorOf(filePath: string): string | false {
  if (filePath.startsWith('node:') || !path.isAbsolute(filePath)) return 'node';
  const marker = `${path.sep}node_modules${path.sep}`;
  const at = filePath.lastIndexOf(marker);
  if (at === -1) return false;
  const [scopeOrName, name] = filePath.slice(at + marker.length).split(path.sep);
  return scopeOrName?.startsWith('@') ? `${scopeOrName}/${name}` : (scopeOrName ?? 'vendor');
}

function readSnippet(filePath: string, lineNumber: number): Record<string, string> {
  try {
    const lines = fs.readFileSync(filePath, 'utf8').split('\n');
    const snippet: Record<string, string> = {};
    const from = Math.max(1, lineNumber - SNIPPET_RADIUS);
    const to = Math.min(lines.length, lineNumber + SNIPPET_RADIUS);
    for (let line = from; line <= to; line++) snippet[String(line)] = lines[line - 1] ?? '';
    return snippet;
  } catch {
    return {};
  }
}

/**
 * An error payload's debug trace: frames with a code snippet around the failing line, vendor
 * frames named by package so the dialog can fold consecutive runs of them into groups.
 */
export function buildDebugTrace(
  error: Error,
  root = process.cwd(),
): Omit<DebugErrorBody, 'message'> {
  let parsed: ReturnType<typeof ErrorStackParser.parse> = [];
  try {
    parsed = ErrorStackParser.parse(error);
  } catch {
    parsed = [];
  }
  const trace: DebugTraceFrame[] = parsed.slice(0, MAX_FRAMES).map((frame) => {
    const filePath = toFilePath(frame.fileName ?? 'unknown');
    const vendor = vendorOf(filePath);
    const lineNumber = frame.lineNumber ?? 0;
    return {
      path: path.isAbsolute(filePath) ? path.relative(root, filePath) : filePath,
      method: frame.functionName ?? '{anonymous}',
      lineNumber,
      codeSnippet: vendor === 'node' ? {} : readSnippet(filePath, lineNumber),
      vendor,
    };
  });
  let totalVendorGroups = 0;
  trace.forEach((frame, index) => {
    if (frame.vendor && !trace[index - 1]?.vendor) totalVendorGroups++;
  });
  return { exception: error.name || 'Error', trace, totalVendorGroups };
}
