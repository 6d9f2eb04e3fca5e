import { PanelCard, type PanelCardProps } from '@/components/ui/panel-card';

export type SettingsPanelProps = Omit<PanelCardProps, 'className' | 'sectionProps'>;

/** One account-settings panel; the sidebar scrolls to it by its id. */
export function SettingsPanel(props: SettingsPanelProps) {
  return (
    <PanelCard
      {...props}
      className="scroll-mt-[calc(var(--navbar-height)+1.5rem)]"
      sectionProps={{ id: props.id, 'data-settings-panel': true }}
    />
  );
}
