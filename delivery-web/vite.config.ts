import { hostAppConfig } from '../shared-ui/host/vite-host.ts';
import { firstScreenKit } from './src/config/first-screen-kit.ts';

export default hostAppConfig({ configUrl: import.meta.url, base: '/delivery/', devPort: 5173, firstScreenKit });
