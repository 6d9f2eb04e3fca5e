import { useContext, useRef, type RefObject } from 'react';
import { mergeProps, OverlayContainer, useOverlayPosition, useTooltip } from 'react-aria';
import { TooltipContext, TooltipTriggerStateContext } from 'react-aria-components';

/**
 * The bubble of a `Tooltip` (tooltip.tsx), loaded the first time a tooltip opens. Built on
 * react-aria's hooks rather than react-aria-components' `Tooltip`: that component would sit in
 * the same module as the `TooltipTrigger` the first script needs, and take its positioning code
 * there with it.
 */
export function TooltipPopup({ label }: { label: string }) {
  const state = useContext(TooltipTriggerStateContext)!;
  // TooltipTrigger provides the trigger's ref and the tooltip's id here.
  const { triggerRef, ...ariaProps } = useContext(TooltipContext) as {
    triggerRef: RefObject<HTMLElement | null>;
    id?: string;
  };
  const ref = useRef<HTMLDivElement>(null);
  const { overlayProps, placement } = useOverlayPosition({
    placement: 'top',
    targetRef: triggerRef,
    overlayRef: ref,
    offset: 6,
    isOpen: state.isOpen,
    onClose: () => state.close(true),
  });
  const { tooltipProps } = useTooltip(ariaProps, state);
  return (
    <OverlayContainer>
      <div
        {...mergeProps(overlayProps, tooltipProps)}
        ref={ref}
        data-placement={placement ?? undefined}
        data-testid="tooltip"
        className="pointer-events-none z-50 rounded-md bg-fg px-2 py-1 text-xs font-medium text-bg shadow-lg"
      >
        {label}
      </div>
    </OverlayContainer>
  );
}
