import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSingleFlight } from '@farm-store/shared-ui/host/single-flight';
import { adminDataKey } from '@/lib/admin-data';
import { api, type ContractType } from '@/lib/api-client';

export type SlotSettings = ContractType<'slots/SlotSettingsSchema'>;
export type SlotTemplate = ContractType<'slots/SlotTemplateSchema'>;
export type SlotTemplateBody = ContractType<'slots/SlotTemplateBodySchema'>;
export type ClosedDay = ContractType<'slots/ClosedDaySchema'>;

const base = '/api/admin/slots';
const templatePath = (id: string) => `${base}/templates/${encodeURIComponent(id)}`;

export const getSlotSettings = () => api.get(`${base}/settings`, { contract: 'slots/SlotSettingsSchema' });
export const slotSettingsQueryOptions = () => queryOptions({ queryKey: [...adminDataKey, 'slot-settings'], queryFn: getSlotSettings });
export const useSlotSettings = () => useQuery(slotSettingsQueryOptions());

export const createSlotTemplate = (body: SlotTemplateBody) => api.post(`${base}/templates`, body, { contract: 'slots/SlotTemplateSchema' });
export const updateSlotTemplate = ({ id, ...body }: SlotTemplateBody & { id: string }) =>
  api.put(templatePath(id), body, { contract: 'slots/SlotTemplateSchema' });
export const deleteSlotTemplate = (id: string) => api.delete(templatePath(id), { contract: 'common/MessageSchema' });
export const addClosedDay = (day: ClosedDay) => api.post(`${base}/closed-days`, day, { contract: 'slots/SlotSettingsSchema' });
export const removeClosedDay = (date: string) => api.delete(`${base}/closed-days/${encodeURIComponent(date)}`, { contract: 'slots/SlotSettingsSchema' });

/** A change to the settings also changes the slots on offer, so the whole dashboard (the fill view too) reloads. */
function useSettingsMutation<T, R>(mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useSingleFlight(useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: adminDataKey }) }));
}
export const useCreateSlotTemplate = () => useSettingsMutation(createSlotTemplate);
export const useUpdateSlotTemplate = () => useSettingsMutation(updateSlotTemplate);
export const useDeleteSlotTemplate = () => useSettingsMutation(deleteSlotTemplate);
export const useAddClosedDay = () => useSettingsMutation(addClosedDay);
export const useRemoveClosedDay = () => useSettingsMutation(removeClosedDay);
