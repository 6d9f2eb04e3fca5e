import { clsx } from 'clsx';
import { ChevronRight, FileCode, Layers } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { DebugTraceFrame } from '@tonearm/shared/http/http.schemas';
import { useTrans } from '@/lib/i18n';
import {
  groupTraceFrames,
  initialFrameIndex,
  snippetLines,
  type IndexedFrame,
} from './trace-frames';

/**
 * The frames of a server trace, vendor frames folded into groups that expand and
 * collapse, and the selected frame's code with the failing line highlighted.
 */
export function StackTraceViewer({ trace }: { trace: DebugTraceFrame[] }) {
  const t = useTrans();
  const entries = useMemo(() => groupTraceFrames(trace), [trace]);
  const [selected, setSelected] = useState(() => initialFrameIndex(trace));
  // A trace made only of vendor frames starts with the group holding the selection open.
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(() => {
    const group = entries.find(
      (entry) => entry.kind === 'vendor-group' && entry.frames.some((f) => f.index === selected),
    );
    return new Set(group?.kind === 'vendor-group' ? [group.id] : []);
  });
  const toggleGroup = (id: number) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const frame = trace[selected];
  const frameItem = (item: IndexedFrame) => (
    <li key={item.index}>
      <FrameButton item={item} isSelected={item.index === selected} onSelect={setSelected} />
    </li>
  );
  return (
    <div className="flex min-h-0 flex-1 flex-col gap-4 lg:flex-row" data-testid="stack-trace">
      <nav
        aria-label={t('Stack frames')}
        className="min-h-0 shrink-0 overflow-y-auto rounded-panel border border-divider bg-bg-alt/60 p-1.5 max-lg:max-h-[40%] lg:w-[22rem]"
      >
        <ol className="flex flex-col gap-0.5">
          {entries.map((entry) =>
            entry.kind === 'frame' ? (
              frameItem(entry)
            ) : (
              <li key={`group-${entry.id}`}>
                <button
                  type="button"
                  aria-expanded={expanded.has(entry.id)}
                  aria-controls={`vendor-group-${entry.id}`}
                  onClick={() => toggleGroup(entry.id)}
                  data-testid="vendor-group-toggle"
                  className="flex w-full items-center gap-2 rounded-lg px-3 py-2 text-left text-xs font-medium text-muted transition hover:bg-hover hover:text-fg"
                >
                  <ChevronRight
                    className={clsx(
                      'size-3.5 shrink-0 transition-transform',
                      expanded.has(entry.id) && 'rotate-90',
                    )}
                    aria-hidden
                  />
                  <Layers className="size-3.5 shrink-0" aria-hidden />
                  {t.choice(
                    expanded.has(entry.id)
                      ? 'Hide :count vendor frame|Hide :count vendor frames'
                      : 'Show :count vendor frame|Show :count vendor frames',
                    entry.frames.length,
                  )}
                </button>
                {expanded.has(entry.id) ? (
                  <ol
                    id={`vendor-group-${entry.id}`}
                    className="mt-0.5 ml-4 flex flex-col gap-0.5 border-l border-divider pl-1.5"
                  >
                    {entry.frames.map(frameItem)}
                  </ol>
                ) : null}
              </li>
            ),
          )}
        </ol>
      </nav>
      {frame ? <CodeSnippet frame={frame} /> : null}
    </div>
  );
}

function FrameButton({
  item,
  isSelected,
  onSelect,
}: {
  item: IndexedFrame;
  isSelected: boolean;
  onSelect: (index: number) => void;
}) {
  const { frame, index } = item;
  return (
    <button
      type="button"
      aria-current={isSelected || undefined}
      onClick={() => onSelect(index)}
      data-testid="trace-frame"
      className={clsx(
        'flex w-full flex-col gap-0.5 rounded-lg px-3 py-2 text-left transition',
        isSelected ? 'bg-primary text-on-primary shadow-sm' : 'text-fg hover:bg-hover',
      )}
    >
      <span className="flex w-full items-center gap-2">
        <span className="min-w-0 flex-1 truncate text-sm font-medium">
          {frame.method || '{main}'}
        </span>
        {frame.vendor ? (
          <span
            className={clsx(
              'shrink-0 rounded-full px-2 py-0.5 text-[10px] font-semibold tracking-wide uppercase',
              isSelected ? 'bg-on-primary/20' : 'bg-hover text-muted',
            )}
          >
            {frame.vendor}
          </span>
        ) : null}
      </span>
      <span
        className={clsx(
          'font-mono text-xs break-all',
          isSelected ? 'text-on-primary/80' : 'text-muted',
        )}
      >
        {frame.path}:{frame.lineNumber}
      </span>
    </button>
  );
}

function CodeSnippet({ frame }: { frame: DebugTraceFrame }) {
  const t = useTrans();
  const lines = snippetLines(frame);
  const highlighted = useRef<HTMLDivElement>(null);
  useEffect(() => {
    highlighted.current?.scrollIntoView?.({ block: 'center' });
  }, [frame]);

  return (
    <section
      aria-label={t('Code snippet')}
      className="flex min-h-0 min-w-0 flex-1 flex-col overflow-hidden rounded-panel border border-divider bg-bg"
      data-testid="code-snippet"
    >
      <header className="flex items-center gap-2 border-b border-divider bg-bg-alt/60 px-4 py-2.5">
        <FileCode className="size-4 shrink-0 text-muted" aria-hidden />
        <span
          className="min-w-0 font-mono text-xs break-all text-fg sm:truncate"
          title={frame.path}
        >
          {frame.path}:{frame.lineNumber}
        </span>
      </header>
      {lines.length > 0 ? (
        // A phone cannot show a line of code whole: there lines wrap rather than run off the
        // right edge, where a hidden scroll bar gave no sign that the line went on.
        <pre
          className="min-h-0 flex-1 overflow-auto py-3 font-mono text-[13px] leading-6"
          data-testid="code-snippet-lines"
        >
          <code className="block sm:min-w-max">
            {lines.map((line) => {
              const isFailing = line.number === frame.lineNumber;
              return (
                <div
                  key={line.number}
                  ref={isFailing ? highlighted : undefined}
                  data-line-number={line.number}
                  data-highlighted={isFailing ? 'true' : undefined}
                  aria-current={isFailing || undefined}
                  className={clsx(
                    'flex border-l-2 pr-3 sm:pr-6',
                    isFailing ? 'border-danger bg-danger/10' : 'border-transparent',
                  )}
                >
                  <span
                    aria-hidden
                    className={clsx(
                      'w-10 shrink-0 pr-3 text-right select-none sm:w-14 sm:pr-4',
                      isFailing ? 'font-semibold text-danger' : 'text-muted/70',
                    )}
                  >
                    {line.number}
                  </span>
                  {isFailing ? (
                    <span className="sr-only">{t('Line :line', { line: line.number })}: </span>
                  ) : null}
                  <span className="min-w-0 flex-1 whitespace-pre-wrap text-fg wrap-anywhere sm:whitespace-pre sm:wrap-normal">
                    {line.code || ' '}
                  </span>
                </div>
              );
            })}
          </code>
        </pre>
      ) : (
        <p className="p-6 text-sm text-muted">{t('No code snippet for this frame.')}</p>
      )}
    </section>
  );
}
