import { setUpTestNetwork } from '@farm-store/shared-ui/host/testing';
import { server } from './server';

setUpTestNetwork(server);
