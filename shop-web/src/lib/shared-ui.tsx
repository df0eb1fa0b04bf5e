// The one place this app loads the federated UI kit (shared_ui). Every kit component is
// fetched at runtime, so each gets a plain fallback: the page still works if /ui is down.
// To use a new kit component: add it here and to src/types/shared-ui.d.ts.
import { Component, lazy, Suspense, use, type ComponentType, type ReactNode } from 'react';
import type { ButtonProps } from 'shared_ui/button';
import type { ToastApi } from 'shared_ui/toast';

class KitBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.warn('UI kit component unavailable; showing the fallback.', error);
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

function fromKit<P extends object>(load: () => Promise<ComponentType<P>>, Fallback: ComponentType<P> = () => null) {
  const Remote = lazy(async () => ({ default: await load() })) as unknown as ComponentType<P>;
  function KitComponent(props: P) {
    const fallback = <Fallback {...props} />;
    return (
      <KitBoundary fallback={fallback}>
        <Suspense fallback={fallback}>
          <Remote {...props} />
        </Suspense>
      </KitBoundary>
    );
  }
  return KitComponent;
}

const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 });

export const Button = fromKit(
  () => import('shared_ui/button').then((m) => m.Button),
  ({ busy, variant: _variant, fullWidth: _fullWidth, disabled, type = 'button', ...rest }: ButtonProps) => (
    <button {...rest} type={type} disabled={disabled || busy} aria-busy={busy || undefined} />
  ),
);
export const Spinner = fromKit(() => import('shared_ui/spinner').then((m) => m.Spinner));
export const Skeleton = fromKit(() => import('shared_ui/skeleton').then((m) => m.Skeleton));
export const SkeletonCard = fromKit(() => import('shared_ui/skeleton').then((m) => m.SkeletonCard));
export const Badge = fromKit(
  () => import('shared_ui/badge').then((m) => m.Badge),
  ({ tone: _tone, ...rest }) => <span {...rest} />,
);
export const Price = fromKit(
  () => import('shared_ui/price').then((m) => m.Price),
  ({ amount, ...rest }) => <span {...rest}>{inr.format(amount)}</span>,
);
export const QuantityStepper = fromKit(
  () => import('shared_ui/quantity-stepper').then((m) => m.QuantityStepper),
  ({ value }) => <span>{value}</span>,
);
export const Modal = fromKit(
  () => import('shared_ui/modal').then((m) => m.Modal),
  ({ open, title, children, footer }) =>
    open ? (
      <section role="dialog" aria-modal="true">
        <h2>{title}</h2>
        {children}
        {footer}
      </section>
    ) : null,
);
export const Confetti = fromKit(() => import('shared_ui/confetti').then((m) => m.Confetti));
export const DataTable = fromKit(() => import('shared_ui/data-table').then((m) => m.DataTable)) as typeof import('shared_ui/data-table').DataTable;

// Toasts need a provider and a hook from the same module instance, so the module itself is
// loaded once and read with `use()`; without the kit, toasts are silently skipped.
type ToastKit = typeof import('shared_ui/toast');
let toastKit: Promise<ToastKit | null> | undefined;
const loadToastKit = () =>
  (toastKit ??= import('shared_ui/toast').catch((error: unknown) => {
    console.warn('UI kit toasts unavailable.', error);
    return null;
  }));
const silentToast: ToastApi = { show: () => 0, success: () => 0, error: () => 0, dismiss: () => {} };

/** Suspends until the kit answers; render it inside <Suspense>. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const kit = use(loadToastKit());
  return kit ? <kit.ToastProvider>{children}</kit.ToastProvider> : <>{children}</>;
}

export function useToast(): ToastApi {
  const kit = use(loadToastKit());
  // `kit` is fixed once loaded, so this conditional hook call is stable across renders.
  return kit ? kit.useToast() : silentToast;
}
