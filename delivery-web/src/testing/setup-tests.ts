import { useTestNetwork } from '@shared-ui-host/testing';
import { server } from './server';

useTestNetwork(server);
