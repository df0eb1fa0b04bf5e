import { AdminModel } from '../../src/modules/accounts/admin-model';
import { useSecondApiProcess } from '../helpers/api-process';
import { http, useTestApp } from '../helpers/build-app';
import { createStaffMember } from './staff-fixtures';

/**
 * The store always keeps an active owner, also when the only two owners demote (or disable) each other at the same
 * moment through two API processes: one change goes through, the other is refused — 409, or 403 (its caller is no
 * longer an owner) or 401 (its caller was disabled) when the first change already reached its caller.
 */
describe('the last active owner across two API processes', () => {
  const t = useTestApp();
  const second = useSecondApiProcess(t);

  const TRIES = 40;

  it(`lets exactly one of two owners demoting each other at once go through (${TRIES} tries)`, async () => {
    const outcomes: string[] = [];
    for (let i = 0; i < TRIES; i++) {
      await AdminModel.updateMany({}, { $set: { role: 'manager' } });
      const [a, b] = [await createStaffMember(t, 'owner'), await createStaffMember(t, 'owner')];
      const change = i % 2 ? { active: false } : { role: 'manager' };
      const [ab, ba] = await Promise.all([
        http(t.url).put(`/api/admin/staff/${b.id}`, change, a.headers),
        http(second.url).put(`/api/admin/staff/${a.id}`, change, b.headers),
      ]);
      const owners = await AdminModel.countDocuments({ role: 'owner', active: { $ne: false } });
      outcomes.push(`${[ab.status, ba.status].sort().join('/')} → ${owners} owner(s)`);
    }
    const bad = outcomes.filter((o) => !/^200\/(401|403|409) → 1 owner\(s\)$/.test(o));
    expect(bad).toEqual([]);
  }, 180_000);
});
