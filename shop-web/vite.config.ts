import { hostAppConfig } from '../shared-ui/host/vite-host';

export default hostAppConfig({ configUrl: import.meta.url, name: 'shop_web', base: '/', devPort: 5171 });
