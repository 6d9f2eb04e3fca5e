import { useParams } from 'react-router';
import { ChannelPage } from '@/features/catalog/components/channel-page';

export function ChannelRoute() {
  const { slugOrId = '', restriction } = useParams();
  return (
    <ChannelPage
      key={`${slugOrId}/${restriction ?? ''}`}
      slugOrId={slugOrId}
      restriction={restriction}
    />
  );
}
