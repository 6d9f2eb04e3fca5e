import { POPOVER_PADDING_PX } from '@tonearm/shared/constants';
import {
  DEFAULT_WORKSPACE_ID,
  type Workspace,
} from '@tonearm/shared/workspaces/workspaces.constants';
import { Check, Plus, Settings } from 'lucide-react';
import type { RefObject } from 'react';
import { Menu, MenuItem, MenuSection, Separator } from 'react-aria-components';
import { OpenPopover } from '@/components/ui/open-popover';
import { workspaceDisplayName } from '@/features/workspaces/api/get-user-workspaces';
import {
  openCreateWorkspaceDialog,
  openWorkspaceSettingsDialog,
} from '@/features/workspaces/components/open-workspace-dialogs';
import { useSwitchWorkspace } from '@/features/workspaces/hooks/use-switch-workspace';
import { useTrans } from '@/lib/i18n';

const itemClass =
  'flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-sm text-fg outline-none data-[focused]:bg-hover data-[hovered]:bg-hover';

/**
 * The switcher's menu: the user's workspaces (Default first, the active one checked), then
 * "Create workspace" and, unless Default is active, "Workspace settings". Choosing a workspace
 * makes it active, refetches every query in its scope and closes the menu.
 */
export function WorkspaceSwitcherMenu({
  workspaces,
  activeId,
  triggerRef,
  onClose,
}: {
  workspaces: Workspace[];
  activeId: number;
  triggerRef: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
}) {
  const t = useTrans();
  const switchWorkspace = useSwitchWorkspace();

  return (
    <OpenPopover
      triggerRef={triggerRef}
      onClose={onClose}
      containerPadding={POPOVER_PADDING_PX}
      className="max-h-[70vh] min-w-60 overflow-y-auto rounded-panel border border-divider bg-bg p-1.5 shadow-xl outline-none"
    >
      <Menu
        aria-label={t('Workspaces')}
        autoFocus="first"
        onClose={onClose}
        className="outline-none"
      >
        <MenuSection
          selectionMode="single"
          selectedKeys={[activeId]}
          disallowEmptySelection
          onSelectionChange={(keys) => {
            const [id] = [...(keys as Set<number>)];
            if (id !== undefined && id !== activeId) void switchWorkspace(id);
          }}
        >
          {workspaces.map((workspace) => (
            <MenuItem
              key={workspace.id}
              id={workspace.id}
              textValue={workspaceDisplayName(workspace, t)}
              className={itemClass}
            >
              {({ isSelected }) => (
                <>
                  <Check
                    className={`size-4 shrink-0 ${isSelected ? 'text-primary' : 'invisible'}`}
                    aria-hidden
                  />
                  <span className="min-w-0 flex-1 truncate">
                    {workspaceDisplayName(workspace, t)}
                  </span>
                  <span className="text-xs text-muted">
                    {t.choice(':count member|:count members', workspace.members_count, {
                      count: workspace.members_count,
                    })}
                  </span>
                </>
              )}
            </MenuItem>
          ))}
        </MenuSection>
        <Separator className="my-1 h-px bg-divider" />
        <MenuSection>
          <MenuItem
            id="create"
            onAction={() => void openCreateWorkspaceDialog()}
            className={itemClass}
          >
            <Plus className="size-4 text-muted" aria-hidden />
            {t('Create workspace')}
          </MenuItem>
          {activeId !== DEFAULT_WORKSPACE_ID ? (
            <MenuItem
              id="settings"
              onAction={() => void openWorkspaceSettingsDialog(activeId)}
              className={itemClass}
            >
              <Settings className="size-4 text-muted" aria-hidden />
              {t('Workspace settings')}
            </MenuItem>
          ) : null}
        </MenuSection>
      </Menu>
    </OpenPopover>
  );
}
