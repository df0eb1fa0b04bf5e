import { useCallback, useEffect, useRef, useState } from 'react';
import { useToast } from '@farm-store/shared-ui/host/kit';
import { useReloadAdminData } from '@/lib/admin-data';
import { useNewestOrderIds, useOrderEventStream, type OrderEvent } from '../api/order-events';
import { playChime, SOUND_KEY, unlockChime } from '../utils/chime';
import { shortOrderId } from '@farm-store/shared-ui/host/order-id';

const refOf = shortOrderId;

/**
 * New orders while the dashboard is open: a toast, an optional sound, a count on the Orders tab and in the
 * page title until the admin opens that tab, and every list reloaded. Fed by the live stream, or by polling
 * the newest orders while the stream is down.
 */
export function useNewOrderAlerts(ordersTabOpen: boolean) {
  const toast = useToast();
  const reload = useReloadAdminData();
  const [unseen, setUnseen] = useState(0);
  const [soundOn, setSoundOnState] = useState(() => localStorage.getItem(SOUND_KEY) === 'on');
  const known = useRef(new Set<string>());
  const seeded = useRef(false);
  const latest = useRef({ ordersTabOpen, soundOn, toast, reload });
  latest.current = { ordersTabOpen, soundOn, toast, reload };

  const announce = useCallback((orderIds: string[]) => {
    const fresh = orderIds.filter((id) => !known.current.has(id));
    if (fresh.length === 0) return;
    for (const id of fresh) known.current.add(id);
    const { ordersTabOpen: open, soundOn: sound, toast: t } = latest.current;
    t.show(fresh.length === 1 ? `New order #${refOf(fresh[0])}` : `${fresh.length} new orders`, { tone: 'info', durationMs: 6000 });
    if (sound) playChime();
    if (!open) setUnseen((n) => n + fresh.length);
  }, []);

  const live = useOrderEventStream((e: OrderEvent) => {
    if (e.event === 'placed') announce([e.orderId]);
    void latest.current.reload();
  });

  // Polling fallback: the first answer is what was there already; later ones announce ids not seen before.
  const newest = useNewestOrderIds(!live);
  useEffect(() => {
    if (!newest.data) return;
    if (seeded.current) announce(newest.data);
    else {
      seeded.current = true;
      for (const id of newest.data) known.current.add(id);
    }
  }, [newest.data, announce]);

  useEffect(() => {
    if (ordersTabOpen) setUnseen(0);
  }, [ordersTabOpen]);

  useEffect(() => {
    const base = document.title.replace(/^\(\d+\) /, '');
    document.title = unseen > 0 ? `(${unseen}) ${base}` : base;
  }, [unseen]);

  // A sound chosen earlier can play once the admin has clicked anywhere on the page (the browser's rule).
  useEffect(() => {
    if (!soundOn) return;
    document.addEventListener('pointerdown', unlockChime, { once: true });
    return () => document.removeEventListener('pointerdown', unlockChime);
  }, [soundOn]);

  const setSoundOn = useCallback((on: boolean) => {
    if (on) unlockChime();
    localStorage.setItem(SOUND_KEY, on ? 'on' : 'off');
    setSoundOnState(on);
  }, []);

  return { unseen, live, soundOn, setSoundOn };
}
