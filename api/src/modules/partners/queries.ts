import { sessionAccountsOf } from '../accounts/sessions';
import { PartnerModel } from './model';

/** Partners' accounts as the session check reads them (accounts/sessions.ts; app.ts passes this in). */
export const partnerSessionAccounts = sessionAccountsOf(PartnerModel);
