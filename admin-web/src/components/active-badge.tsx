import { Badge } from '@farm-store/shared-ui/host/kit';

/** A record's on/off state in a list: a green Active, or a grey badge saying `off` ("Inactive", "Disabled"). */
export function ActiveBadge({ active, off }: { active: boolean; off: string }) {
  return <Badge tone={active ? 'green' : 'grey'}>{active ? 'Active' : off}</Badge>;
}
