import mongoose from 'mongoose';
import { loadConfig } from '../config';
import { rebuildDailyStats } from '../modules/orders/counters';

/** `npm run rebuild-stats -w api`: recomputes the order counters (order_days, customer_orders) from the orders. */
async function main(): Promise<void> {
  const config = loadConfig();
  await mongoose.connect(config.MONGODB_URI, { serverSelectionTimeoutMS: 5000 });
  try {
    const started = Date.now();
    await rebuildDailyStats();
    console.log(`order counters rebuilt in ${Date.now() - started} ms`);
  } finally {
    await mongoose.disconnect();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
