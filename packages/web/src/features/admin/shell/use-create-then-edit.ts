import { useNavigate } from 'react-router';
import { toast } from '@/components/ui/toast/toast-store';

/**
 * The submit of a "New …" page: creates the record, says so, then opens the new record's edit
 * page (where it goes on being edited).
 */
export function useCreateThenEdit<Payload, Saved>(
  create: { mutateAsync: (payload: Payload) => Promise<Saved> },
  createdMessage: string,
  editPath: (saved: Saved) => string,
): (payload: Payload) => Promise<void> {
  const navigate = useNavigate();
  return async (payload) => {
    const saved = await create.mutateAsync(payload);
    toast.positive(createdMessage);
    await navigate(editPath(saved));
  };
}
