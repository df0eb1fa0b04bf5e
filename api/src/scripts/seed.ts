import mongoose from 'mongoose';
import { loadConfig, type Config } from '../config';
import { ensureAdmin } from '../modules/accounts/admin-service';
import { bumpCatalogueVersion } from '../modules/catalogue/catalogue-version';
import { ProductModel } from '../modules/catalogue/model';
import { createProduct, createVariant } from '../modules/catalogue/product-writes';
import { CouponModel } from '../modules/coupons/model';
import { createCoupon } from '../modules/coupons/service';
import { storeImage } from '../modules/images/service';
import { ensureCounters } from '../modules/orders/counters';
import { ensureDemoPartners } from '../modules/partners/service';
import { addTemplate } from '../modules/slots/service';
import { SlotCountModel, SlotTemplateModel } from '../modules/slots/model';
import { labelWeightGrams } from '../domain/pricing/weight';
import {
  DEMO_COUPONS,
  DEMO_PRODUCTS,
  DEMO_SLOTS,
  DEMO_STORE,
  DEMO_SUBSCRIBABLE_CATEGORIES,
  DEMO_TAX,
  DEMO_TELUGU,
  demoAddedDaysAgo,
  demoMrp,
} from './demo-catalogue';
import { ensureStoreSettings } from '../modules/bills/settings';
import { productPicturePng } from './product-art';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Demo data: the admin account from the environment, the demo delivery partners (both kept if they exist), the
 * Hyderabad riders' delivery slots (unless the store has slots or has used them), and — only while the catalogue is
 * empty — the demo catalogue with generated images and three public coupons. Running it again changes nothing.
 * Expects an open mongoose connection.
 */
export async function seedDemoData(config: Config = loadConfig()): Promise<{ created: boolean }> {
  await ensureAdmin(config);
  await ensureDemoPartners();
  await ensureCounters(); // order counters recomputed when missing while orders exist (orders/counters.ts)
  await ensureStoreSettings(DEMO_STORE); // the demo store's GST details, unless the owner has set them
  // A store that has never delivered in slots gets the demo ones (also a data folder from before slots); one whose
  // staff removed their slots after using them keeps none.
  if (!(await SlotTemplateModel.exists({})) && !(await SlotCountModel.exists({}))) for (const slot of DEMO_SLOTS) await addTemplate(slot);
  if (await ProductModel.exists({})) return { created: false };

  // Drawn together (sharp renders on its own threads), stored one by one.
  const pictures = await Promise.all(DEMO_PRODUCTS.map((demo) => productPicturePng(demo.name)));
  const now = Date.now();
  for (const [index, demo] of DEMO_PRODUCTS.entries()) {
    const image = await storeImage(pictures[index], `${demo.name}.png`);
    const [first, ...more] = demo.variants.map(([label, price]) => ({
      label,
      price,
      mrp: demoMrp(demo.name, price),
      ...(demo.perKg !== undefined && { sold_by_weight: true, price_per_kg: demo.perKg, weight_grams: labelWeightGrams(label) }),
    }));
    const telugu = DEMO_TELUGU[demo.name];
    const product = await createProduct(
      {
        name: demo.name,
        description: demo.description,
        name_te: telugu?.name,
        description_te: telugu?.description,
        category: demo.category,
        image_url: image.url,
        ...(DEMO_TAX[demo.name] && { hsn: DEMO_TAX[demo.name].hsn, gst_rates: DEMO_TAX[demo.name].rates }),
        ...(DEMO_SUBSCRIBABLE_CATEGORIES.includes(demo.category) && { subscribable: true }),
      },
      first ?? null,
    );
    for (const variant of more) await createVariant({ product_id: product.id, ...variant });
    // Spread over the demo shop's months, so "New" marks only the latest arrivals.
    await ProductModel.updateOne({ _id: product.id }, { $set: { created_at: new Date(now - demoAddedDaysAgo(index, demo.name) * DAY_MS) } });
  }
  await bumpCatalogueVersion(); // the dates above are catalogue writes too

  const expiry = new Date(Date.now() + 365 * 24 * 60 * 60 * 1000).toISOString();
  for (const coupon of DEMO_COUPONS) {
    if (await CouponModel.exists({ code: coupon.code })) continue;
    await createCoupon({ ...coupon, expiry_date: expiry, is_public: true });
  }
  return { created: true };
}

/** `npm run seed -w api`: connects with MONGODB_URI, seeds, disconnects. */
async function main(): Promise<void> {
  const config = loadConfig();
  // Same connection settings as the API (FerretDB has no retryable writes).
  await mongoose.connect(config.MONGODB_URI, { serverSelectionTimeoutMS: 5000 });
  try {
    await Promise.all(Object.values(mongoose.models).map((m) => m.init()));
    const { created } = await seedDemoData(config);
    console.log(created ? `Seeded ${DEMO_PRODUCTS.length} demo products and ${DEMO_COUPONS.length} coupons.` : 'Catalogue not empty: demo data left as it is.');
  } finally {
    await mongoose.disconnect();
  }
}

if (require.main === module) {
  main().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exitCode = 1;
  });
}
