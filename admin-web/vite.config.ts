import { hostAppConfig } from '../shared-ui/host/vite-host';

export default hostAppConfig({ configUrl: import.meta.url, name: 'admin_web', base: '/admin/', devPort: 5172 });
