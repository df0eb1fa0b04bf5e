import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSingleFlight } from '@farm-store/shared-ui/host/single-flight';
import { adminDataKey } from '@/lib/admin-data';
import { api } from '@/lib/api-client';

export type StaffRole = 'owner' | 'manager' | 'dispatcher';
export const STAFF_ROLES: StaffRole[] = ['owner', 'manager', 'dispatcher'];

export interface StaffMember {
  id: string;
  username: string;
  name: string;
  role: StaffRole;
  active: boolean;
  created_at: string;
}

export const getStaff = () => api.get<StaffMember[]>('/api/admin/staff');
export const staffQueryOptions = () => queryOptions({ queryKey: [...adminDataKey, 'staff'], queryFn: getStaff });
export const useStaff = (enabled: boolean) => useQuery({ ...staffQueryOptions(), enabled });

export const createStaff = (body: { username: string; name: string; password: string; role: StaffRole }) =>
  api.post<StaffMember>('/api/admin/staff', body);
export const updateStaff = ({ id, ...change }: { id: string; role?: StaffRole; active?: boolean }) =>
  api.put<StaffMember>(`/api/admin/staff/${encodeURIComponent(id)}`, change);

function useStaffMutation<T>(mutationFn: (input: T) => Promise<StaffMember>) {
  const queryClient = useQueryClient();
  return useSingleFlight(
    useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: staffQueryOptions().queryKey }) }),
  );
}
export const useCreateStaff = () => useStaffMutation(createStaff);
export const useUpdateStaff = () => useStaffMutation(updateStaff);
