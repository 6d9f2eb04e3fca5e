import { AD_SLOT_BOXES, type AdSlot } from '@tonearm/shared/ads/ads-settings';
import { clsx } from 'clsx';
import { useEffect, useRef, useState } from 'react';
import { useBootstrapData } from '@/lib/bootstrap-store';
import { useTrans } from '@/lib/i18n';
import { adFrameUrl, useAdSlots } from '../api/get-ad-slots';

/**
 * Without allow-same-origin the ad runs in an opaque origin: it cannot read this page, its
 * cookies or its storage, nor navigate it. It may open popups (an ad's click) that escape the
 * sandbox, and submit its own forms. The ad document's own CSP carries the same sandbox.
 */
export const AD_SANDBOX = 'allow-scripts allow-popups allow-popups-to-escape-sandbox allow-forms';

export interface AdFrameProps {
  slot: AdSlot;
  className?: string;
}

/**
 * One ad slot, loaded on demand (AdSlot): the visitor's filled slots come from
 * GET ads, and the snippet from its own URL inside a sandboxed iframe, sized within the slot's
 * limits by the height the ad document reports.
 */
export function AdFrame({ slot, className }: AdFrameProps) {
  const t = useTrans();
  const userId = useBootstrapData((data) => data.user?.id ?? null);
  const { data: slots } = useAdSlots(userId);
  const box = AD_SLOT_BOXES[slot];
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(box.height);
  const version = slots?.[slot];

  useEffect(() => {
    if (!version) return;
    const onMessage = (event: MessageEvent) => {
      // Only this frame's own document may size it, and only within the slot's limit.
      if (!frame.current || event.source !== frame.current.contentWindow) return;
      const data = event.data as { type?: unknown; height?: unknown } | null;
      if (data?.type !== 'tonearm-ad-size' || typeof data.height !== 'number') return;
      if (!Number.isFinite(data.height) || data.height <= 0) return;
      setHeight(Math.min(Math.ceil(data.height), box.maxHeight));
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [version, box.maxHeight]);

  if (!version) return null;
  return (
    <aside
      aria-label={t('Advertisement')}
      data-testid={`ad-${slot}`}
      className={clsx('mx-auto w-full', className)}
      style={box.maxWidth ? { maxWidth: box.maxWidth } : undefined}
    >
      <iframe
        ref={frame}
        src={adFrameUrl(slot, version)}
        sandbox={AD_SANDBOX}
        title={t('Advertisement')}
        loading="lazy"
        className="block w-full border-0"
        style={{ height, maxHeight: box.maxHeight }}
      />
    </aside>
  );
}
