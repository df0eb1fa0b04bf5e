import { SubscriptionPage } from '@/features/subscriptions/components/subscription-page';
import { SubscriptionsPage } from '@/features/subscriptions/components/subscriptions-page';

export function SubscriptionsRoute() {
  return <SubscriptionsPage />;
}

export function SubscriptionRoute() {
  return <SubscriptionPage />;
}
