import type { ProductDetails } from '@/lib/product-details';

/**
 * Shelf-wide product details (nutrition, benefits, cooking tips), shown on the product page of every product that has
 * no details of its own (lib/product-details.ts). Static client data like those, in both languages, kept out of the
 * message catalogue so that they ship with the product page's chunk rather than with the first load.
 */
type ShelfDetails = Record<string, ProductDetails>;

const en: ShelfDetails = {
  livebirds: {
    nutrition: [
      { label: 'Protein', value: '20–25 g per 100 g of meat' },
      { label: 'Fat', value: 'Low in free-range birds' },
      { label: 'Minerals', value: 'Iron, zinc and B vitamins' },
    ],
    benefits: ['Lean protein from birds that roam and forage', 'No growth hormones or routine antibiotics', 'Firmer, tastier meat than broiler birds'],
    cooking_tips: 'Live weight is the bird before dressing; expect about two-thirds as meat. Slow-cook country birds for tender curries.',
  },
  meat: {
    nutrition: [
      { label: 'Protein', value: '20–27 g per 100 g' },
      { label: 'Iron', value: 'Rich' },
      { label: 'Vitamins', value: 'B12 and niacin' },
    ],
    benefits: ['Grass-fed and cut fresh on the day', 'A good source of iron and B12', 'Cleaned and ready to cook'],
    cooking_tips: 'Keep chilled and cook within a day; marinate with curd and spices, then pressure cook or slow-cook until tender.',
  },
  eggs: {
    nutrition: [
      { label: 'Protein', value: 'About 6 g per hen egg' },
      { label: 'Energy', value: '70–90 kcal per egg' },
      { label: 'Vitamins', value: 'B12, D and choline' },
    ],
    benefits: ['Complete protein with all essential amino acids', 'Rich yolks from foraging birds', 'Supports eye and brain health'],
    cooking_tips: 'Keep refrigerated, pointed end down; bring to room temperature before baking.',
  },
  pickles: {
    nutrition: [
      { label: 'Oil', value: 'Cold-pressed gingelly or groundnut oil' },
      { label: 'Salt', value: 'Traditional level: enjoy in small portions' },
      { label: 'Preservatives', value: 'None added' },
    ],
    benefits: ['Made in small batches with hand-pounded spices', 'Keeps for months without artificial preservatives', 'A little lifts a whole meal'],
    cooking_tips: 'Use a dry spoon and keep the jar closed; the oil on top keeps the pickle fresh.',
  },
  dairy: {
    nutrition: [
      { label: 'Protein', value: 'Milk, curd and paneer are rich in it' },
      { label: 'Calcium', value: 'High' },
      { label: 'Vitamins', value: 'A, D and B12' },
    ],
    benefits: ['From native-breed cows and buffaloes', 'Calcium for bones and teeth', 'No added preservatives'],
    cooking_tips: 'Keep milk, curd and paneer chilled and use within two days; ghee keeps at room temperature.',
  },
  dryfruits: {
    nutrition: [
      { label: 'Energy', value: '300–650 kcal per 100 g' },
      { label: 'Fibre', value: 'High' },
      { label: 'Minerals', value: 'Magnesium, potassium and iron' },
    ],
    benefits: ['Healthy fats and plant protein', 'Natural sweetness without added sugar', 'A filling snack between meals'],
    cooking_tips: 'Store airtight in a cool, dark place; soak almonds overnight for easier digestion.',
  },
  oils: {
    nutrition: [
      { label: 'Energy', value: 'About 900 kcal per 100 ml' },
      { label: 'Fats', value: 'Mostly unsaturated' },
      { label: 'Vitamin E', value: 'Kept by cold pressing' },
    ],
    benefits: ['Wood-pressed without heat or chemicals', 'Keeps the seed’s natural aroma', 'Unrefined and unbleached'],
    cooking_tips: 'Store away from sunlight; heat gently, and do not reuse oil that has smoked.',
  },
  millets: {
    nutrition: [
      { label: 'Fibre', value: '3–10 g per 100 g' },
      { label: 'Protein', value: '7–12 g per 100 g' },
      { label: 'Minerals', value: 'Iron, calcium and magnesium' },
    ],
    benefits: ['Gluten-free whole grains', 'Release energy slowly', 'Grown rain-fed with little water'],
    cooking_tips: 'Rinse and soak for 30 minutes, then cook like rice with about 2.5 cups of water per cup.',
  },
};

const te: ShelfDetails = {
  livebirds: {
    nutrition: [
      { label: 'ప్రోటీన్', value: '100 గ్రా. మాంసంలో 20–25 గ్రా.' },
      { label: 'కొవ్వు', value: 'స్వేచ్ఛగా తిరిగే పక్షుల్లో తక్కువ' },
      { label: 'ఖనిజాలు', value: 'ఇనుము, జింక్, B విటమిన్లు' },
    ],
    benefits: ['ఆరుబయట తిరిగి మేసే పక్షుల నుండి లీన్ ప్రోటీన్', 'గ్రోత్ హార్మోన్లు, యాంటీబయాటిక్స్ ఇవ్వము', 'బ్రాయిలర్ కంటే గట్టిగా, రుచిగా ఉండే మాంసం'],
    cooking_tips: 'లైవ్ బరువు శుభ్రం చేయక ముందు పక్షి బరువు; అందులో సుమారు మూడింట రెండు వంతులు మాంసం. నాటు కోళ్లను నెమ్మదిగా వండితే కూర మెత్తగా ఉంటుంది.',
  },
  meat: {
    nutrition: [
      { label: 'ప్రోటీన్', value: '100 గ్రా.కు 20–27 గ్రా.' },
      { label: 'ఇనుము', value: 'సమృద్ధిగా' },
      { label: 'విటమిన్లు', value: 'B12, నియాసిన్' },
    ],
    benefits: ['గడ్డి మేసిన జంతువుల మాంసం, అదే రోజు కోసినది', 'ఇనుము, B12 కు మంచి మూలం', 'శుభ్రం చేసి వండటానికి సిద్ధంగా'],
    cooking_tips: 'చల్లగా ఉంచి ఒక రోజులో వండండి; పెరుగు, మసాలాతో నానబెట్టి ప్రెషర్ కుక్కర్‌లో లేదా నెమ్మదిగా మెత్తబడే వరకు వండండి.',
  },
  eggs: {
    nutrition: [
      { label: 'ప్రోటీన్', value: 'కోడి గుడ్డుకు సుమారు 6 గ్రా.' },
      { label: 'శక్తి', value: 'గుడ్డుకు 70–90 కిలో కేలరీలు' },
      { label: 'విటమిన్లు', value: 'B12, D, కోలిన్' },
    ],
    benefits: ['అన్ని ముఖ్య అమైనో ఆమ్లాలు ఉన్న పూర్తి ప్రోటీన్', 'ఆరుబయట మేసే పక్షుల గాఢమైన పచ్చసొన', 'కళ్లు, మెదడు ఆరోగ్యానికి మేలు'],
    cooking_tips: 'సన్నని వైపు కిందకు ఉంచి ఫ్రిజ్‌లో పెట్టండి; బేకింగ్‌కు ముందు గది ఉష్ణోగ్రతకు రానివ్వండి.',
  },
  pickles: {
    nutrition: [
      { label: 'నూనె', value: 'గానుగ నువ్వుల లేదా వేరుశెనగ నూనె' },
      { label: 'ఉప్పు', value: 'సంప్రదాయ మోతాదు: కొంచెంగా తినండి' },
      { label: 'ప్రిజర్వేటివ్‌లు', value: 'ఏవీ కలపలేదు' },
    ],
    benefits: ['చేతితో దంచిన మసాలాలతో చిన్న బ్యాచ్‌లలో తయారీ', 'కృత్రిమ ప్రిజర్వేటివ్‌లు లేకుండా నెలల తరబడి నిల్వ', 'కొంచెం చాలు, భోజనం మొత్తం రుచిగా'],
    cooking_tips: 'పొడి చెంచా వాడండి, జాడీ మూత పెట్టి ఉంచండి; పైన ఉన్న నూనె పచ్చడిని తాజాగా ఉంచుతుంది.',
  },
  dairy: {
    nutrition: [
      { label: 'ప్రోటీన్', value: 'పాలు, పెరుగు, పనీర్‌లో సమృద్ధిగా' },
      { label: 'కాల్షియం', value: 'ఎక్కువ' },
      { label: 'విటమిన్లు', value: 'A, D, B12' },
    ],
    benefits: ['దేశీ జాతి ఆవులు, గేదెల నుండి', 'ఎముకలు, పళ్లకు కాల్షియం', 'ప్రిజర్వేటివ్‌లు కలపలేదు'],
    cooking_tips: 'పాలు, పెరుగు, పనీర్‌ను చల్లగా ఉంచి రెండు రోజుల్లో వాడండి; నెయ్యి గది ఉష్ణోగ్రతలో నిల్వ ఉంటుంది.',
  },
  dryfruits: {
    nutrition: [
      { label: 'శక్తి', value: '100 గ్రా.కు 300–650 కిలో కేలరీలు' },
      { label: 'పీచు పదార్థం', value: 'ఎక్కువ' },
      { label: 'ఖనిజాలు', value: 'మెగ్నీషియం, పొటాషియం, ఇనుము' },
    ],
    benefits: ['ఆరోగ్యకరమైన కొవ్వులు, మొక్కల ప్రోటీన్', 'చక్కెర కలపని సహజ తీపి', 'భోజనాల మధ్య కడుపు నింపే చిరుతిండి'],
    cooking_tips: 'గాలి చొరని డబ్బాలో చల్లని, చీకటి చోట ఉంచండి; బాదం రాత్రంతా నానబెడితే సులభంగా జీర్ణమవుతుంది.',
  },
  oils: {
    nutrition: [
      { label: 'శక్తి', value: '100 మి.లీ.కు సుమారు 900 కిలో కేలరీలు' },
      { label: 'కొవ్వులు', value: 'ఎక్కువగా అసంతృప్త కొవ్వులు' },
      { label: 'విటమిన్ E', value: 'చల్లగా గానుగ ఆడటం వల్ల నిలుస్తుంది' },
    ],
    benefits: ['వేడి, రసాయనాలు లేకుండా చెక్క గానుగలో తీసినది', 'గింజ సహజ సువాసన నిలుస్తుంది', 'రిఫైన్ చేయనిది, బ్లీచ్ చేయనిది'],
    cooking_tips: 'ఎండ తగలని చోట ఉంచండి; నెమ్మదిగా వేడి చేయండి, పొగ వచ్చిన నూనెను మళ్లీ వాడకండి.',
  },
  millets: {
    nutrition: [
      { label: 'పీచు పదార్థం', value: '100 గ్రా.కు 3–10 గ్రా.' },
      { label: 'ప్రోటీన్', value: '100 గ్రా.కు 7–12 గ్రా.' },
      { label: 'ఖనిజాలు', value: 'ఇనుము, కాల్షియం, మెగ్నీషియం' },
    ],
    benefits: ['గ్లూటెన్ లేని పూర్తి ధాన్యాలు', 'శక్తిని నెమ్మదిగా ఇస్తాయి', 'తక్కువ నీటితో వర్షాధారంగా పండుతాయి'],
    cooking_tips: 'కడిగి 30 నిమిషాలు నానబెట్టి, ఒక కప్పుకు సుమారు 2.5 కప్పుల నీళ్లతో అన్నంలా వండండి.',
  },
};

/** The details of a stored category's shelf in the shopper's language, or null for a category we do not know. */
export function shelfDetails(category: string, language: string): ProductDetails | null {
  return (language === 'te' ? te : en)[category] ?? null;
}
