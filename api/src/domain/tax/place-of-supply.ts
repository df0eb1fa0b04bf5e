import { PINCODE } from '../pricing/hyderabad-pincodes';
import { textZone } from '../pricing/shipping';

/**
 * The place of supply of a sale to a consumer is where the goods are delivered (IGST Act 2017, s. 10(1)(a)): the
 * state of the delivery address, with its GST state code. The state comes from the pincode: India Post's first two
 * digits name the postal circle, which is one state or a few; the three-digit sorting districts below split the
 * circles that hold more than one (Delhi, Chandigarh, Goa, Puducherry, Sikkim, the North East…). An address without a
 * pincode is placed by the state its text names, else in the store's own state (docs/bills.md).
 */

export interface GstState {
  /** Two digits, as a GSTIN starts. */
  code: string;
  name: string;
}

const S = (code: string, name: string): GstState => ({ code, name });
const TELANGANA = S('36', 'Telangana');
const ANDHRA_PRADESH = S('37', 'Andhra Pradesh');

/** Postal circles by the pincode's first two digits. */
const BY_REGION: Record<string, GstState> = {
  '11': S('07', 'Delhi'),
  '12': S('06', 'Haryana'),
  '13': S('06', 'Haryana'),
  '14': S('03', 'Punjab'),
  '15': S('03', 'Punjab'),
  '16': S('03', 'Punjab'),
  '17': S('02', 'Himachal Pradesh'),
  '18': S('01', 'Jammu and Kashmir'),
  '19': S('01', 'Jammu and Kashmir'),
  '20': S('09', 'Uttar Pradesh'),
  '21': S('09', 'Uttar Pradesh'),
  '22': S('09', 'Uttar Pradesh'),
  '23': S('09', 'Uttar Pradesh'),
  '24': S('09', 'Uttar Pradesh'),
  '25': S('09', 'Uttar Pradesh'),
  '26': S('09', 'Uttar Pradesh'),
  '27': S('09', 'Uttar Pradesh'),
  '28': S('09', 'Uttar Pradesh'),
  '30': S('08', 'Rajasthan'),
  '31': S('08', 'Rajasthan'),
  '32': S('08', 'Rajasthan'),
  '33': S('08', 'Rajasthan'),
  '34': S('08', 'Rajasthan'),
  '36': S('24', 'Gujarat'),
  '37': S('24', 'Gujarat'),
  '38': S('24', 'Gujarat'),
  '39': S('24', 'Gujarat'),
  '40': S('27', 'Maharashtra'),
  '41': S('27', 'Maharashtra'),
  '42': S('27', 'Maharashtra'),
  '43': S('27', 'Maharashtra'),
  '44': S('27', 'Maharashtra'),
  '45': S('23', 'Madhya Pradesh'),
  '46': S('23', 'Madhya Pradesh'),
  '47': S('23', 'Madhya Pradesh'),
  '48': S('23', 'Madhya Pradesh'),
  '49': S('22', 'Chhattisgarh'),
  '50': TELANGANA,
  '51': ANDHRA_PRADESH,
  '52': ANDHRA_PRADESH,
  '53': ANDHRA_PRADESH,
  '56': S('29', 'Karnataka'),
  '57': S('29', 'Karnataka'),
  '58': S('29', 'Karnataka'),
  '59': S('29', 'Karnataka'),
  '60': S('33', 'Tamil Nadu'),
  '61': S('33', 'Tamil Nadu'),
  '62': S('33', 'Tamil Nadu'),
  '63': S('33', 'Tamil Nadu'),
  '64': S('33', 'Tamil Nadu'),
  '67': S('32', 'Kerala'),
  '68': S('32', 'Kerala'),
  '69': S('32', 'Kerala'),
  '70': S('19', 'West Bengal'),
  '71': S('19', 'West Bengal'),
  '72': S('19', 'West Bengal'),
  '73': S('19', 'West Bengal'),
  '74': S('19', 'West Bengal'),
  '75': S('21', 'Odisha'),
  '76': S('21', 'Odisha'),
  '77': S('21', 'Odisha'),
  '78': S('18', 'Assam'),
  '79': S('18', 'Assam'),
  '80': S('10', 'Bihar'),
  '81': S('10', 'Bihar'),
  '82': S('20', 'Jharkhand'),
  '83': S('20', 'Jharkhand'),
  '84': S('10', 'Bihar'),
  '85': S('10', 'Bihar'),
};

/** Sorting districts of a circle that lie in another state or union territory. */
const BY_DISTRICT: Record<string, GstState> = {
  '160': S('04', 'Chandigarh'),
  '194': S('38', 'Ladakh'),
  '246': S('05', 'Uttarakhand'),
  '247': S('05', 'Uttarakhand'),
  '248': S('05', 'Uttarakhand'),
  '249': S('05', 'Uttarakhand'),
  '262': S('05', 'Uttarakhand'),
  '263': S('05', 'Uttarakhand'),
  '396': S('26', 'Dadra and Nagar Haveli and Daman and Diu'),
  '403': S('30', 'Goa'),
  '605': S('34', 'Puducherry'),
  '737': S('11', 'Sikkim'),
  '744': S('35', 'Andaman and Nicobar Islands'),
  '790': S('12', 'Arunachal Pradesh'),
  '791': S('12', 'Arunachal Pradesh'),
  '792': S('12', 'Arunachal Pradesh'),
  '793': S('17', 'Meghalaya'),
  '794': S('17', 'Meghalaya'),
  '795': S('14', 'Manipur'),
  '796': S('15', 'Mizoram'),
  '797': S('13', 'Nagaland'),
  '798': S('13', 'Nagaland'),
  '799': S('16', 'Tripura'),
  '814': S('20', 'Jharkhand'),
  '815': S('20', 'Jharkhand'),
  '816': S('20', 'Jharkhand'),
};

/** The state of a valid pincode, or null for one in no state (the Army Postal Service's 9xxxxx). */
export function pincodeGstState(pincode: string): GstState | null {
  if (!PINCODE.test(pincode)) return null;
  return BY_DISTRICT[pincode.slice(0, 3)] ?? BY_REGION[pincode.slice(0, 2)] ?? null;
}

/** A pincode written inside an address's text ("… Hyderabad 500034"). */
const PINCODE_IN_TEXT = /(?:^|\D)([1-9]\d{5})(?!\d)/;

/** Where a delivery address is, for its bill: by its pincode (or one in its text), else the state its text names, else the store's state. */
export function placeOfSupply(address: { pincode?: string | null; text: string }): GstState {
  const pincode = address.pincode?.trim() || PINCODE_IN_TEXT.exec(address.text)?.[1];
  const byPincode = pincode ? pincodeGstState(pincode) : null;
  if (byPincode) return byPincode;
  const zone = textZone(address.text);
  if (zone === 'andhraPradesh') return ANDHRA_PRADESH;
  return TELANGANA;
}

/** The store's own state: a delivery there is billed CGST + SGST, anywhere else IGST. */
export const STORE_GST_STATE = TELANGANA;
