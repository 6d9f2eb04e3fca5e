import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { AdSlot } from '@/features/ads/components/ad-slot';
import { PersistentPlayer } from '@/features/player/components/player-overlays';
import { Navbar } from '../shell/navbar/navbar';
import { useMenuItems } from '../shell/menus';
import { SiteFooter } from '../shell/site-footer';

/** The web player's frame: navbar on top, the page below, the persistent player docked at the bottom. */
export function PlayerFrame({ children }: { children: ReactNode }) {
  // The "site-footer" menu, below the page; nothing at all while no menu is placed there.
  const hasFooter = useMenuItems('site-footer').length > 0;
  return (
    <div className="flex min-h-full flex-col bg-bg pb-[var(--bottom-overlay-height,0px)]">
      <Navbar />
      <main id="main-content" className="flex-1">
        <AdSlot slot="general_top" className="px-4 pt-4 md:px-8" />
        {children}
        <AdSlot slot="general_bottom" className="px-4 pb-4 md:px-8" />
      </main>
      {hasFooter ? (
        <SiteFooter position="site-footer" className="border-t border-divider px-6 py-6" />
      ) : null}
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
