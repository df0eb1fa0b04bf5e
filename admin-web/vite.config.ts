import { hostAppConfig } from '../shared-ui/host/vite-host.ts';
import { firstScreenKit } from './src/config/first-screen-kit.ts';

export default hostAppConfig({ configUrl: import.meta.url, base: '/admin/', devPort: 5172, firstScreenKit });
