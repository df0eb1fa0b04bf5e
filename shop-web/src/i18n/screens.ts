// Texts only the screens loaded after the catalogue need (error messages, field hints, checkout nudges), in
// their own i18next namespace `screens`. They ship with those screens' chunks instead of the first load,
// which has a byte budget. Registered when this module is first imported (by whichever of those screens
// loads first); use them as t('errors.phoneInvalid', { ns: SCREENS_NS }).
import { i18n } from './i18n';

export const screensEn = {
  errors: {
    // Status-level fallbacks: what a shopper can do about a failure the store did not explain.
    offline: 'You seem to be offline. Check your connection and try again.',
    unavailable: 'The store is temporarily unavailable. Please try again in a moment.',
    internal: 'Something went wrong on our side. Please try again.',
    tooMany: 'Too many attempts. Please wait a minute and try again.',
    tooLarge: 'That is too much to send at once. Please shorten it and try again.',
    invalid: 'Please check what you entered and try again.',
    forbidden: 'You cannot do that with this account.',
    // Field rules (checked before sending, and the server's own refusals of the same fields).
    phoneInvalid: 'Enter a valid 10-digit Indian mobile number.',
    passwordShort: 'The password must have at least 8 characters.',
    passwordLong: 'The password can have at most 128 characters.',
    nameRequired: 'Please enter your name.',
    nameLong: 'The name can have at most 80 characters.',
    otpFormat: 'Enter the 6-digit code from the SMS.',
    // Accounts and password reset.
    accountExists: 'An account with this phone number already exists. Please sign in instead.',
    loginFailed: 'Incorrect phone number or password.',
    accountGone: 'Your account was not found. Please sign in again.',
    sessionEnded: 'Your session has ended. Please sign in again.',
    otpWait_one: 'A code was sent moments ago. Please wait {{count}} second before asking for another.',
    otpWait_other: 'A code was sent moments ago. Please wait {{count}} seconds before asking for another.',
    otpHourly: 'Too many codes were requested for this number. Please try again in an hour.',
    codeInvalid: 'That code is not valid or has expired. Please request a new code.',
    codeLocked: 'Too many wrong codes. Please request a new code.',
    codeWrong_one: 'That code is not correct. {{count}} try left.',
    codeWrong_other: 'That code is not correct. {{count}} tries left.',
    // Addresses.
    labelLong: 'The label can have at most {{max}} characters.',
    addressLong: 'The address can have at most {{max}} characters.',
    tooManyAddresses: 'You can save at most {{max}} addresses. Delete one you no longer use first.',
    addressGone: 'That address was not found.',
    // Coupons.
    couponUnknown: 'This coupon code is not valid.',
    couponInactive: 'This coupon is no longer active.',
    couponExpired: 'This coupon has expired.',
    couponMinimum: 'This coupon needs a minimum purchase of {{amount}}.',
    couponFirstOrder: 'This coupon is only for your first order.',
    couponGuesses_one: 'Too many coupon codes tried. Please wait {{count}} second and try again.',
    couponGuesses_other: 'Too many coupon codes tried. Please wait {{count}} seconds and try again.',
    // Orders.
    itemsUnavailable: 'These items are no longer sold: {{items}}. Please remove them from your cart and try again.',
    someItemsUnavailable: 'Some items in your cart are no longer available. Please remove them and try again.',
    orderInProgress: 'Your order is still being placed. Please wait a moment and check your orders.',
    orderGone: 'We could not find that order.',
    partnerConfirms: 'Your delivery partner confirms this delivery when they hand it over.',
    orderCancelled: 'This order was cancelled.',
    alreadyDelivered: 'This order is already marked as delivered.',
  },
  hints: {
    phone: '10-digit mobile number',
    password: 'At least 8 characters',
    name: 'Required',
    otp: '6 digits, from the SMS',
  },
  done: {
    passwordReset: 'Your password has been reset.',
  },
  auth: {
    signInForCart: 'Please sign in to see your cart. You will come back to it after signing in.',
    signInToContinue: 'Please sign in to continue. You will come back here after signing in.',
    resendIn_one: 'Resend OTP in {{count}} second',
    resendIn_other: 'Resend OTP in {{count}} seconds',
    resend: 'Resend OTP',
  },
  checkout: {
    freeDeliveryNudge: 'Add {{amount}} more for FREE delivery in Hyderabad (orders over {{threshold}}).',
    addressLabel: 'Save this address as',
    labels: { Home: 'Home', Work: 'Work', Other: 'Other' },
    otherLabel: 'Label',
    otherLabelPlaceholder: 'e.g., Parents’ home',
  },
  orders: {
    copy: 'Copy',
    copyId: 'Copy full order ID',
    copied: 'Order ID copied.',
    fullId: 'Full order ID: {{id}}',
  },
};

/** The shape Telugu must match: the same keys, any text. */
type Widen<T> = T extends string ? string : { [K in keyof T]: Widen<T[K]> };

export const screensTe: Widen<typeof screensEn> = {
  errors: {
    offline: 'మీరు ఆఫ్‌లైన్‌లో ఉన్నట్టున్నారు. మీ కనెక్షన్ చూసి మళ్లీ ప్రయత్నించండి.',
    unavailable: 'స్టోర్ తాత్కాలికంగా అందుబాటులో లేదు. కొద్దిసేపటి తర్వాత మళ్లీ ప్రయత్నించండి.',
    internal: 'మా వైపు ఏదో పొరపాటు జరిగింది. దయచేసి మళ్లీ ప్రయత్నించండి.',
    tooMany: 'చాలా ప్రయత్నాలు జరిగాయి. ఒక నిమిషం ఆగి మళ్లీ ప్రయత్నించండి.',
    tooLarge: 'ఒకేసారి పంపడానికి ఇది చాలా ఎక్కువ. కొంచెం తగ్గించి మళ్లీ ప్రయత్నించండి.',
    invalid: 'మీరు నమోదు చేసినది ఒకసారి చూసి మళ్లీ ప్రయత్నించండి.',
    forbidden: 'ఈ ఖాతాతో మీరు అది చేయలేరు.',
    phoneInvalid: 'సరైన 10 అంకెల భారతీయ మొబైల్ నంబర్ నమోదు చేయండి.',
    passwordShort: 'పాస్‌వర్డ్‌లో కనీసం 8 అక్షరాలు ఉండాలి.',
    passwordLong: 'పాస్‌వర్డ్‌లో గరిష్ఠంగా 128 అక్షరాలు ఉండవచ్చు.',
    nameRequired: 'దయచేసి మీ పేరు నమోదు చేయండి.',
    nameLong: 'పేరులో గరిష్ఠంగా 80 అక్షరాలు ఉండవచ్చు.',
    otpFormat: 'SMS లో వచ్చిన 6 అంకెల కోడ్ నమోదు చేయండి.',
    accountExists: 'ఈ ఫోన్ నంబర్‌తో ఇప్పటికే ఖాతా ఉంది. దయచేసి సైన్ ఇన్ చేయండి.',
    loginFailed: 'ఫోన్ నంబర్ లేదా పాస్‌వర్డ్ తప్పు.',
    accountGone: 'మీ ఖాతా కనబడలేదు. దయచేసి మళ్లీ సైన్ ఇన్ చేయండి.',
    sessionEnded: 'మీ సెషన్ ముగిసింది. దయచేసి మళ్లీ సైన్ ఇన్ చేయండి.',
    otpWait_one: 'ఇప్పుడే కోడ్ పంపించాం. మరొకటి అడిగే ముందు {{count}} సెకను ఆగండి.',
    otpWait_other: 'ఇప్పుడే కోడ్ పంపించాం. మరొకటి అడిగే ముందు {{count}} సెకన్లు ఆగండి.',
    otpHourly: 'ఈ నంబర్‌కు చాలా కోడ్‌లు అడిగారు. ఒక గంట తర్వాత మళ్లీ ప్రయత్నించండి.',
    codeInvalid: 'ఆ కోడ్ చెల్లదు లేదా గడువు ముగిసింది. దయచేసి కొత్త కోడ్ అడగండి.',
    codeLocked: 'చాలాసార్లు తప్పు కోడ్ నమోదు చేశారు. దయచేసి కొత్త కోడ్ అడగండి.',
    codeWrong_one: 'ఆ కోడ్ సరైనది కాదు. ఇంకా {{count}} ప్రయత్నం మిగిలి ఉంది.',
    codeWrong_other: 'ఆ కోడ్ సరైనది కాదు. ఇంకా {{count}} ప్రయత్నాలు మిగిలి ఉన్నాయి.',
    labelLong: 'లేబుల్‌లో గరిష్ఠంగా {{max}} అక్షరాలు ఉండవచ్చు.',
    addressLong: 'చిరునామాలో గరిష్ఠంగా {{max}} అక్షరాలు ఉండవచ్చు.',
    tooManyAddresses: 'మీరు గరిష్ఠంగా {{max}} చిరునామాలు సేవ్ చేయవచ్చు. ముందుగా వాడని ఒకదాన్ని తొలగించండి.',
    addressGone: 'ఆ చిరునామా కనబడలేదు.',
    couponUnknown: 'ఈ కూపన్ కోడ్ చెల్లదు.',
    couponInactive: 'ఈ కూపన్ ఇప్పుడు చెల్లదు.',
    couponExpired: 'ఈ కూపన్ గడువు ముగిసింది.',
    couponMinimum: 'ఈ కూపన్‌కు కనీసం {{amount}} కొనుగోలు అవసరం.',
    couponFirstOrder: 'ఈ కూపన్ మీ మొదటి ఆర్డర్‌కు మాత్రమే.',
    couponGuesses_one: 'చాలా కూపన్ కోడ్‌లు ప్రయత్నించారు. {{count}} సెకను ఆగి మళ్లీ ప్రయత్నించండి.',
    couponGuesses_other: 'చాలా కూపన్ కోడ్‌లు ప్రయత్నించారు. {{count}} సెకన్లు ఆగి మళ్లీ ప్రయత్నించండి.',
    itemsUnavailable: 'ఇవి ఇప్పుడు అమ్మడం లేదు: {{items}}. వాటిని మీ కార్ట్ నుంచి తీసివేసి మళ్లీ ప్రయత్నించండి.',
    someItemsUnavailable: 'మీ కార్ట్‌లోని కొన్ని వస్తువులు ఇప్పుడు అందుబాటులో లేవు. వాటిని తీసివేసి మళ్లీ ప్రయత్నించండి.',
    orderInProgress: 'మీ ఆర్డర్ ఇంకా నమోదవుతోంది. కొద్దిసేపు ఆగి మీ ఆర్డర్లు చూడండి.',
    orderGone: 'ఆ ఆర్డర్ మాకు కనబడలేదు.',
    partnerConfirms: 'మీ డెలివరీ భాగస్వామి ఆర్డర్ అందజేసినప్పుడు ఈ డెలివరీని నిర్ధారిస్తారు.',
    orderCancelled: 'ఈ ఆర్డర్ రద్దయింది.',
    alreadyDelivered: 'ఈ ఆర్డర్ ఇప్పటికే డెలివరీ అయినట్టు నమోదైంది.',
  },
  hints: {
    phone: '10 అంకెల మొబైల్ నంబర్',
    password: 'కనీసం 8 అక్షరాలు',
    name: 'తప్పనిసరి',
    otp: 'SMS లో వచ్చిన 6 అంకెలు',
  },
  done: {
    passwordReset: 'మీ పాస్‌వర్డ్ రీసెట్ అయింది.',
  },
  auth: {
    signInForCart: 'మీ కార్ట్ చూడటానికి దయచేసి సైన్ ఇన్ చేయండి. సైన్ ఇన్ తర్వాత మీ కార్ట్‌కే తిరిగి వస్తారు.',
    signInToContinue: 'కొనసాగడానికి దయచేసి సైన్ ఇన్ చేయండి. సైన్ ఇన్ తర్వాత ఇక్కడికే తిరిగి వస్తారు.',
    resendIn_one: '{{count}} సెకనులో OTP మళ్లీ పంపండి',
    resendIn_other: '{{count}} సెకన్లలో OTP మళ్లీ పంపండి',
    resend: 'OTP మళ్లీ పంపండి',
  },
  checkout: {
    freeDeliveryNudge: 'హైదరాబాద్‌లో ఉచిత డెలివరీకి ఇంకా {{amount}} విలువైనవి జోడించండి ({{threshold}} పైబడిన ఆర్డర్లకు).',
    addressLabel: 'ఈ చిరునామాను ఇలా సేవ్ చేయండి',
    labels: { Home: 'ఇల్లు', Work: 'ఆఫీసు', Other: 'ఇతర' },
    otherLabel: 'లేబుల్',
    otherLabelPlaceholder: 'ఉదా., అమ్మానాన్నల ఇల్లు',
  },
  orders: {
    copy: 'కాపీ',
    copyId: 'కాపీ: పూర్తి ఆర్డర్ ID',
    copied: 'ఆర్డర్ ID కాపీ అయింది.',
    fullId: 'పూర్తి ఆర్డర్ ID: {{id}}',
  },
};

export const SCREENS_NS = 'screens';

// Module code runs once per page: the namespace joins the shared i18next instance with this chunk.
i18n.addResourceBundle('en', SCREENS_NS, screensEn);
i18n.addResourceBundle('te', SCREENS_NS, screensTe);
