import { setUpTestNetwork } from '@farm-store/shared-ui/host/testing';
import { i18n } from '@/i18n/i18n';
import { server } from './server';

setUpTestNetwork(server);

// Every test starts in English, whatever the one before it switched to.
afterEach(async () => {
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
});
