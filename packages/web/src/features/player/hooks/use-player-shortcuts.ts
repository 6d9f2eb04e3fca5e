import { useEffect } from 'react';
import { getPlayer } from '@/features/player/engine/player-instance';
import { togglePlayerPanel } from './use-player-panel';

const TYPING =
  'input, textarea, select, [contenteditable=""], [contenteditable="true"], [role="textbox"], [role="combobox"], [role="slider"]';

/** Whether a key press belongs to a field the user is typing in (shortcuts stay out of the way). */
export function isTypingTarget(target: EventTarget | null): boolean {
  return target instanceof Element && !!target.closest(TYPING);
}

/**
 * Player keyboard shortcuts: Space play/pause, ←/→ seek 5 s, Shift+←/→ previous/next, M mute,
 * S shuffle, R repeat, L like, ? help. Never while typing, and never with Ctrl/Alt/Meta.
 */
export function usePlayerShortcuts(onLike: () => void) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      if (isTypingTarget(event.target)) return;
      const player = getPlayer();
      const key = event.key;
      // Space on a focused button or link presses it; don't also toggle playback.
      if (
        key === ' ' &&
        event.target instanceof Element &&
        event.target.closest(
          'button, a, [role="button"], [role="menuitem"], [role="option"], [role="tab"]',
        )
      )
        return;
      let handled = true;
      if (key === ' ') player.togglePlay();
      else if (key === 'ArrowLeft') {
        if (event.shiftKey) player.previous();
        else player.seekBy(-5);
      } else if (key === 'ArrowRight') {
        if (event.shiftKey) player.next();
        else player.seekBy(5);
      } else if (key === 'm' || key === 'M') player.toggleMute();
      else if (key === 's' || key === 'S') player.toggleShuffle();
      else if (key === 'r' || key === 'R') player.cycleRepeat();
      else if (key === 'l' || key === 'L') onLike();
      else if (key === '?') togglePlayerPanel('shortcuts');
      else handled = false;
      if (handled) event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [onLike]);
}
