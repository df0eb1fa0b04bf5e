/*
 * The Razorpay stand-in's checkout script (served at /checkout.js): window.Razorpay with the interface of Razorpay
 * Checkout — new Razorpay(options), .on('payment.failed', cb), .open(), .close() — showing a test checkout like
 * Razorpay's test mode: the store's name, the amount, UPI or card, and "Success" / "Failure".
 * Built with DOM calls and element.style only: the store's Content-Security-Policy allows no inline script, and markup
 * with style attributes would be refused. The stand-in is called at the address this script was loaded from, so it
 * works behind the gateway's /razorpay-standin/ as well as directly.
 * As in Razorpay Checkout, a failed payment leaves the checkout open ('payment.failed' callbacks are called; the
 * customer may try again, or close it, which calls modal.ondismiss); a successful one closes it, then calls handler.
 */
(() => {
  'use strict';
  const script = document.currentScript;
  const base = script && script.src ? script.src.replace(/\/checkout\.js(\?.*)?$/, '') : '';

  const el = (tag, style = {}, text = undefined) => {
    const node = document.createElement(tag);
    Object.assign(node.style, style);
    if (text !== undefined) node.textContent = text;
    return node;
  };

  const rupees = (paise) => new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format((Number(paise) || 0) / 100);

  class Razorpay {
    constructor(options) {
      if (!options || !options.key) throw new Error('Razorpay: the key option is required');
      this.options = options;
      this.listeners = {};
      this.overlay = null;
      this.onKey = (event) => {
        const modal = this.options.modal || {};
        if (event.key === 'Escape' && modal.escape !== false && !this.busy) this.dismiss();
      };
    }

    on(name, callback) {
      (this.listeners[name] = this.listeners[name] || []).push(callback);
      return this;
    }

    close() {
      if (!this.overlay) return;
      this.overlay.remove();
      this.overlay = null;
      document.removeEventListener('keydown', this.onKey);
    }

    dismiss() {
      this.close();
      const modal = this.options.modal || {};
      if (typeof modal.ondismiss === 'function') modal.ondismiss();
    }

    open() {
      if (this.overlay) return this;
      const options = this.options;
      const color = (options.theme && options.theme.color) || '#2d6a2d';

      const overlay = el('div', {
        position: 'fixed',
        inset: '0',
        zIndex: '2147483647',
        background: 'rgba(0, 0, 0, 0.6)',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        padding: '1rem',
        fontFamily: 'system-ui, sans-serif',
      });
      const dialog = el('div', {
        position: 'relative',
        background: '#fff',
        color: '#1f2a1f',
        borderRadius: '0.75rem',
        padding: '1.25rem',
        width: '100%',
        maxWidth: '22rem',
        boxShadow: '0 0.5rem 2rem rgba(0, 0, 0, 0.35)',
      });
      dialog.setAttribute('role', 'dialog');
      dialog.setAttribute('aria-modal', 'true');
      dialog.setAttribute('aria-label', 'Razorpay test checkout');

      const close = el(
        'button',
        { position: 'absolute', top: '0.5rem', right: '0.5rem', border: '0', background: 'transparent', fontSize: '1.5rem', cursor: 'pointer' },
        '×',
      );
      close.type = 'button';
      close.setAttribute('aria-label', 'Close');
      close.addEventListener('click', () => this.dismiss());

      const badge = el(
        'p',
        { margin: '0 0 0.5rem', fontSize: '0.75rem', fontWeight: '700', color: '#8a5a00', textTransform: 'uppercase' },
        'Test mode (stand-in)',
      );
      const name = el('h2', { margin: '0', fontSize: '1.15rem' }, options.name || '');
      const description = el('p', { margin: '0.25rem 0 0', color: '#4a574a' }, options.description || '');
      const amount = el('p', { margin: '0.75rem 0', fontSize: '1.6rem', fontWeight: '700' }, rupees(options.amount));

      const methods = el('fieldset', { border: '1px solid #d5ddd0', borderRadius: '0.5rem', margin: '0 0 1rem', padding: '0.5rem 0.75rem' });
      methods.appendChild(el('legend', { padding: '0 0.25rem' }, 'Pay with'));
      for (const [value, text] of [
        ['upi', 'UPI'],
        ['card', 'Card'],
      ]) {
        const label = el('label', { display: 'inline-flex', alignItems: 'center', gap: '0.35rem', marginRight: '1rem', cursor: 'pointer' });
        const radio = document.createElement('input');
        radio.type = 'radio';
        radio.name = 'rzp-standin-method';
        radio.value = value;
        radio.checked = value === 'upi';
        label.append(radio, text);
        methods.appendChild(label);
      }

      const status = el('p', { minHeight: '1.4em', margin: '0 0 0.75rem', color: '#a11' });
      status.setAttribute('role', 'status');

      const buttons = el('div', { display: 'flex', gap: '0.75rem' });
      const button = (text, background) => {
        const b = el(
          'button',
          { flex: '1', padding: '0.7rem', border: '0', borderRadius: '0.5rem', background, color: '#fff', fontSize: '1rem', cursor: 'pointer' },
          text,
        );
        b.type = 'button';
        buttons.appendChild(b);
        return b;
      };
      const success = button('Success', color);
      const failure = button('Failure', '#a11');

      const setBusy = (busy) => {
        this.busy = busy;
        success.disabled = failure.disabled = close.disabled = busy;
      };
      const pay = async (outcome) => {
        const checked = methods.querySelector('input:checked');
        const prefill = options.prefill || {};
        setBusy(true);
        status.textContent = 'Processing…';
        try {
          const response = await fetch(`${base}/_standin/checkout/pay`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              key_id: options.key,
              order_id: options.order_id,
              outcome,
              method: checked ? checked.value : 'upi',
              contact: prefill.contact,
              email: prefill.email,
              description: options.description,
            }),
          });
          const body = await response.json();
          if (!response.ok) throw new Error((body.error && body.error.description) || 'The test checkout failed');
          if (body.error) {
            status.textContent = 'Payment failed. Try again, or close.';
            for (const callback of this.listeners['payment.failed'] || []) callback({ error: body.error });
            return;
          }
          this.close();
          if (typeof options.handler === 'function') options.handler(body);
        } catch (error) {
          status.textContent = String(error.message || error);
        } finally {
          setBusy(false);
        }
      };
      success.addEventListener('click', () => void pay('success'));
      failure.addEventListener('click', () => void pay('failure'));

      dialog.append(close, badge, name, description, amount, methods, status, buttons);
      overlay.appendChild(dialog);
      document.body.appendChild(overlay);
      this.overlay = overlay;
      document.addEventListener('keydown', this.onKey);
      success.focus();
      return this;
    }
  }

  window.Razorpay = Razorpay;
})();
