import { hostAppConfig } from '../shared-ui/host/vite-host';

export default hostAppConfig({ configUrl: import.meta.url, name: 'delivery_web', base: '/delivery/', devPort: 5173 });
