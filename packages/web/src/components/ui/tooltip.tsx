import { TOOLTIP_DELAY_MS, TOOLTIP_HIDE_DELAY_MS } from '@tonearm/shared/constants';
import { lazy, Suspense, useContext, type ReactNode } from 'react';
import { TooltipTrigger, TooltipTriggerStateContext } from 'react-aria-components';

// The bubble and its positioning code load when a tooltip first opens, at the earliest 1500 ms
// after a hover (or at a keyboard focus): the first script carries only the trigger's logic.
const TooltipPopup = lazy(async () => ({
  default: (await import('./tooltip-popup')).TooltipPopup,
}));

function TooltipBubble({ label }: { label: string }) {
  const state = useContext(TooltipTriggerStateContext);
  if (!state?.isOpen) return null;
  return (
    <Suspense fallback={null}>
      <TooltipPopup label={label} />
    </Suspense>
  );
}

/**
 * A tooltip for an icon-only button (a react-aria `Button` child): it shows the button's name
 * after 1500 ms of hover or on keyboard focus, and hides 500 ms after leaving.
 */
export function Tooltip({ label, children }: { label: string; children: ReactNode }) {
  return (
    <TooltipTrigger delay={TOOLTIP_DELAY_MS} closeDelay={TOOLTIP_HIDE_DELAY_MS}>
      {children}
      <TooltipBubble label={label} />
    </TooltipTrigger>
  );
}
