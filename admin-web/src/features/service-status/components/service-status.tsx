import { Button } from '@farm-store/shared-ui/host/kit';
import { useHealth } from '../api/get-health';
import './service-status.css';

/** Small "is the store API reachable" line; useful while the real screens are being built. */
export function ServiceStatus() {
  const health = useHealth();
  const state = health.isPending ? 'checking…' : health.isSuccess ? 'online' : 'offline';
  return (
    <div className="service-status">
      <span role="status">Store service: {state}</span>
      <Button variant="ghost" busy={health.isFetching} onClick={() => void health.refetch()}>
        Check again
      </Button>
    </div>
  );
}
