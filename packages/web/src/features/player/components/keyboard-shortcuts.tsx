import { Heading } from 'react-aria-components';
import { Dialog, Modal, ModalOverlay } from 'react-aria-components';
import { setPlayerPanel } from '@/features/player/hooks/use-player-panel';
import { useTrans } from '@/lib/i18n';

export const PLAYER_SHORTCUTS: { keys: string[]; label: string }[] = [
  { keys: ['Space'], label: 'Play / pause' },
  { keys: ['←'], label: 'Seek back 5 seconds' },
  { keys: ['→'], label: 'Seek forward 5 seconds' },
  { keys: ['Shift', '←'], label: 'Previous track' },
  { keys: ['Shift', '→'], label: 'Next track' },
  { keys: ['M'], label: 'Mute / unmute' },
  { keys: ['S'], label: 'Shuffle' },
  { keys: ['R'], label: 'Repeat' },
  { keys: ['L'], label: 'Like the current track' },
  { keys: ['?'], label: 'Show keyboard shortcuts' },
];

/** The discoverable list of player shortcuts (the keyboard button in the player bar, or "?"). */
export function KeyboardShortcutsDialog() {
  const t = useTrans();
  return (
    <ModalOverlay
      isOpen
      isDismissable
      onOpenChange={(open) => !open && setPlayerPanel(null)}
      className="fixed inset-0 z-50 grid place-items-center bg-black/50 p-4 backdrop-blur-[2px]"
    >
      <Modal className="w-full max-w-md rounded-2xl bg-bg text-fg shadow-2xl ring-1 ring-divider outline-none">
        <Dialog className="p-6 outline-none" data-testid="shortcuts-dialog">
          <Heading slot="title" className="mb-4 text-xl font-bold">
            {t('Keyboard shortcuts')}
          </Heading>
          <dl className="divide-y divide-divider">
            {PLAYER_SHORTCUTS.map((shortcut) => (
              <div
                key={shortcut.label}
                className="flex items-center justify-between py-2.5 text-sm"
              >
                <dt>{t(shortcut.label)}</dt>
                <dd className="flex gap-1">
                  {shortcut.keys.map((key) => (
                    <kbd
                      key={key}
                      className="min-w-7 rounded-md border border-divider bg-bg-alt px-2 py-0.5 text-center font-mono text-xs shadow-sm"
                    >
                      {key}
                    </kbd>
                  ))}
                </dd>
              </div>
            ))}
          </dl>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
