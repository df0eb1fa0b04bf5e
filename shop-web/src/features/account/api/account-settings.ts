import { useMutation } from '@tanstack/react-query';
import { useSingleFlight } from '@farm-store/shared-ui/host/single-flight';
import { saveFile } from '@farm-store/shared-ui/host/save-file';
import { api, type ContractType } from '@/lib/api-client';
import { readUser, signIn, updateUser } from '@/lib/session';

/** PUT /api/me: the new name shows in the header at once (the stored user follows the server). */
export const changeName = (name: string) => api.put('/api/me', { name }, { contract: 'accounts/UserSchema' });

export type PasswordChange = ContractType<'accounts/ChangePasswordSchema'>;

/** PUT /api/me/password ends every session; the fresh token it answers keeps this device signed in. */
export async function changePassword(change: PasswordChange) {
  const { token } = await api.put('/api/me/password', change, { contract: 'accounts/FreshTokenSchema' });
  const user = readUser();
  if (user) signIn(user, token);
}

/** GET /api/me/export with the session header (a bare link would carry none), saved as a JSON file. */
export async function downloadMyData() {
  const data = await api.get<{ exported_at?: string }>('/api/me/export');
  const day = (data.exported_at ?? new Date().toISOString()).slice(0, 10);
  saveFile(JSON.stringify(data, null, 2), `my-data-${day}.json`, 'application/json');
}

/** DELETE /api/me with the password: the account is erased and every session ends. */
export const deleteAccount = (password: string) => api.delete('/api/me', { body: { password }, contract: 'common/MessageSchema' });

export const useChangeName = () => useSingleFlight(useMutation({ mutationFn: changeName, onSuccess: (user) => updateUser({ name: user.name }) }));
export const useChangePassword = () => useSingleFlight(useMutation({ mutationFn: changePassword }));
export const useDownloadMyData = () => useSingleFlight(useMutation({ mutationFn: downloadMyData }));
export const useDeleteAccount = () => useSingleFlight(useMutation({ mutationFn: deleteAccount }));
