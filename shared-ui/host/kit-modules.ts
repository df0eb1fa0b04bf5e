// Types of the UI kit's exposed modules, read from its source (shared-ui/src/<name>/<name>.tsx) so tsc checks
// the apps' props. Type-only: at run time each module comes from /ui/remoteEntry.js (see kit-remote.ts).
export interface KitModules {
  badge: typeof import('../src/badge/badge');
  button: typeof import('../src/button/button');
  confetti: typeof import('../src/confetti/confetti');
  'data-table': typeof import('../src/data-table/data-table');
  modal: typeof import('../src/modal/modal');
  price: typeof import('../src/price/price');
  'quantity-stepper': typeof import('../src/quantity-stepper/quantity-stepper');
  skeleton: typeof import('../src/skeleton/skeleton');
  spinner: typeof import('../src/spinner/spinner');
  tabs: typeof import('../src/tabs/tabs');
  toast: typeof import('../src/toast/toast');
}

export type { BadgeTone } from '../src/badge/badge';
export type { ButtonProps } from '../src/button/button';
export type { ToastApi } from '../src/toast/toast';
