import { useTestNetwork } from '@farm-store/shared-ui/host/testing';
import { server } from './server';

useTestNetwork(server);
