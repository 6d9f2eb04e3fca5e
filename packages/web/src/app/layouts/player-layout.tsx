import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { PersistentPlayer } from '@/features/player/components/player-overlays';
import { Navbar } from '../shell/navbar/navbar';

/** The web player's frame: navbar on top, the page below, the persistent player docked at the bottom. */
export function PlayerFrame({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-full flex-col bg-bg pb-[var(--bottom-overlay-height,0px)]">
      <Navbar />
      <main id="main-content" className="flex-1">
        {children}
      </main>
      <PersistentPlayer />
    </div>
  );
}

export function PlayerLayout() {
  return (
    <PlayerFrame>
      <Outlet />
    </PlayerFrame>
  );
}
