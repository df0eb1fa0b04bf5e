// Types for the runtime-loaded UI kit, taken from its source so tsc checks the apps' props.
// `@shared-ui-src/*` (each app's tsconfig paths) is for these declarations only: code imports `shared_ui/<name>`.
declare module 'shared_ui/badge' { export * from '@shared-ui-src/badge/badge'; }
declare module 'shared_ui/button' { export * from '@shared-ui-src/button/button'; }
declare module 'shared_ui/confetti' { export * from '@shared-ui-src/confetti/confetti'; }
declare module 'shared_ui/data-table' { export * from '@shared-ui-src/data-table/data-table'; }
declare module 'shared_ui/modal' { export * from '@shared-ui-src/modal/modal'; }
declare module 'shared_ui/price' { export * from '@shared-ui-src/price/price'; }
declare module 'shared_ui/quantity-stepper' { export * from '@shared-ui-src/quantity-stepper/quantity-stepper'; }
declare module 'shared_ui/skeleton' { export * from '@shared-ui-src/skeleton/skeleton'; }
declare module 'shared_ui/spinner' { export * from '@shared-ui-src/spinner/spinner'; }
declare module 'shared_ui/tabs' { export * from '@shared-ui-src/tabs/tabs'; }
declare module 'shared_ui/toast' { export * from '@shared-ui-src/toast/toast'; }
declare module 'shared_ui/tokens' { export * from '@shared-ui-src/tokens/tokens'; }
