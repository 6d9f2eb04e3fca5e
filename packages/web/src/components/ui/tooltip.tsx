import { TOOLTIP_DELAY_MS, TOOLTIP_HIDE_DELAY_MS } from '@tonearm/shared/constants';
import type { ReactNode } from 'react';
import { Tooltip as AriaTooltip, TooltipTrigger } from 'react-aria-components';

/**
 * A tooltip for an icon-only button (a react-aria `Button` child): it shows the button's name
 * after 1500 ms of hover or on keyboard focus, and hides 500 ms after leaving (spec 000 §9).
 */
export function Tooltip({ label, children }: { label: string; children: ReactNode }) {
  return (
    <TooltipTrigger delay={TOOLTIP_DELAY_MS} closeDelay={TOOLTIP_HIDE_DELAY_MS}>
      {children}
      <AriaTooltip
        offset={6}
        className="pointer-events-none z-50 rounded-md bg-fg px-2 py-1 text-xs font-medium text-bg shadow-lg data-[entering]:opacity-0"
        data-testid="tooltip"
      >
        {label}
      </AriaTooltip>
    </TooltipTrigger>
  );
}
