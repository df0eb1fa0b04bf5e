import { act, render, screen } from '@testing-library/react';
import { i18n, SCREENS_NS, setLanguage, useTranslation } from '../i18n';
import { screensEn } from '../screens';
import { te } from '../te';

describe("the shop's texts", () => {
  it('fills placeholders and picks the plural form by the language', () => {
    expect(i18n.t('kit.quantityOf', { item: 'Country Eggs' })).toBe('Quantity of Country Eggs');
    expect(i18n.t('layout.cartItems', { count: 1 })).toBe(', 1 item');
    expect(i18n.t('layout.cartItems', { count: 3 })).toBe(', 3 items');
  });

  it('looks a key up in the later screens’ texts when the first load has none, and reads { ns } first', () => {
    expect(i18n.t('orders.bill')).toBe('Bill Details');
    expect(i18n.t('errors.offline', { ns: SCREENS_NS })).toBe('You seem to be offline. Check your connection and try again.');
  });

  it('shows the default value, or else the key, for a text it does not have', () => {
    expect(i18n.t('no.such.text', { defaultValue: 'Something' })).toBe('Something');
    expect(i18n.t('no.such.text')).toBe('no.such.text');
  });

  it('answers lists and objects with their strings filled in when asked to', () => {
    const cards = i18n.t('partners.vendor.cards', { returnObjects: true, store: 'Our Farm', year: 2020 }) as Array<{ title: string; text: string }>;
    expect(cards.length).toBeGreaterThan(0);
    expect(JSON.stringify(cards)).not.toContain('{{');
    // Without returnObjects a list is not a text: the key is shown.
    expect(i18n.t('partners.vendor.cards')).toBe('partners.vendor.cards');
  });

  it('speaks Telugu once chosen and sets <html lang>', async () => {
    await setLanguage('te');
    expect(document.documentElement.lang).toBe('te');
    expect(i18n.t('language.label')).toBe(te.language.label);
    expect(i18n.t('layout.cartItems', { count: 1 })).toBe(te.layout.cartItems_one.replace('{{count}}', '1'));
    await setLanguage('en');
    expect(document.documentElement.lang).toBe('en');
    expect(i18n.t('language.label')).toBe('Language');
  });

  it('shows the English text where the Telugu catalogue has none', async () => {
    await setLanguage('te');
    i18n.addResourceBundle('te', 'translation', { language: { label: 'భాష' } });
    try {
      expect(i18n.t('language.label')).toBe('భాష');
      expect(i18n.t('layout.more')).toBe('More');
    } finally {
      i18n.addResourceBundle('te', 'translation', te);
      await setLanguage('en');
    }
  });

  it('does not render the page again when a catalogue arrives that nothing on it was missing', () => {
    let renders = 0;
    function Label() {
      const { t } = useTranslation();
      renders += 1;
      return <p>{t('language.label')}</p>;
    }
    render(<Label />);
    const before = renders;
    act(() => i18n.addResourceBundle('en', SCREENS_NS, screensEn));
    expect(renders).toBe(before);
  });

  it('renders a text again once the catalogue that has it arrives', () => {
    function Late() {
      const { t } = useTranslation();
      return <p>{t('late.text')}</p>;
    }
    render(<Late />);
    expect(screen.getByText('late.text')).toBeInTheDocument();
    act(() => i18n.addResourceBundle('en', SCREENS_NS, { ...screensEn, late: { text: 'Arrived' } }));
    expect(screen.getByText('Arrived')).toBeInTheDocument();
    i18n.addResourceBundle('en', SCREENS_NS, screensEn);
  });

  it('renders components again in the language chosen', async () => {
    function Label() {
      const { t } = useTranslation();
      return <p>{t('language.label')}</p>;
    }
    render(<Label />);
    expect(screen.getByText('Language')).toBeInTheDocument();
    await act(() => setLanguage('te'));
    expect(screen.queryByText('Language')).not.toBeInTheDocument();
    await act(() => setLanguage('en'));
    expect(screen.getByText('Language')).toBeInTheDocument();
  });
});
