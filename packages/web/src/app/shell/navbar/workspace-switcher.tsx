import { ChevronsUpDown } from 'lucide-react';
import { lazy, Suspense, useEffect } from 'react';
import { Button } from 'react-aria-components';
import {
  DEFAULT_WORKSPACE,
  useUserWorkspaces,
  withDefaultFirst,
  workspaceDisplayName,
} from '@/features/workspaces/api/get-user-workspaces';
import { useSwitchWorkspace } from '@/features/workspaces/hooks/use-switch-workspace';
import { useActiveWorkspaceId } from '@/lib/active-workspace';
import { useBootstrapData } from '@/lib/bootstrap-store';
import { useTrans } from '@/lib/i18n';
import { useMenuTrigger } from './use-menu-trigger';

// The menu (react-aria's menu and popover) and the dialogs load when it first opens.
const WorkspaceSwitcherMenu = lazy(async () => ({
  default: (await import('./workspace-switcher-menu')).WorkspaceSwitcherMenu,
}));

/**
 * The workspace switcher: the active workspace's name opens a menu of the user's
 * workspaces. The bootstrap data carries the same list as `GET me/workspaces`, so a page load
 * makes no request until the menu opens (or the active workspace is not in it).
 */
export function WorkspaceSwitcher({ className }: { className?: string }) {
  const t = useTrans();
  const { isOpen, triggerProps, menuProps } = useMenuTrigger();
  const activeId = useActiveWorkspaceId();
  const bootstrapWorkspaces = useBootstrapData((data) => data.workspaces);
  const known = withDefaultFirst(bootstrapWorkspaces);
  const query = useUserWorkspaces({
    enabled: isOpen || !known.some((workspace) => workspace.id === activeId),
  });
  const workspaces = query.data ?? known;
  // A workspace a fresh list leaves out (left, deleted, removed elsewhere): back to Default.
  // Only a fresh one: just after joining, the list in the cache predates the new workspace.
  const switchWorkspace = useSwitchWorkspace();
  const stale =
    query.isSuccess &&
    !query.isFetching &&
    !query.isStale &&
    !query.data.some((workspace) => workspace.id === activeId);
  useEffect(() => {
    if (stale) void switchWorkspace(DEFAULT_WORKSPACE.id);
  }, [stale, switchWorkspace]);
  const active =
    workspaces.find((workspace) => workspace.id === activeId) ??
    (activeId === DEFAULT_WORKSPACE.id ? DEFAULT_WORKSPACE : null);
  const name = active ? workspaceDisplayName(active, t) : '';

  return (
    <>
      <Button
        {...triggerProps}
        aria-label={t('Workspace: :name', { name })}
        data-testid="workspace-switcher-trigger"
        className={`flex max-w-48 items-center gap-1.5 rounded-full px-3 py-1.5 text-sm font-medium outline-none transition hover:bg-hover focus-visible:ring-2 focus-visible:ring-primary ${className ?? ''}`}
      >
        <span className="truncate">{active ? name : t('Loading…')}</span>
        <ChevronsUpDown className="size-4 shrink-0 text-muted" aria-hidden />
      </Button>
      {isOpen ? (
        <Suspense fallback={null}>
          <WorkspaceSwitcherMenu workspaces={workspaces} activeId={activeId} {...menuProps} />
        </Suspense>
      ) : null}
    </>
  );
}
