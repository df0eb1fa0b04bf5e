import { useTestApp } from '../helpers/build-app';
import { signUpWithCode } from '../helpers/sign-up';

const VENDOR = {
  your_name: 'Srinivas Rao',
  business_name: 'Rao Organic Farms',
  email: 'srinivas@raofarms.in',
  phone_number: '+91 98480 22222',
  product_details: 'Country chicken eggs, about 300 trays a week',
};
const FRANCHISE = { full_name: 'Ayesha Khan', email: 'ayesha@example.com', phone_number: '09876512345', city_of_interest: 'Warangal' };

describe('inquiries', () => {
  const t = useTestApp();
  const { api, adminHeaders: asAdmin } = t;

  it('stores a vendor inquiry and thanks the sender', async () => {
    const res = await api.post('/api/inquiry', { inquiryType: 'Vendor', formData: VENDOR });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ msg: 'Thank you! Your inquiry has been submitted successfully. Our team will contact you soon.' });
  });

  it('stores a franchise inquiry with or without the optional message', async () => {
    expect((await api.post('/api/inquiry', { inquiryType: 'Franchise', formData: FRANCHISE })).status).toBe(201);
    const withMessage = await api.post('/api/inquiry', {
      inquiryType: 'Franchise',
      formData: { ...FRANCHISE, full_name: 'Second', message: ' Call after 6 pm ' },
    });
    expect(withMessage.status).toBe(201);
    expect(withMessage.body.msg).toContain('successfully');
  });

  it('lists inquiries for the admin, newest first, normalised', async () => {
    const res = await api.get('/api/admin/inquiries', asAdmin);
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(3);
    expect(res.body[0]).toEqual({
      id: expect.any(String),
      inquiry_type: 'Franchise',
      form_data: { ...FRANCHISE, full_name: 'Second', phone_number: '+919876512345', message: 'Call after 6 pm' },
      created_at: expect.any(String),
      handled: false,
      handled_note: null,
      handled_at: null,
    });
    expect(res.body[2]).toMatchObject({ inquiry_type: 'Vendor', form_data: { ...VENDOR, phone_number: '+919848022222' } });
    const paged = await api.get('/api/admin/inquiries?page=2&limit=2', asAdmin);
    expect(paged.body.map((i: { id: string }) => i.id)).toEqual([res.body[2].id]);
  });

  it('keeps the list from customers and strangers', async () => {
    const customer = await signUpWithCode(t.url, { name: 'Curious', phone: '9380000001', password: 'curious-pass' });
    expect((await api.get('/api/admin/inquiries', { 'x-admin-token': customer.body.token })).status).toBe(403);
    expect((await api.get('/api/admin/inquiries')).status).toBe(401);
  });

  it.each([
    ['a missing required vendor field', { inquiryType: 'Vendor', formData: { ...VENDOR, business_name: '  ' } }, 'Business name is required.'],
    ['a missing city', { inquiryType: 'Franchise', formData: { ...FRANCHISE, city_of_interest: undefined } }, 'City of interest is required.'],
    ['a bad e-mail', { inquiryType: 'Vendor', formData: { ...VENDOR, email: 'not-an-email' } }, 'Enter a valid e-mail address.'],
    ['a bad phone', { inquiryType: 'Franchise', formData: { ...FRANCHISE, phone_number: '12345' } }, 'Enter a valid 10-digit Indian mobile number.'],
    [
      'a franchise field on a vendor form',
      { inquiryType: 'Vendor', formData: { ...VENDOR, city_of_interest: 'Warangal' } },
      'Unexpected field for a Vendor inquiry: city_of_interest.',
    ],
    [
      'a vendor field on a franchise form',
      { inquiryType: 'Franchise', formData: { ...FRANCHISE, product_details: 'x' } },
      'Unexpected field for a Franchise inquiry: product_details.',
    ],
    ['a too long name', { inquiryType: 'Vendor', formData: { ...VENDOR, your_name: 'n'.repeat(81) } }, 'Your name can be at most 80 characters.'],
    ['an unknown type', { inquiryType: 'Investor', formData: FRANCHISE }, undefined],
    ['an operator', { inquiryType: 'Vendor', formData: { ...VENDOR, email: { $gt: '' } } }, undefined],
    ['no form', { inquiryType: 'Vendor' }, 'formData is required.'],
  ])('answers 400 for %s', async (_name, body, msg) => {
    const res = await api.post('/api/inquiry', body);
    expect(res.status).toBe(400);
    if (msg) expect(res.body.msg).toBe(msg);
    else expect(typeof res.body.msg).toBe('string');
  });

  it('stored nothing for the refused inquiries', async () => {
    expect((await api.get('/api/admin/inquiries', asAdmin)).body).toHaveLength(3);
  });

  describe('PUT /api/admin/inquiries/:id', () => {
    const newestId = async () => (await api.get('/api/admin/inquiries', asAdmin)).body[0].id as string;

    it('marks an inquiry handled with a trimmed note, undoes it keeping the note, and puts each change in the audit log', async () => {
      const id = await newestId();
      const done = await api.put(`/api/admin/inquiries/${id}`, { handled: true, note: '  Called back, visiting Friday ' }, asAdmin);
      expect(done.status).toBe(200);
      expect(done.body).toMatchObject({ id, handled: true, handled_note: 'Called back, visiting Friday', handled_at: expect.any(String) });
      expect((await api.get('/api/admin/inquiries', asAdmin)).body[0]).toMatchObject({ handled: true, handled_note: 'Called back, visiting Friday' });

      const undone = await api.put(`/api/admin/inquiries/${id}`, { handled: false }, asAdmin);
      expect(undone.body).toMatchObject({ handled: false, handled_note: 'Called back, visiting Friday', handled_at: null });

      const log = await api.get('/api/admin/audit?target=inquiry', asAdmin);
      expect(log.body.entries.map((e: { action: string; target: { label: string }; changes: unknown[] }) => [e.action, e.target.label, e.changes])).toEqual([
        ['inquiry.update', 'Franchise, Warangal', [{ field: 'handled', before: true, after: false }]],
        [
          'inquiry.update',
          'Franchise, Warangal',
          [
            { field: 'handled', before: false, after: true },
            { field: 'handled_note', before: null, after: 'Called back, visiting Friday' },
          ],
        ],
      ]);
    });

    it('answers 404 for an unknown inquiry and 400 in words for a note too long or no handled', async () => {
      const unknown = await api.put('/api/admin/inquiries/0123456789abcdef01234567', { handled: true }, asAdmin);
      expect([unknown.status, unknown.body.msg]).toEqual([404, 'We could not find that inquiry.']);
      const id = await newestId();
      const long = await api.put(`/api/admin/inquiries/${id}`, { handled: true, note: 'n'.repeat(501) }, asAdmin);
      expect([long.status, long.body.msg]).toEqual([400, 'The note can be at most 500 characters.']);
      const none = await api.put(`/api/admin/inquiries/${id}`, { note: 'x' }, asAdmin);
      expect(none.status).toBe(400);
      expect(none.body.msg).not.toMatch(/must|schema|\//);
    });
  });
});
