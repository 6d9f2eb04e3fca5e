import { useRef, useState } from 'react';

/**
 * A navbar button that opens and closes its menu: whether the menu is open, the props that make
 * the button its trigger, and those the menu's popover takes (its anchor and how it closes).
 */
export function useMenuTrigger() {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  return {
    isOpen,
    menuProps: { triggerRef, onClose: () => setIsOpen(false) },
    triggerProps: {
      ref: triggerRef,
      'aria-haspopup': 'menu',
      'aria-expanded': isOpen,
      onPress: () => setIsOpen((value) => !value),
    } as const,
  };
}
