import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BILL_NOT_YET, GSTIN_INVALID } from '@farm-store/contracts/bills';
import { clock } from '../../src/lib/clock';
import { BillLineModel } from '../../src/modules/bills/model';
import { DEMO_STORE } from '../../src/scripts/demo-catalogue';
import { adminHeaders, createPartner, createStaffMember, signUp, type Customer, type Partner } from '../helpers/accounts';
import { useTestApp, http } from '../helpers/build-app';
import { withCode } from '../helpers/handover';
import { createProduct } from '../catalogue/fixtures';
import { placeOrder, useCatalogue, WARANGAL } from '../orders/fixtures';

// GST bills over HTTP (docs/bills.md): the store's details, a bill issued once at delivery (or shipping), its PDF read
// back with poppler's pdftotext and pdffonts, rates by date, credit notes and the month export.

const t = useTestApp();
const api = http(() => t.url);
const dir = mkdtempSync(join(tmpdir(), 'bills-'));

/** The text of a PDF answer, as pdftotext lays it out. */
function pdfText(bytes: Buffer): string {
  const file = join(dir, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}
function pdfFonts(bytes: Buffer): string {
  const file = join(dir, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, bytes);
  return execFileSync('pdffonts', [file], { encoding: 'utf8' });
}
function pdfPageSize(bytes: Buffer): string {
  const file = join(dir, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, bytes);
  return /Page size:\s+(.+)/.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))![1]!;
}

async function download(path: string, headers: Record<string, string>) {
  const res = await fetch(`${t.url}${path}`, { headers });
  return { status: res.status, type: res.headers.get('content-type'), bytes: Buffer.from(await res.arrayBuffer()) };
}

describe('GST bills', () => {
  const cat = useCatalogue(t);
  let customer: Customer;
  let partner: Partner;

  beforeAll(async () => {
    customer = await signUp(t, 'Sravani Goud');
    partner = await createPartner(t, 'Bill Rider');
  });
  afterEach(() => jest.restoreAllMocks());

  /** The customer's order as their order list shows it. */
  const ownOrder = async (id: string) => (await api.get('/api/orders', customer.headers)).body.find((o: { id: string }) => o.id === id);

  /** Assigns, accepts and completes a rider's order with the customer's code. */
  async function deliver(orderId: string) {
    expect((await api.put(`/api/admin/orders/${orderId}/assign`, { partnerId: partner.id }, adminHeaders(t))).status).toBe(200);
    expect((await api.put(`/api/delivery/orders/${orderId}/accept`, undefined, partner.headers)).status).toBe(200);
    const done = await api.put(`/api/delivery/orders/${orderId}/complete`, await withCode(orderId), partner.headers);
    expect(done.status).toBe(200);
  }

  describe("the store's details", () => {
    it('are the owner’s: checked, saved whole, and audited', async () => {
      const before = await api.get('/api/admin/store-settings', adminHeaders(t));
      expect(before.body).toMatchObject({ complete: false, state_code: '36', state_name: 'Telangana' });

      const wrongCheck = await api.put('/api/admin/store-settings', { ...DEMO_STORE, gstin: '36AAHFN4821K1Z4' }, adminHeaders(t));
      expect(wrongCheck).toMatchObject({ status: 400, body: { msg: GSTIN_INVALID } });
      const otherState = await api.put('/api/admin/store-settings', { ...DEMO_STORE, gstin: '27AAPFU0939F1ZV' }, adminHeaders(t));
      expect(otherState.status).toBe(400);
      expect((await api.put('/api/admin/store-settings', { ...DEMO_STORE, fssai: '1234' }, adminHeaders(t))).status).toBe(400);
      expect((await api.put('/api/admin/store-settings', { ...DEMO_STORE, invoice_prefix: 'CN' }, adminHeaders(t))).status).toBe(400);
      expect((await api.get('/api/admin/store-settings', adminHeaders(t))).body.complete).toBe(false);

      const manager = await createStaffMember(t, 'manager');
      expect((await api.put('/api/admin/store-settings', DEMO_STORE, manager.headers)).status).toBe(403);

      const saved = await api.put('/api/admin/store-settings', { ...DEMO_STORE, gstin: ' 36aahfn4821k1z3 ' }, adminHeaders(t));
      expect(saved.status).toBe(200);
      expect(saved.body).toMatchObject({ gstin: '36AAHFN4821K1Z3', complete: true });
      const audit = await api.get('/api/admin/audit?target=store_settings', adminHeaders(t));
      expect(audit.body.entries).toHaveLength(1);
      expect(audit.body.entries[0]).toMatchObject({ action: 'store_settings.update' });
      expect(audit.body.entries[0].changes).toEqual(expect.arrayContaining([{ field: 'gstin', before: '', after: '36AAHFN4821K1Z3' }]));
    });
  });

  describe('the bill of a delivered order', () => {
    let orderId: string;

    it('is not there before delivery, then is issued once, numbered, and downloadable by its customer', async () => {
      // Chicken (fresh meat, exempt) and ghee (5 % today): one invoice-cum-bill of supply.
      orderId = await placeOrder(t, customer, [
        { id: cat.chicken1kg, quantity: 1 },
        { id: cat.ghee500ml, quantity: 2 },
      ]);
      const early = await api.get(`/api/orders/${orderId}/bill`, customer.headers);
      expect(early).toMatchObject({ status: 409, body: { msg: BILL_NOT_YET } });

      await deliver(orderId);
      const order = await ownOrder(orderId);
      expect(order.bill).toMatchObject({ number: expect.stringMatching(/^NNF\/\d{2}-\d{2}\/\d{6}$/), kind: 'invoice_cum_bill_of_supply' });

      const pdf = await download(`/api/orders/${orderId}/bill`, customer.headers);
      expect(pdf.status).toBe(200);
      expect(pdf.type).toBe('application/pdf');
      const text = pdfText(pdf.bytes);
      for (const printed of [
        'Invoice-cum-Bill of Supply',
        order.bill.number,
        "Nature's Nest Farms",
        'GSTIN: 36AAHFN4821K1Z3',
        'FSSAI Lic. No.: 13626011000123',
        'Place of supply: Telangana (36)',
        'Tax payable on reverse charge: No',
        'Sravani Goud',
        'Authorised signatory',
        '0405',
        '0207',
        'Bill of supply: exempt goods',
      ]) {
        expect(text).toContain(printed);
      }
      // Her first order: 10 % off (₹240) shared ₹180 : ₹60 between ghee (₹1,800) and chicken (₹600); delivery free.
      // ₹1,620 of ghee at 5 %: half the tax 1620 × 5/210 = ₹38.57, taxable ₹1,542.86; chicken ₹540 exempt.
      expect(text).toMatch(/A2 Desi Cow Ghee \(500ml\)\s+0405\s+2\s+1,542\.86\s+5%\s+38\.57\s+38\.57\s+1,620\.00/);
      expect(text).toMatch(/Country Chicken Curry Cut \(1kg\)\s+0207\s+1\s+60\.00\s+540\.00/);
      expect(text).toMatch(/Exempt supplies \(bill of supply\)\s+₹540\.00/);
      expect(text).toMatch(/Total\s+₹2,160\.00/);
      expect(pdfFonts(pdf.bytes)).toMatch(/NotoSansTelugu/);

      // The same bill again, and for staff; the receipt layout is 80 mm wide.
      const again = await ownOrder(orderId);
      expect(again.bill.number).toBe(order.bill.number);
      expect((await download(`/api/admin/orders/${orderId}/bill`, adminHeaders(t))).status).toBe(200);
      const receipt = await download(`/api/orders/${orderId}/bill?layout=receipt`, customer.headers);
      expect(pdfPageSize(receipt.bytes)).toMatch(/^226\.77 x/);
      expect(pdfText(receipt.bytes)).toContain(order.bill.number);
    });

    it('is no one else’s', async () => {
      const other = await signUp(t, 'Kiran Rao');
      expect((await api.get(`/api/orders/${orderId}/bill`, other.headers)).status).toBe(404);
      expect((await api.get(`/api/orders/${orderId}/bill`)).status).toBe(401);
    });
  });

  describe('a rate change', () => {
    it('applies to bills from its day on, leaving earlier bills as they were', async () => {
      const newYear = Date.parse('2027-01-01T00:00:00+05:30');
      const jaggery = await createProduct(t, { name: 'Jaggery Cubes', category: 'dryfruits' }, { label: '500g', price: 112, weight_grams: 500 });
      const changed = await api.put(
        `/api/admin/products/${jaggery.id}`,
        {
          hsn: '1701',
          gst_rates: [
            { rate: 5, from: '2027-01-01' },
            { rate: 12, from: '2017-07-01' },
          ],
        },
        adminHeaders(t),
      );
      expect(changed.status).toBe(200);
      expect(changed.body.gst_rates).toEqual([
        { rate: 12, from: '2017-07-01' },
        { rate: 5, from: '2027-01-01' },
      ]);

      const before = await placeOrder(t, customer, [{ id: jaggery.variants[0].id, quantity: 1 }]);
      const after = await placeOrder(t, customer, [{ id: jaggery.variants[0].id, quantity: 1 }]);
      jest.spyOn(clock, 'now').mockReturnValue(newYear - 60_000);
      await deliver(before);
      jest.spyOn(clock, 'now').mockReturnValue(newYear + 60_000);
      await deliver(after);

      // ₹112 at 12 %: ₹100 + ₹6 + ₹6. At 5 %: half the tax 112 × 5/210 = ₹2.67, taxable ₹106.66.
      const first = pdfText((await download(`/api/orders/${before}/bill`, customer.headers)).bytes);
      const second = pdfText((await download(`/api/orders/${after}/bill`, customer.headers)).bytes);
      expect(first).toMatch(/Jaggery Cubes \(500g\)\s+1701\s+1\s+100\.00\s+12%\s+6\.00\s+6\.00\s+112\.00/);
      expect(second).toMatch(/Jaggery Cubes \(500g\)\s+1701\s+1\s+106\.66\s+5%\s+2\.67\s+2\.67\s+112\.00/);
      expect(first).toContain('Date: 31-12-2026');
      expect(second).toContain('Date: 01-01-2027');
    });
  });

  describe('credit notes', () => {
    it('reverse the whole bill of a courier order cancelled after it was shipped', async () => {
      const id = await placeOrder(t, customer, [{ id: cat.ghee500ml, quantity: 1 }], WARANGAL);
      const shipped = await api.put(`/api/admin/orders/${id}/ship`, { courier: 'DTDC', trackingNumber: 'D123456789' }, adminHeaders(t));
      expect(shipped.status).toBe(200);
      expect(shipped.body.bill.kind).toBe('tax_invoice');
      expect((await api.put(`/api/admin/orders/${id}/cancel`, { reason: 'Parcel came back' }, adminHeaders(t))).status).toBe(200);

      const order = (await api.get(`/api/admin/orders/${id}`, adminHeaders(t))).body;
      expect(order.credit_notes).toEqual([
        {
          id: expect.stringMatching(/^CN-/),
          number: expect.stringMatching(/^CN\/\d{2}-\d{2}\/\d{6}$/),
          amount: order.total_amount,
          reason: 'Order cancelled',
          issued_at: expect.any(String),
        },
      ]);
      const note = await download(`/api/admin/credit-notes/${order.credit_notes[0].id}`, adminHeaders(t));
      expect(note.status).toBe(200);
      const text = pdfText(note.bytes);
      expect(text).toContain('Credit Note');
      expect(text).toContain(`Against bill: ${order.bill.number}`);
      expect(text).toMatch(new RegExp(`Total credited\\s+₹${order.total_amount.toLocaleString('en-IN', { minimumFractionDigits: 2 })}`));

      const dispatcher = await createStaffMember(t, 'dispatcher');
      expect((await api.get(`/api/admin/credit-notes/${order.credit_notes[0].id}`, dispatcher.headers)).status).toBe(403);
      expect((await api.get('/api/admin/credit-notes/CN-26-27-999999', adminHeaders(t))).status).toBe(404);
    });
  });

  describe("the accountant's month", () => {
    it('lists bills and credit notes, the HSN summary and totals by state and rate', async () => {
      // The store's month is India's (bills are dated in Hyderabad time).
      const month = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date()).slice(0, 7);
      const csv = async (table: string) => {
        const res = await fetch(`${t.url}/api/admin/gst/export?month=${month}&table=${table}`, { headers: adminHeaders(t) });
        expect(res.status).toBe(200);
        return res.text();
      };
      // A process that stopped between a bill and its export line: the export makes the line again.
      const first = await BillLineModel.findOne({ _id: { $gte: 'INV-', $lt: 'INV.' } })
        .sort({ _id: 1 })
        .lean();
      await BillLineModel.deleteOne({ _id: first!._id });
      const bills = await csv('bills');
      expect(bills).toContain(`Invoice,${first!._id.replace(/^INV-(\d{2}-\d{2})-/, 'NNF/$1/')},`);
      expect(await BillLineModel.exists({ _id: first!._id })).toBeTruthy();
      expect(bills).toMatch(/Credit note,CN\/\d{2}-\d{2}\/\d{6},.*,-\d+\.\d{2}/);
      const hsn = await csv('hsn');
      expect(hsn.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe('HSN,Description,UQC,Total quantity,Rate %,Total value,Taxable value,IGST,CGST,SGST');
      expect(hsn).toMatch(/\n0405,/);
      const b2c = await csv('b2c');
      expect(b2c).toMatch(/OE,36-Telangana,5,/);
      expect(b2c).toMatch(/OE,36-Telangana,exempt,/);

      const dispatcher = await createStaffMember(t, 'dispatcher');
      expect((await api.get(`/api/admin/gst/export?month=${month}&table=hsn`, dispatcher.headers)).status).toBe(403);
      expect((await api.get(`/api/admin/gst/export?month=2026-13&table=hsn`, adminHeaders(t))).status).toBe(400);
    });
  });
});
