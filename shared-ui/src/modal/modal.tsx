import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import '../tokens/tokens.css';
import './modal.css';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
  /** Action buttons, e.g. Cancel and Save Changes. */
  footer?: ReactNode;
  /** Clicking the dimmed backdrop closes the dialog unless this is false (e.g. while saving). */
  closeOnBackdrop?: boolean;
  /** Accessible name of the close button, in the page's language. */
  closeLabel?: string;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function Modal({ open, onClose, title, subtitle, children, footer, closeOnBackdrop = true, closeLabel = 'Close' }: ModalProps) {
  const titleId = useId();
  const subtitleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const returnTo = document.activeElement as HTMLElement | null;
    const dialog = dialogRef.current;
    // Prefer the first field or action inside the body; the close button is a last resort.
    const first = dialog?.querySelector<HTMLElement>(`.fsui-modal__body :is(${FOCUSABLE}), .fsui-modal__footer :is(${FOCUSABLE})`) ?? dialog;
    first?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      returnTo?.focus?.();
    };
  }, [open]);

  if (!open) return null;

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = Array.from(dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    if (focusable.length === 0) return;
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && (document.activeElement === first || document.activeElement === dialogRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return createPortal(
    <div
      className="fsui-modal-backdrop"
      onMouseDown={(event) => {
        if (closeOnBackdrop && event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={dialogRef}
        className="fsui-modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={subtitle ? subtitleId : undefined}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <div className="fsui-modal__header">
          <div className="fsui-modal__titles">
            <h2 id={titleId} className="fsui-modal__title">
              {title}
            </h2>
            {subtitle && (
              <p id={subtitleId} className="fsui-modal__subtitle">
                {subtitle}
              </p>
            )}
          </div>
          <button type="button" className="fsui-modal__close" aria-label={closeLabel} onClick={onClose}>
            ×
          </button>
        </div>
        <div className="fsui-modal__body">{children}</div>
        {footer && <div className="fsui-modal__footer">{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}
