import type { CartItemRef, CartLine, Product, Variant } from '@/types/api';
import { createLocalStore } from './local-store';
import type { WeighedVariant } from './weighed';

export const CART_KEY = 'cart';

const isText = (v: unknown): v is string => typeof v === 'string';
const isPositiveNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0;

/** One stored line, or null when it is not a usable cart line (it is then dropped). */
function parseLine(raw: unknown): CartLine | null {
  if (!raw || typeof raw !== 'object') return null;
  const line = raw as Record<string, unknown>;
  if (!isText(line.id) || !line.id || !isText(line.name) || !isPositiveNumber(line.price)) return null;
  const quantity = typeof line.quantity === 'number' && Number.isFinite(line.quantity) ? Math.max(1, Math.floor(line.quantity)) : 1;
  return {
    id: line.id,
    productId: isText(line.productId) ? line.productId : '',
    name: line.name,
    ...(isText(line.name_te) && line.name_te ? { name_te: line.name_te } : {}),
    description: isText(line.description) ? line.description : '',
    image_url: isText(line.image_url) ? line.image_url : null,
    variantLabel: isText(line.variantLabel) ? line.variantLabel : '',
    price: line.price,
    quantity: Math.min(quantity, 99),
    ...(parseWeighed(line.weighed) && { weighed: parseWeighed(line.weighed)! }),
  };
}

/** A stored line's weighed-sale fields, when whole. */
function parseWeighed(raw: unknown): WeighedVariant | null {
  if (!raw || typeof raw !== 'object') return null;
  const w = raw as Record<string, unknown>;
  return isPositiveNumber(w.weight_grams) && isPositiveNumber(w.price_per_kg) && isPositiveNumber(w.tolerance_pct)
    ? { weight_grams: w.weight_grams, price_per_kg: w.price_per_kg, tolerance_pct: w.tolerance_pct }
    : null;
}

/** A missing or non-list cart counts as empty; malformed lines are dropped; one line per variant. */
export function parseCart(raw: unknown): CartLine[] {
  if (!Array.isArray(raw)) return [];
  const lines: CartLine[] = [];
  for (const item of raw) {
    const line = parseLine(item);
    if (line && !lines.some((l) => l.id === line.id)) lines.push(line);
  }
  return lines;
}

const cartStore = createLocalStore(CART_KEY, parseCart);

export const readCart = cartStore.read;
export const useCart = cartStore.useValue;

export const cartQuantity = (lines: CartLine[]) => lines.reduce((sum, line) => sum + line.quantity, 0);
export const cartSubtotal = (lines: CartLine[]) => Math.round(lines.reduce((sum, l) => sum + l.price * l.quantity, 0) * 100) / 100;
/** How a stale-cart answer names its lines: the variant ids it lists, as the cart shows them. */
export const lineNames = (lines: CartLine[]) => (variantIds: string[]) =>
  lines.filter((line) => variantIds.includes(line.id)).map((line) => `${line.name} (${line.variantLabel})`);

export const cartRefs = (lines: Pick<CartLine, 'id' | 'quantity'>[]): CartItemRef[] => lines.map(({ id, quantity }) => ({ id, quantity }));

/** An existing variant gains `quantity` (1 for an Add button), otherwise a new line; at most 99 per line. */
export function addToCart(product: Pick<Product, 'id' | 'name' | 'name_te' | 'description' | 'image_url'>, variant: Variant, quantity = 1) {
  const lines = readCart();
  const existing = lines.find((line) => line.id === variant.id);
  cartStore.write(
    existing
      ? lines.map((line) => (line === existing ? { ...line, quantity: Math.min(99, line.quantity + quantity) } : line))
      : [
          ...lines,
          {
            id: variant.id,
            productId: product.id,
            name: product.name,
            ...(product.name_te ? { name_te: product.name_te } : {}),
            description: product.description,
            image_url: product.image_url,
            variantLabel: variant.label,
            price: variant.price,
            quantity: Math.min(99, quantity),
            ...(variant.sold_by_weight && {
              weighed: { weight_grams: variant.weight_grams, price_per_kg: variant.price_per_kg, tolerance_pct: variant.tolerance_pct },
            }),
          },
        ],
  );
}

export function setQuantity(variantId: string, quantity: number) {
  const next = Math.min(99, Math.max(1, Math.floor(quantity)));
  cartStore.write(readCart().map((line) => (line.id === variantId ? { ...line, quantity: next } : line)));
}

export function removeFromCart(variantId: string) {
  cartStore.write(readCart().filter((line) => line.id !== variantId));
}

export function clearCart() {
  cartStore.write(null);
}
