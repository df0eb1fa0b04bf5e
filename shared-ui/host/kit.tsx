// How the apps use the federated UI kit (shared_ui): bundled into each host app at build time (not
// federated itself). Every kit component is fetched at run time (kit-remote.ts), so each gets a plain
// fallback: the page still works if /ui is down.
// (React.lazy would do, but it suspends on every first mount even when the module is ready.)
// To use a new kit component: add it here, and its module to kit-modules.ts beside this file.
import { Suspense, use, type ComponentType, type ReactNode } from 'react';
import { ErrorBoundary } from './error-boundary';
import type { ButtonProps, KitModules, ToastApi } from './kit-modules';
import { loadKitModule } from './kit-remote';

export type { BadgeTone } from './kit-modules';

const warnUnavailable = (error: unknown) => console.warn('UI kit component unavailable; showing the fallback.', error);

/** A module of the kit by name ('button', 'data-table'): shared-ui/src/<name>/<name>.tsx. */
export type KitModuleName = keyof KitModules;

/** What loads each wrapped component ahead of its first render, by the kit module it comes from. */
const preloads = new Map<KitModuleName, Array<() => Promise<unknown>>>();

/**
 * Wraps the component `pick` takes from a kit module: renders `Fallback` while it loads, if the kit is unreachable,
 * or if it throws. Once loaded it renders synchronously (no Suspense flash on later mounts).
 */
function fromKit<Name extends KitModuleName, P extends object>(
  module: Name,
  pick: (kit: KitModules[Name]) => ComponentType<P>,
  Fallback: ComponentType<P> = () => null,
) {
  let loaded: ComponentType<P> | null | undefined; // null: the kit could not be loaded
  let pending: Promise<unknown> | undefined;
  const preload = () =>
    (pending ??= loadKitModule(module)
      .then(pick)
      .then(
        (component) => (loaded = component),
        (error: unknown) => {
          loaded = null;
          warnUnavailable(error);
        },
      ));
  preloads.set(module, [...(preloads.get(module) ?? []), preload]);

  function Loaded(props: P) {
    if (loaded === undefined) use(preload());
    const Remote = loaded ?? Fallback;
    return <Remote {...props} />;
  }
  function KitComponent(props: P) {
    const fallback = <Fallback {...props} />;
    return (
      <ErrorBoundary fallback={fallback} onError={warnUnavailable}>
        <Suspense fallback={fallback}>
          <Loaded {...props} />
        </Suspense>
      </ErrorBoundary>
    );
  }
  return KitComponent;
}

const preloadModules = (modules: Iterable<KitModuleName>) =>
  Promise.all([...[...modules].flatMap((module) => preloads.get(module) ?? []).map((preload) => preload()), loadToastKit()]);

/** Starts loading every kit component now (tests await it so renders never suspend). */
export const preloadKit = () => preloadModules(preloads.keys());

/**
 * Resolves once the components of the given kit modules (and the toasts) are loaded, or after `timeoutMs` if /ui
 * does not answer. Apps render after it with the modules of their first screens, so a normal first paint shows
 * the kit directly: swapping a fallback for the real component while someone is tabbing through the page
 * would drop their focus. Components used later still load on demand (smaller first load).
 */
export function kitReady(firstScreen: readonly KitModuleName[], timeoutMs = 3000): Promise<void> {
  const loaded = preloadModules(firstScreen);
  return Promise.race([loaded.then(() => undefined), new Promise<void>((resolve) => setTimeout(resolve, timeoutMs))]);
}

const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 });

export const Button = fromKit(
  'button',
  (m) => m.Button,
  ({ busy, variant: _variant, fullWidth: _fullWidth, disabled, type = 'button', ...rest }: ButtonProps) => (
    <button {...rest} type={type} disabled={disabled || busy} aria-busy={busy || undefined} />
  ),
);
export const Spinner = fromKit('spinner', (m) => m.Spinner);
export const Skeleton = fromKit('skeleton', (m) => m.Skeleton);
export const SkeletonCard = fromKit('skeleton', (m) => m.SkeletonCard);
export const Badge = fromKit(
  'badge',
  (m) => m.Badge,
  ({ tone: _tone, ...rest }) => <span {...rest} />,
);
export const Price = fromKit(
  'price',
  (m) => m.Price,
  ({ amount, ...rest }) => <span {...rest}>{inr.format(amount)}</span>,
);
export const QuantityStepper = fromKit(
  'quantity-stepper',
  (m) => m.QuantityStepper,
  ({ value }) => <span>{value}</span>,
);
export const Modal = fromKit(
  'modal',
  (m) => m.Modal,
  ({ open, title, children, footer }) =>
    open ? (
      <section role="dialog" aria-modal="true">
        <h2>{title}</h2>
        {children}
        {footer}
      </section>
    ) : null,
);
export const Confetti = fromKit('confetti', (m) => m.Confetti);
export const Tabs = fromKit(
  'tabs',
  (m) => m.Tabs,
  ({ tabs, selected, onSelect, label }) => (
    <div>
      <div role="tablist" aria-label={label}>
        {tabs.map((tab) => (
          <button key={tab.id} type="button" role="tab" aria-selected={tab.id === selected} onClick={() => onSelect(tab.id)}>
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel">{tabs.find((tab) => tab.id === selected)?.content}</div>
    </div>
  ),
);
export const DataTable = fromKit('data-table', (m) => m.DataTable) as KitModules['data-table']['DataTable'];

// Toasts need a provider and a hook from the same module instance, so the module itself is
// loaded once and read with `use()`; without the kit, toasts are silently skipped.
type ToastKit = KitModules['toast'];
let toastKit: ToastKit | null | undefined;
let toastPending: Promise<unknown> | undefined;
function loadToastKit() {
  return (toastPending ??= loadKitModule('toast').then(
    (kit) => (toastKit = kit),
    (error: unknown) => {
      toastKit = null;
      console.warn('UI kit toasts unavailable.', error);
    },
  ));
}
function useToastKit() {
  if (toastKit === undefined) use(loadToastKit());
  return toastKit;
}
const silentToast: ToastApi = { show: () => 0, success: () => 0, error: () => 0, dismiss: () => {} };

/** Suspends until the kit answers; render it inside <Suspense>. */
export function ToastProvider({ children, dismissLabel }: { children: ReactNode; dismissLabel?: string }) {
  const kit = useToastKit();
  return kit ? <kit.ToastProvider dismissLabel={dismissLabel}>{children}</kit.ToastProvider> : <>{children}</>;
}

export function useToast(): ToastApi {
  const kit = useToastKit();
  // `kit` is fixed once loaded, so this conditional hook call is stable across renders.
  return kit ? kit.useToast() : silentToast;
}
