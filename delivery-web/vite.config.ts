import { hostAppConfig } from '../shared-ui/host/vite-host.ts';

export default hostAppConfig({ configUrl: import.meta.url, base: '/delivery/', devPort: 5173, firstScreenKit: ['badge', 'button', 'spinner', 'toast'] });
