import { PanelCard, type PanelCardProps } from '@/components/ui/panel-card';

export type UserPanelProps = Omit<PanelCardProps, 'className' | 'sectionProps'>;

/** One card of the user edit page. */
export function UserPanel(props: UserPanelProps) {
  return <PanelCard {...props} />;
}
