import mongoose from 'mongoose';
import { AdminModel } from '../../src/modules/accounts/admin-model';
import { useTestApp } from '../helpers/build-app';
import { createStaffMember } from '../helpers/accounts';

/**
 * The staff-roles turn (lib/turns.ts) as another process would leave it: a turn held right now makes a role change
 * wait and then ask to try again, changing nothing; a turn left not done by a process that died is taken over once
 * its lease has run out.
 */
describe('turns', () => {
  const t = useTestApp();
  const turns = () => mongoose.connection.collection<{ _id: string; name: string; n: number; taken_at: Date; done: boolean }>('turns');

  async function holdTurn(takenAt: Date): Promise<string> {
    const latest = await turns().find({ name: 'staff-roles' }).sort({ n: -1 }).limit(1).next();
    const n = (latest?.n ?? 0) + 1;
    const _id = `staff-roles:${n}`;
    await turns().insertOne({ _id, name: 'staff-roles', n, taken_at: takenAt, done: false });
    return _id;
  }

  it('asks to try again while another process holds the turn, and goes through once it is done', async () => {
    const member = await createStaffMember(t, 'dispatcher');
    const held = await holdTurn(new Date());
    const refused = await t.api.put(`/api/admin/staff/${member.id}`, { role: 'manager' }, t.adminHeaders);
    expect(refused).toMatchObject({ status: 409, body: { msg: 'Another change of this kind is being saved. Please try again in a moment.' } });
    expect((await AdminModel.findById(member.id).lean())!.role).toBe('dispatcher');

    await turns().updateOne({ _id: held }, { $set: { done: true } });
    expect((await t.api.put(`/api/admin/staff/${member.id}`, { role: 'manager' }, t.adminHeaders)).status).toBe(200);
    expect((await AdminModel.findById(member.id).lean())!.role).toBe('manager');
  });

  it('takes over a turn a dead process left not done once its lease has run out, and never reuses a number', async () => {
    const member = await createStaffMember(t, 'dispatcher');
    const left = await holdTurn(new Date(Date.now() - 120_000));
    expect((await t.api.put(`/api/admin/staff/${member.id}`, { active: false }, t.adminHeaders)).status).toBe(200);
    const numbers = (await turns().find({ name: 'staff-roles' }).toArray()).map((turn) => turn.n);
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(Math.max(...numbers)).toBe(Number(left.split(':')[1]) + 1);
  });
});
