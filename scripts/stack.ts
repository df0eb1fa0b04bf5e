/**
 * make start / make stop / make status: the store as background processes on this machine.
 *   tsx scripts/stack.ts start|stop|status
 * Ports and the database come from the environment (see docs/configuration.md).
 */
import path from 'node:path';
import { readPids, ROOT, startStack, stopStack } from './lib/stack';

const runDir = path.join(ROOT, '.run');
const env = process.env;
const port = (name: string, fallback: number) => Number(env[name] ?? fallback);

async function main(command: string | undefined) {
  switch (command) {
    case 'start': {
      const stack = await startStack({
        runDir,
        dataDir: path.join(ROOT, '.data/db'),
        mongodbUri: env.MONGODB_URI || undefined,
        ports: {
          gateway: port('GATEWAY_PORT', 8080),
          api: port('API_PORT', 3000),
          db: port('DEVDB_PORT', 27018),
          sms: port('SMS_PORT', 8085),
          razorpay: port('RAZORPAY_PORT', 8086),
          tiles: port('TILES_PORT', 8087),
          shop: port('SHOP_PORT', 8081),
          admin: port('ADMIN_PORT', 8082),
          delivery: port('DELIVERY_PORT', 8083),
          ui: port('UI_PORT', 8084),
        },
      });
      const url = stack.storeUrl.replace('127.0.0.1', 'localhost');
      console.log(`
The store is running.
  Shop:      ${url}/
  Admin:     ${url}/admin/      (username ${env.ADMIN_USERNAME ?? 'admin'}, password ${env.ADMIN_PASSWORD ? '(from ADMIN_PASSWORD)' : 'admin12345'})
  Delivery:  ${url}/delivery/   (phone 9000000001, password partner12345)
  API docs:  ${url}/api/docs
  SMS inbox: ${url}/dev/sms/     (every SMS the store sends: sign-up and reset codes, order messages)
  Razorpay:  ${url}/razorpay-standin/   (the payments stand-in: orders, payments, refunds; pay a partner's QR code)
Customers sign up in the shop with a code sent by SMS: read it in the SMS inbox (or .run/api.log).
Logs: make logs   Stop: make stop`);
      break;
    }
    case 'stop':
      await stopStack(runDir);
      console.log('The store is stopped.');
      break;
    case 'status': {
      const pids = readPids(runDir);
      console.log(pids ? `Running on http://localhost:${pids.ports.gateway}/ (pids in .run/pids.json)` : 'Not running.');
      break;
    }
    default:
      console.error('usage: tsx scripts/stack.ts start|stop|status');
      process.exit(2);
  }
}

main(process.argv[2]).catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
