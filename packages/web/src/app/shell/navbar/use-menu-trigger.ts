import { useRef, useState } from 'react';

/**
 * A navbar button that opens and closes its menu: the ref the menu's popover anchors to,
 * whether the menu is open, and the props that make the button its trigger.
 */
export function useMenuTrigger() {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  return {
    triggerRef,
    isOpen,
    close: () => setIsOpen(false),
    triggerProps: {
      ref: triggerRef,
      'aria-haspopup': 'menu',
      'aria-expanded': isOpen,
      onPress: () => setIsOpen((value) => !value),
    } as const,
  };
}
