import { X } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Button } from 'react-aria-components';
import { setPlayerPanel } from '@/features/player/hooks/use-player-panel';
import { useTrans } from '@/lib/i18n';
import { Tooltip } from '@/components/ui/tooltip';

/** A drawer on the right between the navbar and the player bar; Escape closes it. */
export function SidePanel({
  title,
  children,
  testId,
  actions,
}: {
  title: string;
  children: ReactNode;
  testId: string;
  actions?: ReactNode;
}) {
  const t = useTrans();
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    ref.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setPlayerPanel(null);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return (
    <aside
      ref={ref}
      tabIndex={-1}
      aria-label={title}
      data-testid={testId}
      className="fixed top-[var(--navbar-height)] right-0 bottom-[var(--bottom-overlay-height,0px)] z-30 flex w-full flex-col border-l border-divider bg-bg/95 shadow-2xl outline-none backdrop-blur-xl sm:w-[400px]"
    >
      <div className="flex items-center justify-between gap-2 border-b border-divider px-5 py-3">
        <h2 className="text-lg font-bold">{title}</h2>
        <div className="flex items-center gap-1">
          {actions}
          <Tooltip label={t('Close')}>
            <Button
              aria-label={t('Close')}
              onPress={() => setPlayerPanel(null)}
              className="grid size-9 place-items-center rounded-full text-muted outline-none hover:bg-hover hover:text-fg focus-visible:ring-2 focus-visible:ring-primary"
            >
              <X aria-hidden className="size-5" />
            </Button>
          </Tooltip>
        </div>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto">{children}</div>
    </aside>
  );
}
