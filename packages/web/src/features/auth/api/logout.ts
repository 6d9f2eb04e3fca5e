import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { BootstrapData } from '@tonearm/shared/bootstrap/bootstrap.schemas';
import { toast } from '@/components/ui/toast/toast-store';
import { clearActiveWorkspace } from '@/lib/active-workspace';
import { apiClient } from '@/lib/api-client';
import { isInAppearanceEditor } from '@/lib/appearance-editor';
import { setBootstrapData } from '@/lib/bootstrap-store';
import { trans } from '@/lib/i18n';

export async function logout(): Promise<{ bootstrapData: BootstrapData }> {
  const { data } = await apiClient.answering('bootstrapAnswerSchema').post('auth/logout');
  // A guest has no workspaces; the next user of this browser starts in the default one.
  clearActiveWorkspace();
  return data;
}

/**
 * Logout: replace the bootstrap data, clear the cache, go to /login, clear again.
 * Inside the appearance editor it is refused locally, with no call.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const mutation = useMutation({
    mutationFn: logout,
    onSuccess: async ({ bootstrapData }) => {
      setBootstrapData(bootstrapData);
      queryClient.clear();
      await navigate('/login');
      queryClient.clear();
    },
  });
  return {
    ...mutation,
    logout: () => {
      if (isInAppearanceEditor()) {
        toast.danger(trans("Can't logout while in appearance editor."));
        return;
      }
      mutation.mutate();
    },
  };
}
