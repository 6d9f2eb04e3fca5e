import type { RadioSeedType } from '@tonearm/shared/player/player.schemas';
import { RADIO_SEED_TYPES } from '@tonearm/shared/player/radio-seed-types';
import { Navigate, useParams } from 'react-router';
import { RadioPage } from '@/features/radio/components/radio-page';
import { paths } from '@/config/paths';
import { useIdParam } from './use-id-param';

export function RadioRoute() {
  const { seedType } = useParams();
  const id = useIdParam('seedId');
  if (!id || !RADIO_SEED_TYPES.includes(seedType as RadioSeedType))
    return <Navigate to={paths.notFound()} replace />;
  return <RadioPage key={`${seedType}-${id}`} seedType={seedType as RadioSeedType} seedId={id} />;
}
