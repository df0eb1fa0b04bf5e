import { hostAppConfig } from '../shared-ui/host/vite-host.ts';

export default hostAppConfig({ configUrl: import.meta.url, base: '/admin/', devPort: 5172, firstScreenKit: ['badge', 'button', 'spinner', 'tabs', 'toast'] });
