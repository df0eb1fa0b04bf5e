/**
 * The text of every SMS about an order, in English and Telugu (docs/notifications.md lists them with examples).
 * Pure functions: no database, no clock. Each message fits in two SMS segments even with the longest names the
 * templates allow (names and areas are shortened to fit), which api/test/notifications/templates.test.ts pins.
 */

export const LANGUAGES = ['en', 'te'] as const;
export type Language = (typeof LANGUAGES)[number];

export const STORE_NAME: Record<Language, string> = {
  en: "Nature's Nest Farms",
  te: 'నేచర్స్ నెస్ట్ ఫార్మ్స్',
};

/** What happened to an order, as far as a message is concerned. */
export type OrderEvent =
  /** `paid`: paid online already (else cash on delivery). */
  /** `paid`: how it was paid when placed (null: to be paid on delivery; `subscription`: from store credit once delivered). */
  | {
      kind: 'placed';
      ref: string;
      totalPaise: number;
      courier: boolean;
      expectedBy: Date | null;
      slot: string | null;
      paid: 'online' | 'store_credit' | null;
    }
  /** The order was moved to another delivery slot (by staff, or by the customer). */
  | { kind: 'slot_moved'; ref: string; slot: string }
  | { kind: 'assigned'; ref: string; partnerName: string; partnerPhone: string }
  /** `duePaise`: what is left to pay at the door (0 once paid). */
  | { kind: 'out_for_delivery'; ref: string; partnerName: string; duePaise: number; code: string | null }
  /** The rider is close (within the store's "arriving soon" distance): once per order. */
  | { kind: 'arriving_soon'; ref: string; partnerName: string; code: string | null }
  | { kind: 'delivered'; ref: string }
  | { kind: 'cancelled'; ref: string; by: 'store' | 'customer' }
  /** A courier order handed to the courier. */
  | { kind: 'shipped'; ref: string; courier: string; tracking: string }
  /** A refund was started, or Razorpay completed it. */
  | { kind: 'refund_started' | 'refund_processed'; ref: string; amountPaise: number }
  /** The order was packed (lines sold by weight): its final total and what was weighed, e.g. "1.04 kg Country Chicken". */
  | { kind: 'final_bill'; ref: string; totalPaise: number; weighed: string }
  /** A complaint about the order was approved: the amount went back to the payment, to store credit, or a replacement is sent. */
  | { kind: 'complaint_approved'; ref: string; amountPaise: number; to: 'original' | 'credit' | 'replacement' }
  /** A complaint about the order was declined, with the staff's reason. */
  | { kind: 'complaint_declined'; ref: string; reason: string }
  /** To the partner: an order was assigned to them (`duePaise`: the cash to collect, 0 when paid). */
  | { kind: 'partner_assigned'; ref: string; area: string; duePaise: number }
  /** To the partner: the customer paid by UPI to the QR code shown at the door. */
  | { kind: 'paid_at_door'; ref: string; amountPaise: number };

export type EventKind = OrderEvent['kind'];

const MAX_NAME = 20;
const MAX_AREA = 28;
const MAX_COURIER = 16;
const MAX_TRACKING = 24;
const MAX_WEIGHED = 40;

/** What was weighed, for the final bill: "1.04 kg Country Chicken", "+2 more" when several lines were. */
export function weighedText(lines: Array<{ name: string; grams: number }>): string {
  const [first, ...more] = lines;
  if (!first) return '';
  const kg = `${Number((first.grams / 1000).toFixed(3))} kg ${first.name}`;
  return shorten(kg, MAX_WEIGHED) + (more.length > 0 ? ` +${more.length} more` : '');
}
const MAX_DECLINE_REASON = 60;

/** Cuts a free-text value (a name, an area) so the message stays within two segments. */
export function shorten(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length <= max ? clean : `${clean.slice(0, max - 1).trimEnd()}.`;
}

/** Indian digit grouping, made once (a `toLocaleString` with options builds a new formatter on every call). */
const WHOLE_RUPEES = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 0, maximumFractionDigits: 2 });
const RUPEES_AND_PAISE = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "Rs.1,234.50", or "Rs.1,234" for whole rupees. Not "₹": that one sign would make an English SMS UCS-2. */
export function rupees(paise: number): string {
  return `Rs.${(paise % 100 === 0 ? WHOLE_RUPEES : RUPEES_AND_PAISE).format(paise / 100)}`;
}

/** The order number customers see in the shop: the last 8 characters of its id, upper-case. */
export function orderRef(orderId: string): string {
  return orderId.slice(-8).toUpperCase();
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** "28 Nov" in Hyderabad time. */
function day(date: Date): string {
  const ist = new Date(date.getTime() + 330 * 60_000);
  return `${ist.getUTCDate()} ${MONTHS[ist.getUTCMonth()]}`;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** "7", "7:30", "1 pm" parts of a 24-hour HH:MM. */
function clockParts(hhmm: string): { text: string; half: 'am' | 'pm' } {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  return { text: m === 0 ? `${hour12}` : `${hour12}:${String(m).padStart(2, '0')}`, half: h < 12 ? 'am' : 'pm' };
}

/**
 * A delivery slot as customers read it, from its id (`hyderabad-2026-11-30-0700-0900` → "Mon 30 Nov, 7-9 am"; "11 am-1 pm"
 * across noon). A plain hyphen: an en dash would make the SMS UCS-2. The id itself when it is not a slot id.
 */
export function slotText(slotId: string): string {
  const m = /(\d{4})-(\d{2})-(\d{2})-(\d{2})(\d{2})-(\d{2})(\d{2})$/.exec(slotId);
  if (!m) return slotId;
  const [, y, mo, d, sh, sm, eh, em] = m as unknown as string[];
  const date = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d)));
  const start = clockParts(`${sh}:${sm}`);
  const end = clockParts(`${eh}:${em}`);
  const range = start.half === end.half ? `${start.text}-${end.text} ${end.half}` : `${start.text} ${start.half}-${end.text} ${end.half}`;
  return `${WEEKDAYS[date.getUTCDay()]} ${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]}, ${range}`;
}

/**
 * The area of a delivery address for the partner's message: the part before the city ("Flat 4, Road 12,
 * Banjara Hills, Hyderabad 500034" → "Banjara Hills"), else the last part that is not a PIN code.
 */
export function customerArea(address: string): string {
  const parts = address
    .split(/[,\n]/)
    .map((p) => p.trim())
    .filter(Boolean);
  const city = parts.findIndex((p) => /hyderabad/i.test(p));
  const candidates = (city > 0 ? parts.slice(0, city) : parts).filter((p) => !/^\d{6}$/.test(p));
  return shorten(candidates.at(-1) ?? parts[0] ?? '', MAX_AREA);
}

type PaidHow = NonNullable<Extract<OrderEvent, { kind: 'placed' }>['paid']> | 'cod';
const PAID_HOW_EN: Record<PaidHow, string> = {
  cod: 'cash on delivery',
  online: 'paid online',
  store_credit: 'paid with store credit',
};
const PAID_HOW_TE: Record<PaidHow, string> = {
  cod: 'డెలివరీపై నగదు',
  online: 'ఆన్‌లైన్ చెల్లింపు',
  store_credit: 'స్టోర్ క్రెడిట్‌తో చెల్లింపు',
};

function english(e: OrderEvent): string {
  switch (e.kind) {
    case 'placed': {
      const how = PAID_HOW_EN[e.paid ?? 'cod'];
      return e.courier
        ? `order #${e.ref} placed: ${rupees(e.totalPaise)}, ${how}. It goes by courier${e.expectedBy ? ` and should reach you by ${day(e.expectedBy)}` : ''}.`
        : e.slot
          ? `order #${e.ref} placed: ${rupees(e.totalPaise)}, ${how}, arriving ${slotText(e.slot)}.`
          : `order #${e.ref} placed: ${rupees(e.totalPaise)}, ${how}. We will text you when a delivery partner is assigned.`;
    }
    case 'slot_moved':
      return `order #${e.ref} will now arrive ${slotText(e.slot)}. Call us if that does not suit you.`;
    case 'assigned':
      return `order #${e.ref} will be delivered by ${shorten(e.partnerName, MAX_NAME)}, ${e.partnerPhone}.`;
    case 'out_for_delivery':
      return (
        (e.duePaise > 0
          ? `order #${e.ref} is out for delivery with ${shorten(e.partnerName, MAX_NAME)}. Please keep ${rupees(e.duePaise)} ready (cash or UPI).`
          : `order #${e.ref} is out for delivery with ${shorten(e.partnerName, MAX_NAME)}. It is paid: nothing to pay at the door.`) +
        (e.code ? ` Handover code: ${e.code}.` : '')
      );
    case 'arriving_soon':
      return `${shorten(e.partnerName, MAX_NAME)} is arriving with order #${e.ref} in a few minutes.${e.code ? ` Handover code: ${e.code}.` : ''}`;
    case 'delivered':
      return `order #${e.ref} was delivered. Thank you for shopping with us!`;
    case 'cancelled':
      return e.by === 'customer'
        ? `order #${e.ref} was cancelled as you asked.`
        : `order #${e.ref} was cancelled by the store. Sorry! Call us with any questions.`;
    case 'shipped':
      return `order #${e.ref} has shipped with ${shorten(e.courier, MAX_COURIER)}, tracking number ${shorten(e.tracking, MAX_TRACKING)}.`;
    case 'refund_started':
      return `a refund of ${rupees(e.amountPaise)} for order #${e.ref} has started. It reaches your account in 5-7 working days.`;
    case 'refund_processed':
      return `the refund of ${rupees(e.amountPaise)} for order #${e.ref} is complete.`;
    case 'final_bill':
      return `final bill for order #${e.ref}: ${rupees(e.totalPaise)} - ${e.weighed}.`;
    case 'complaint_approved':
      return e.to === 'original'
        ? `your complaint about order #${e.ref} is approved: ${rupees(e.amountPaise)} goes back to your payment in 5-7 working days.`
        : e.to === 'credit'
          ? `your complaint about order #${e.ref} is approved: ${rupees(e.amountPaise)} added to your store credit.`
          : `your complaint about order #${e.ref} is approved: a free replacement is on its way.`;
    case 'complaint_declined':
      return `we could not approve your complaint about order #${e.ref}: ${shorten(e.reason, MAX_DECLINE_REASON)}`;
    case 'partner_assigned':
      return e.duePaise > 0
        ? `new delivery #${e.ref} for you in ${shorten(e.area, MAX_AREA)}. Collect ${rupees(e.duePaise)} (cash or UPI). Open the delivery app to accept.`
        : `new delivery #${e.ref} for you in ${shorten(e.area, MAX_AREA)}. Paid online: nothing to collect. Open the delivery app to accept.`;
    case 'paid_at_door':
      return `order #${e.ref}: ${rupees(e.amountPaise)} received by UPI. Nothing more to collect.`;
  }
}

function telugu(e: OrderEvent): string {
  switch (e.kind) {
    case 'placed': {
      const how = PAID_HOW_TE[e.paid ?? 'cod'];
      return e.courier
        ? `ఆర్డర్ #${e.ref} నమోదైంది: ${rupees(e.totalPaise)}, ${how}. కొరియర్‌లో${e.expectedBy ? ` ${day(e.expectedBy)} లోపు` : ''} వస్తుంది.`
        : e.slot
          ? `ఆర్డర్ #${e.ref} నమోదైంది: ${rupees(e.totalPaise)}, ${how}. ${slotText(e.slot)} మధ్య అందుతుంది.`
          : `ఆర్డర్ #${e.ref} నమోదైంది: ${rupees(e.totalPaise)}, ${how}. డెలివరీ భాగస్వామిని కేటాయించగానే తెలియజేస్తాం.`;
    }
    case 'slot_moved':
      return `ఆర్డర్ #${e.ref} ఇప్పుడు ${slotText(e.slot)} మధ్య అందుతుంది. అనుకూలం కాకపోతే మాకు కాల్ చేయండి.`;
    case 'assigned':
      return `ఆర్డర్ #${e.ref} ను ${shorten(e.partnerName, MAX_NAME)}, ${e.partnerPhone} అందిస్తారు.`;
    case 'out_for_delivery':
      return (
        (e.duePaise > 0
          ? `ఆర్డర్ #${e.ref} తో ${shorten(e.partnerName, MAX_NAME)} బయలుదేరారు. ${rupees(e.duePaise)} (నగదు/UPI) సిద్ధంగా ఉంచండి.`
          : `ఆర్డర్ #${e.ref} తో ${shorten(e.partnerName, MAX_NAME)} బయలుదేరారు. చెల్లింపు పూర్తయింది.`) + (e.code ? ` కోడ్: ${e.code}` : '')
      );
    case 'arriving_soon':
      return `${shorten(e.partnerName, MAX_NAME)} ఆర్డర్ #${e.ref} తో కొద్ది నిమిషాల్లో వస్తున్నారు.${e.code ? ` కోడ్: ${e.code}` : ''}`;
    case 'delivered':
      return `ఆర్డర్ #${e.ref} అందింది. మాతో కొన్నందుకు ధన్యవాదాలు!`;
    case 'cancelled':
      return e.by === 'customer' ? `మీ కోరిక మేరకు ఆర్డర్ #${e.ref} రద్దయింది.` : `ఆర్డర్ #${e.ref} ను స్టోర్ రద్దు చేసింది. క్షమించండి! సందేహాలుంటే కాల్ చేయండి.`;
    case 'shipped':
      return `ఆర్డర్ #${e.ref} ${shorten(e.courier, MAX_COURIER)} ద్వారా పంపాం, ట్రాకింగ్ ${shorten(e.tracking, MAX_TRACKING)}.`;
    case 'refund_started':
      return `ఆర్డర్ #${e.ref} కు ${rupees(e.amountPaise)} రీఫండ్ మొదలైంది. 5-7 పని దినాల్లో మీ ఖాతాకు చేరుతుంది.`;
    case 'refund_processed':
      return `ఆర్డర్ #${e.ref} కు ${rupees(e.amountPaise)} రీఫండ్ పూర్తయింది.`;
    case 'final_bill':
      return `ఆర్డర్ #${e.ref} తుది బిల్లు: ${rupees(e.totalPaise)} - ${e.weighed}.`;
    case 'complaint_approved':
      return e.to === 'original'
        ? `ఆర్డర్ #${e.ref} పై మీ ఫిర్యాదు ఆమోదించాం: ${rupees(e.amountPaise)} 5-7 పని దినాల్లో మీ చెల్లింపుకు తిరిగి వస్తుంది.`
        : e.to === 'credit'
          ? `ఆర్డర్ #${e.ref} పై మీ ఫిర్యాదు ఆమోదించాం: ${rupees(e.amountPaise)} మీ స్టోర్ క్రెడిట్‌కు జమ చేశాం.`
          : `ఆర్డర్ #${e.ref} పై మీ ఫిర్యాదు ఆమోదించాం: ఉచిత బదులు సరుకు పంపుతున్నాం.`;
    case 'complaint_declined':
      return `ఆర్డర్ #${e.ref} పై మీ ఫిర్యాదును ఆమోదించలేకపోయాం: ${shorten(e.reason, MAX_DECLINE_REASON)}`;
    case 'partner_assigned':
    case 'paid_at_door':
      // Partners read the English text; see messageLanguage().
      return english(e);
  }
}

/** Partners get English (the delivery app is in English); customers the language of their order. */
export function messageLanguage(e: OrderEvent, customerLanguage: Language): Language {
  return e.kind === 'partner_assigned' || e.kind === 'paid_at_door' ? 'en' : customerLanguage;
}

/** The whole SMS: store name, then the message. */
export function renderMessage(e: OrderEvent, language: Language): string {
  const lang = messageLanguage(e, language);
  return `${STORE_NAME[lang]}: ${lang === 'te' ? telugu(e) : english(e)}`;
}

// GSM 03.38: the basic set counts one, the extension set two; anything else makes the message UCS-2.
const GSM_BASIC = new Set('@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà');
const GSM_EXTENDED = new Set('^{}\\[~]|€');

/** How many SMS segments a text takes: GSM-7 160 alone / 153 when concatenated, UCS-2 70 / 67 (UTF-16 units). */
export function smsSegments(text: string): number {
  const chars = [...text];
  const gsm = chars.every((c) => GSM_BASIC.has(c) || GSM_EXTENDED.has(c));
  if (gsm) {
    const septets = chars.reduce((n, c) => n + (GSM_EXTENDED.has(c) ? 2 : 1), 0);
    return septets <= 160 ? 1 : Math.ceil(septets / 153);
  }
  return text.length <= 70 ? 1 : Math.ceil(text.length / 67);
}

/** Texts to a customer about their subscriptions rather than one order (docs/subscriptions.md). */
export type CustomerEvent =
  /** A delivery day made no order: the store credit did not cover it. `today`: the day is today (a run that came late). */
  | { kind: 'subscription_skipped'; today: boolean; balancePaise: number; duePaise: number }
  /** A delivery comes without some of its items (sold out, no longer sold), e.g. "Country Eggs x2". */
  | { kind: 'subscription_left_out'; today: boolean; items: string }
  /** The store credit will not cover the customer's next three delivery days. */
  | { kind: 'low_balance'; balancePaise: number; needPaise: number }
  /** Staff paused the customer's subscription on their behalf (`to` null: until resumed), or resumed it. */
  | { kind: 'subscription_paused_by_store'; from: string; to: string | null }
  | { kind: 'subscription_resumed_by_store'; from: string };

/** "5 Dec" of a 'YYYY-MM-DD' day. */
const shortDay = (day: string, language: Language) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString(language === 'te' ? 'te-IN' : 'en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });

const MAX_LEFT_OUT = 60;

/** What was left out of a delivery: "Country Eggs x2, Ghee x1", shortened to fit the message. */
export function leftOutText(items: Array<{ name: string; quantity: number }>): string {
  return shorten(items.map((i) => `${i.name} x${i.quantity}`).join(', '), MAX_LEFT_OUT);
}

function customerEnglish(e: CustomerEvent): string {
  switch (e.kind) {
    case 'subscription_skipped':
      return `${e.today ? "Today's" : "Tomorrow's"} subscription delivery is skipped: your balance ${rupees(e.balancePaise)} does not cover ${rupees(e.duePaise)}. Top up in the app.`;
    case 'subscription_left_out':
      return `${e.today ? "Today's" : "Tomorrow's"} subscription delivery comes without ${e.items}: not available. You are not charged for it.`;
    case 'low_balance':
      return `your store credit ${rupees(e.balancePaise)} does not cover your next 3 subscription deliveries (${rupees(e.needPaise)}). Top up in the app to keep them coming.`;
    case 'subscription_paused_by_store':
      return `we paused your subscription from ${shortDay(e.from, 'en')}${e.to ? ` to ${shortDay(e.to, 'en')}` : ' until you resume it'}, as asked. Change it in the app.`;
    case 'subscription_resumed_by_store':
      return `we resumed your subscription: deliveries again from ${shortDay(e.from, 'en')}.`;
  }
}

function customerTelugu(e: CustomerEvent): string {
  switch (e.kind) {
    case 'subscription_skipped':
      return `${e.today ? 'ఈరోజు' : 'రేపటి'} సబ్‌స్క్రిప్షన్ డెలివరీ ఆగింది: మీ బ్యాలెన్స్ ${rupees(e.balancePaise)}, కావలసింది ${rupees(e.duePaise)}. యాప్‌లో టాప్ అప్ చేయండి.`;
    case 'subscription_left_out':
      return `${e.today ? 'ఈరోజు' : 'రేపటి'} సబ్‌స్క్రిప్షన్ డెలివరీలో ${e.items} అందుబాటులో లేవు. వాటికి చార్జ్ లేదు.`;
    case 'low_balance':
      return `మీ స్టోర్ క్రెడిట్ ${rupees(e.balancePaise)} తదుపరి 3 సబ్‌స్క్రిప్షన్ డెలివరీలకు (${rupees(e.needPaise)}) సరిపోదు. యాప్‌లో టాప్ అప్ చేయండి.`;
    case 'subscription_paused_by_store':
      return `మీ కోరిక మేరకు మీ సబ్‌స్క్రిప్షన్‌ను ${shortDay(e.from, 'te')} నుండి ${e.to ? `${shortDay(e.to, 'te')} వరకు` : 'మీరు మళ్ళీ ప్రారంభించే వరకు'} ఆపాము. యాప్‌లో మార్చుకోవచ్చు.`;
    case 'subscription_resumed_by_store':
      return `మీ సబ్‌స్క్రిప్షన్ మళ్ళీ ప్రారంభమైంది: ${shortDay(e.from, 'te')} నుండి డెలివరీలు.`;
  }
}

/** The whole SMS of a customer event: store name, then the message. */
export function renderCustomerMessage(e: CustomerEvent, language: Language): string {
  return `${STORE_NAME[language]}: ${language === 'te' ? customerTelugu(e) : customerEnglish(e)}`;
}
