import type { AuditEntry } from '@/features/audit/api/get-audit';
import { changeLines } from '../audit-changes';

describe('changeLines', () => {
  it('names a picture instead of showing its address', () => {
    const entry = {
      action: 'product.update',
      target: { type: 'product', id: 'p1', label: 'Ghee' },
      changes: [{ field: 'image_url', before: '/api/images/6b0a8647aa30ab342d9b1810', after: null }],
    } as unknown as AuditEntry;
    expect(changeLines(entry)).toEqual([expect.objectContaining({ field: 'Picture', before: 'a picture', after: '(none)' })]);
  });
});
