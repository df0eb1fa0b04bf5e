import { fakeJwt } from '@/testing/fake-jwt';
import { clearSession, getSession, savePartnerSession } from '../session';

const partner = { id: 'p1', name: 'Ravi Kumar', phone: '+919000000001' };

describe('session', () => {
  it('is empty with nothing stored', () => {
    expect(getSession()).toBeNull();
  });

  it('prefers the partner session over an admin token, and signing out keeps the admin token', () => {
    const admin = fakeJwt('admin');
    localStorage.setItem('adminToken', admin);
    savePartnerSession('partner-token', partner);
    expect(getSession()).toEqual({ kind: 'partner', token: 'partner-token', partner });

    clearSession();
    expect(localStorage.getItem('partnerToken')).toBeNull();
    expect(localStorage.getItem('partner')).toBeNull();
    expect(getSession()).toEqual({ kind: 'admin', token: admin });
  });

  it('takes an admin token only with the admin role claim', () => {
    for (const token of [fakeJwt('partner'), fakeJwt('customer'), 'not-a-jwt', 'a.%%%.b']) {
      localStorage.setItem('adminToken', token);
      expect(getSession()).toBeNull();
    }
  });

  it('survives a damaged partner record', () => {
    localStorage.setItem('partnerToken', 'partner-token');
    localStorage.setItem('partner', '{oops');
    expect(getSession()).toEqual({ kind: 'partner', token: 'partner-token', partner: null });
  });
});
