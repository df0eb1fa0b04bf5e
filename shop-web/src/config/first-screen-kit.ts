import type { KitModuleName } from '@farm-store/shared-ui/host/kit';

/**
 * The UI kit modules of the first screen (the header, the catalogue's cards — with the stepper of what is in the cart — and their skeletons): the page's head asks for them alongside the app's own
 * scripts (vite.config.ts) and the app paints once they are in (main.tsx). Every app gets the toasts too.
 */
export const firstScreenKit: readonly KitModuleName[] = ['badge', 'button', 'price', 'quantity-stepper', 'skeleton'];
