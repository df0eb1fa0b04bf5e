// The one place where what the store API answers becomes words for the shopper, in their language. The API's
// messages are English and some are schema checks ("password must NOT have fewer than 8 characters."); the
// shop shows none of them as they are: each known `msg` maps to a message key, anything else to a message
// chosen by status, or to the screen's own fallback. The field rules checked before sending live here too,
// so a field shows the same words whether the shop or the server noticed the problem.
import type { TFunction } from '@/i18n/i18n';
import { SCREENS_NS } from '@/i18n/screens';
import { ApiError } from './api-client';

/** A message of the `screens` namespace and what fills it in. */
export interface MessageRef {
  key: string;
  params?: Record<string, unknown>;
}

const ref = (key: string, params?: Record<string, unknown>): MessageRef => ({ key: `errors.${key}`, params });
const count = (text: string) => ({ count: Number(text) });

/** The API's fixed messages (api/src/modules/*: accounts, addresses, coupons, orders; the error handler). */
const KNOWN: Record<string, string> = {
  'Enter a valid 10-digit Indian mobile number.': 'phoneInvalid',
  'An account with this phone number already exists. Please sign in, or use "Forgot password" if you do not remember its password.': 'accountExists',
  'Incorrect phone number or password.': 'loginFailed',
  'Your account was not found. Please sign in again.': 'accountGone',
  'Your account no longer exists. Please sign up again.': 'accountGone',
  'Your session has ended. Please sign in again.': 'sessionEnded',
  'Too many codes were requested for this number. Please try again in an hour.': 'otpHourly',
  'That code is not valid or has expired. Please request a new code.': 'codeInvalid',
  'Too many wrong codes. Please request a new code.': 'codeLocked',
  'That code is not correct, and no tries are left. Please request a new code.': 'codeLocked',
  'That address was not found.': 'addressGone',
  'Add the 6-digit pincode so we can work out delivery.': 'addressUnplaceable',
  "We don't deliver to this pincode yet.": 'pincodeNotServed',
  'This coupon code is not valid.': 'couponUnknown',
  'This coupon is no longer active.': 'couponInactive',
  'This coupon has expired.': 'couponExpired',
  'This coupon is only for your first order.': 'couponFirstOrder',
  'Another order of yours is being placed. Please wait a moment and check your orders.': 'orderInProgress',
  'This order is still being placed. Please wait a moment and check your orders.': 'orderInProgress',
  'We could not find that order.': 'orderGone',
  'Your delivery partner confirms this delivery when they hand it over.': 'partnerConfirms',
  'This order was cancelled.': 'orderCancelled',
  'This order is already marked as delivered.': 'alreadyDelivered',
  'That delivery slot just filled. Please choose another.': 'slotFull',
  'Orders for that delivery slot have closed. Please choose another.': 'slotClosed',
  'We do not deliver on that day. Please choose another slot.': 'slotDayClosed',
  'That delivery slot does not exist. Please choose one from the list.': 'slotUnknown',
  'That delivery slot is not for this address. Please choose one from the list.': 'slotOtherZone',
  'No delivery slot is open in the next 3 days. Please try again tomorrow.': 'slotNoneOpen',
  'This order can no longer be rescheduled.': 'rescheduleTooLate',
  'The order is already in that slot.': 'slotSame',
  'This order changed meanwhile. Please reload it and try again.': 'orderChanged',
  'Ratings can be changed for 7 days.': 'ratingClosed',
  'You can rate an order once it has been delivered.': 'ratingNotDelivered',
  'The bill is ready once the order is delivered (or shipped, for a courier order).': 'billNotYet',
  'The bill is being prepared. Please try again in a moment.': 'billPreparing',
  "The store's GST details are not complete yet, so the bill cannot be made. Please try again later.": 'billPreparing',
  'Please fill in the flat or house and the area.': 'addressParts',
  'You can only place orders for your own account.': 'forbidden',
  'The store is temporarily unavailable. Please try again in a moment.': 'unavailable',
  'Something went wrong on our side. Please try again.': 'internal',
  'Too many attempts. Please wait a minute and try again.': 'tooMany',
  'That request is too large.': 'tooLarge',
  'Your current password is not correct.': 'currentPasswordWrong',
  'That password is not correct.': 'passwordWrong',
  'You can report a problem once the order is delivered.': 'problemNotDelivered',
  'That subscription was cancelled. Please start a new one.': 'subscriptionCancelled',
  'The subscription was changed at the same time. Please try again.': 'subscriptionBusy',
};

/** Messages with a number or an amount in them. */
const PATTERNS: [RegExp, (m: RegExpMatchArray) => MessageRef][] = [
  [/^A code was sent moments ago\. Please wait (\d+) seconds?/, (m) => ref('otpWait', count(m[1]))],
  [/^That code is not correct\. (\d+) tr(?:y|ies) left\.$/, (m) => ref('codeWrong', count(m[1]))],
  [/^The (?:address )?label can be at most (\d+) characters\.$/, (m) => ref('labelLong', { max: Number(m[1]) })],
  [/^The address can be at most (\d+) characters\.$/, (m) => ref('addressLong', { max: Number(m[1]) })],
  [/^The (?:flat or house|street|area|landmark) can be at most \d+ characters\.$/, () => ref('addressPartLong')],
  [/^You can save at most (\d+) addresses\./, (m) => ref('tooManyAddresses', { max: Number(m[1]) })],
  [/^This coupon needs a minimum purchase of (.+)\.$/, (m) => ref('couponMinimum', { amount: m[1] })],
  [/^Problems can be reported within (\d+) hours of delivery\.$/, (m) => ref('problemWindow', { hours: Number(m[1]) })],
  [/^You have already reported a problem with (.+) on this order\.$/, (m) => ref('problemRepeated', { item: m[1] })],
  [/^Photo (\d+) is not a picture we can read/, (m) => ref('problemPhoto', { n: Number(m[1]) })],
  // A subscription day (or a pause's first day) whose cut-off the evening before has passed.
  [/^Changes for .+ closed at (\d{2}:\d{2}) on /, (m) => ref('subscriptionClosed', { cutoff: m[1] })],
  [/^Too many coupon codes tried\. Please wait (\d+) (second|minute)s?/, (m) => ref(m[2] === 'minute' ? 'couponGuessesMinutes' : 'couponGuesses', count(m[1]))],
];

/** Messages that are the shop's own texts already (quoted by the specification), in the main catalogue. */
const OWN_TEXTS: Record<string, string> = {
  'Both a label (e.g., Home) and an address are required.': 'addresses.required',
  'A pincode is 6 digits, e.g. 500081.': 'addresses.pincodeInvalid',
  'Please select or add a shipping address.': 'checkout.selectAddress',
  'Prices or offers have changed since you opened checkout. Please review the new total and confirm again.': 'checkout.pricesChanged',
};

/**
 * A request-schema refusal ("password must NOT have fewer than 8 characters.", `name must match pattern "\S"`,
 * "otp is required."): the field it names decides the message.
 */
const SCHEMA_MESSAGE = /^(?:body\/)?([A-Za-z_.]+) (?:must |is required|is not valid)|^Unexpected field|^The request (?:is|body is) not valid/;

function schemaRef(msg: string): MessageRef {
  const field = SCHEMA_MESSAGE.exec(msg)?.[1]?.split('.').pop() ?? '';
  const tooLong = msg.includes('more than');
  if (field === 'password' || field === 'newPassword') return ref(tooLong ? 'passwordLong' : 'passwordShort');
  if (field === 'phone') return ref('phoneInvalid');
  if (field === 'name') return ref(tooLong ? 'nameLong' : 'nameRequired');
  if (field === 'otp' || field === 'code') return ref('otpFormat');
  return ref('invalid');
}

function statusRef(status: number): MessageRef | null {
  if (status === 503) return ref('unavailable');
  if (status === 429) return ref('tooMany');
  if (status === 413) return ref('tooLarge');
  if (status === 403) return ref('forbidden');
  return null;
}

export interface ErrorContext {
  /** Names for the variant ids a stale cart sent (the API lists them as `unavailable`). */
  itemNames?: (variantIds: string[]) => string[];
}

/** What to say about `error`: a known message, a status-level message, or null (use the screen's fallback). */
export function describeError(error: unknown, context: ErrorContext = {}): MessageRef | null {
  if (!(error instanceof ApiError)) {
    // fetch() itself failed: no answer reached the shop.
    return error instanceof TypeError ? ref('offline') : null;
  }
  const { msg, status, body } = error;
  const unavailable = (body as { unavailable?: unknown } | undefined)?.unavailable;
  if (Array.isArray(unavailable)) {
    const names = context.itemNames?.(unavailable.filter((id): id is string => typeof id === 'string')) ?? [];
    return names.length > 0 ? ref('itemsUnavailable', { items: names.join(', ') }) : ref('someItemsUnavailable');
  }
  // A 409 of the stock: which lines ask for more than is left, and how many are (api catalogue/stock.ts).
  const stock = (body as { stock?: unknown } | undefined)?.stock;
  if (Array.isArray(stock) && stock.length > 0) {
    const items = (stock as Array<{ name?: unknown; left?: unknown }>).map((line) => `${String(line.name)} – ${Number(line.left)}`);
    return ref('stockShort', { items: items.join(', ') });
  }
  if (KNOWN[msg]) return ref(KNOWN[msg]);
  if (OWN_TEXTS[msg]) return { key: OWN_TEXTS[msg] };
  for (const [pattern, build] of PATTERNS) {
    const match = pattern.exec(msg);
    if (match) return build(match);
  }
  if (status === 400 && SCHEMA_MESSAGE.test(msg)) return schemaRef(msg);
  return statusRef(status);
}

/** A refusal of the chosen delivery slot (full, closed, unknown…): the customer picks another one. */
export const isSlotRefusal = (error: unknown) => describeError(error)?.key.startsWith('errors.slot') ?? false;

/** The text of a MessageRef: the `screens` namespace, or the main catalogue for the shop's own texts. */
export function messageText(t: TFunction, message: MessageRef): string {
  const ns = message.key.startsWith('errors.') || message.key.startsWith('hints.') ? SCREENS_NS : undefined;
  return t(message.key, { ...message.params, ns });
}

/** The shopper's words for a failed call: translated, never the server's raw text; `fallback` when unknown. */
export function errorText(t: TFunction, error: unknown, fallback: string, context?: ErrorContext): string {
  const message = describeError(error, context);
  return message ? messageText(t, message) : fallback;
}

/** Successful answers that carry a message of their own. */
const DONE: Record<string, string> = { 'Your password has been reset.': 'done.passwordReset' };

/** A success message from the server, in the shopper's language (unknown ones are shown as sent). */
export function doneText(t: TFunction, msg: string): string {
  return DONE[msg] ? t(DONE[msg], { ns: SCREENS_NS }) : msg;
}

// Rules checked before sending (the server checks the same ones; these only spare a round trip).
const INDIAN_MOBILE = /^(?:\+?91|0)?[6-9]\d{9}$/;

export const fieldRules = {
  phone: (value: string) => (INDIAN_MOBILE.test(value.replace(/[\s-]/g, '')) ? null : ref('phoneInvalid')),
  newPassword: (value: string) => (value.length < 8 ? ref('passwordShort') : value.length > 128 ? ref('passwordLong') : null),
  name: (value: string) => (!value.trim() ? ref('nameRequired') : value.trim().length > 80 ? ref('nameLong') : null),
  otp: (value: string) => (/^\d{6}$/.test(value.trim()) ? null : ref('otpFormat')),
};
