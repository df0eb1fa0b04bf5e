import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSingleFlight } from '@farm-store/shared-ui/host/single-flight';
import { api } from '@/lib/api-client';
import { preferencesQueryKey, type Preferences } from './get-preferences';

export const updatePreferences = (prefs: Preferences) => api.put('/api/me/preferences', prefs, { contract: 'accounts/PreferencesSchema' });

export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useSingleFlight(
    useMutation({
      mutationFn: updatePreferences,
      onSuccess: (saved) => queryClient.setQueryData(preferencesQueryKey, saved),
    }),
  );
}
