import { Catalogue } from '@/features/catalogue/components/catalogue';

export function HomeRoute() {
  return <Catalogue />;
}
