import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSingleFlight } from '@farm-store/shared-ui/host/single-flight';
import { adminDataKey } from '@/lib/admin-data';
import { api, type ContractType } from '@/lib/api-client';

export { STAFF_ROLES, type StaffRole } from '@farm-store/contracts/enums';

export type StaffMember = ContractType<'accounts/StaffSchema'>;

export const getStaff = () => api.get('/api/admin/staff', { contract: 'accounts/StaffListSchema' });
export const staffQueryOptions = () => queryOptions({ queryKey: [...adminDataKey, 'staff'], queryFn: getStaff });
export const useStaff = (enabled: boolean) => useQuery({ ...staffQueryOptions(), enabled });

export const createStaff = (body: ContractType<'accounts/CreateStaffSchema'>) => api.post('/api/admin/staff', body, { contract: 'accounts/StaffSchema' });
export const updateStaff = ({ id, ...change }: { id: string } & ContractType<'accounts/UpdateStaffSchema'>) =>
  api.put(`/api/admin/staff/${encodeURIComponent(id)}`, change, { contract: 'accounts/StaffSchema' });

function useStaffMutation<T>(mutationFn: (input: T) => Promise<StaffMember>) {
  const queryClient = useQueryClient();
  return useSingleFlight(useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: staffQueryOptions().queryKey }) }));
}
export const useCreateStaff = () => useStaffMutation(createStaff);
export const useUpdateStaff = () => useStaffMutation(updateStaff);
