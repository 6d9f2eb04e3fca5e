import { Popover, type PopoverProps } from 'react-aria-components';

export type OpenPopoverProps = Omit<PopoverProps, 'isOpen' | 'onOpenChange'> & {
  onClose: () => void;
};

/**
 * A popover its owner mounts open and unmounts on `onClose`: a click outside, Escape or a chosen
 * item closes it. It drops below the end of its trigger unless told otherwise.
 */
export function OpenPopover({ onClose, ...props }: OpenPopoverProps) {
  return (
    <Popover
      placement="bottom end"
      {...props}
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    />
  );
}
