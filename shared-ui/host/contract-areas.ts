// The contract's schemas, area by area: read at run time only by contract-check.ts (development and tests), and as a
// type by contract.ts.
import * as accounts from '@farm-store/contracts/accounts';
import * as addresses from '@farm-store/contracts/addresses';
import * as adminStats from '@farm-store/contracts/admin-stats';
import * as audit from '@farm-store/contracts/audit';
import * as bills from '@farm-store/contracts/bills';
import * as catalogue from '@farm-store/contracts/catalogue';
import * as common from '@farm-store/contracts/common';
import * as complaints from '@farm-store/contracts/complaints';
import * as coupons from '@farm-store/contracts/coupons';
import * as delivery from '@farm-store/contracts/delivery';
import * as doorstep from '@farm-store/contracts/doorstep';
import * as health from '@farm-store/contracts/health';
import * as images from '@farm-store/contracts/images';
import * as inquiries from '@farm-store/contracts/inquiries';
import * as notifications from '@farm-store/contracts/notifications';
import * as orders from '@farm-store/contracts/orders';
import * as partners from '@farm-store/contracts/partners';
import * as payments from '@farm-store/contracts/payments';
import * as ratings from '@farm-store/contracts/ratings';
import * as slots from '@farm-store/contracts/slots';
import * as storeCredit from '@farm-store/contracts/store-credit';
import * as subscriptions from '@farm-store/contracts/subscriptions';

/** Every area of the contract by the name a contract name starts with ('orders/…'); contract.ts types names from it. */
export const AREAS = {
  accounts,
  addresses,
  'admin-stats': adminStats,
  audit,
  bills,
  catalogue,
  common,
  complaints,
  coupons,
  delivery,
  doorstep,
  health,
  images,
  inquiries,
  notifications,
  orders,
  partners,
  payments,
  ratings,
  slots,
  'store-credit': storeCredit,
  subscriptions,
};
