import { useState, type FormEvent } from 'react';
import { hasAdminToken } from '@/config/auth';
import { FormDialog } from '@/components/form-dialog';
import { errorMessage } from '@/lib/api-client';
import { useCreateProduct } from '../api/create-product';
import { DEFAULT_CATEGORY, PRODUCT_CATEGORIES } from '../utils/categories';

const REQUIRED = 'Product Name, Category, and an Image are required.';
const NO_TOKEN = 'Admin authentication token not found. Please log in again.';
const FAILED = 'Failed to create product.';

export function AddProductModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const createProduct = useCreateProduct();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [category, setCategory] = useState<string>(DEFAULT_CATEGORY);
  const [image, setImage] = useState<File | null>(null);
  const [variantLabel, setVariantLabel] = useState('');
  const [variantPrice, setVariantPrice] = useState('');
  const [variantStock, setVariantStock] = useState('');
  const [variantWeight, setVariantWeight] = useState('');
  const [visible, setVisible] = useState(true);
  const [error, setError] = useState('');
  const busy = createProduct.isPending;

  function close() {
    if (busy) return;
    setName('');
    setDescription('');
    setCategory(DEFAULT_CATEGORY);
    setImage(null);
    setVariantLabel('');
    setVariantPrice('');
    setVariantStock('');
    setVariantWeight('');
    setVisible(true);
    setError('');
    createProduct.reset();
    onClose();
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!name.trim() || !category || !image) return setError(REQUIRED);
    if (!hasAdminToken()) return setError(NO_TOKEN);
    if (variantStock.trim() !== '' && !/^\d{1,7}$/.test(variantStock.trim())) {
      return setError('Stock must be a whole number (leave it blank when it is not counted).');
    }
    if (variantWeight.trim() !== '' && (!/^\d{1,7}$/.test(variantWeight.trim()) || Number(variantWeight) <= 0)) {
      return setError('The weight must be a whole number of grams, more than 0.');
    }
    setError('');
    const variant =
      variantLabel.trim() && variantPrice.trim()
        ? {
            label: variantLabel.trim(),
            price: Number(variantPrice),
            stock: variantStock.trim() === '' ? null : Number(variantStock),
            ...(variantWeight.trim() === '' ? {} : { weight_grams: Number(variantWeight) }),
          }
        : null;
    createProduct.mutate(
      { name: name.trim(), description, category, image, is_active: visible, variant },
      { onSuccess: close, onError: (failure) => setError(errorMessage(failure, FAILED)) },
    );
  }

  return (
    <FormDialog
      open={open}
      title="Add New Product"
      busy={busy}
      submitLabel="Create Product"
      busyLabel="Creating..."
      error={error}
      onClose={close}
      onSubmit={onSubmit}
    >
      <label className="field">
        <span>Name*</span>
        <input value={name} aria-required="true" onChange={(e) => setName(e.target.value)} />
      </label>
      <label className="field">
        <span>Description</span>
        <textarea rows={3} value={description} onChange={(e) => setDescription(e.target.value)} />
      </label>
      <label className="field">
        <span>Category*</span>
        <select value={category} aria-required="true" onChange={(e) => setCategory(e.target.value)}>
          {PRODUCT_CATEGORIES.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span>Product Image*</span>
        <input type="file" accept="image/*" aria-required="true" onChange={(e) => setImage(e.target.files?.[0] ?? null)} />
      </label>
      <label className="field field--inline">
        <input type="checkbox" checked={visible} onChange={(e) => setVisible(e.target.checked)} />
        <span>Visible in the shop</span>
      </label>
      <fieldset className="form-section">
        <legend>First Variant (Optional)</legend>
        <div className="form-row">
          <label className="field">
            <span>Label</span>
            <input value={variantLabel} placeholder="e.g. 500g" onChange={(e) => setVariantLabel(e.target.value)} />
          </label>
          <label className="field">
            <span>Price (₹)</span>
            <input type="number" min="0" step="0.01" inputMode="decimal" value={variantPrice} onChange={(e) => setVariantPrice(e.target.value)} />
          </label>
          <label className="field">
            <span>Stock</span>
            <input type="number" min="0" step="1" inputMode="numeric" placeholder="Not counted" value={variantStock} onChange={(e) => setVariantStock(e.target.value)} />
          </label>
          <label className="field">
            <span>Weight (g)</span>
            <input type="number" min="1" step="1" inputMode="numeric" placeholder="From the label" value={variantWeight} onChange={(e) => setVariantWeight(e.target.value)} />
          </label>
        </div>
      </fieldset>
    </FormDialog>
  );
}
