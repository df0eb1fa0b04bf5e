import { useState, type FormEvent } from 'react';
import { hasAdminToken } from '@/config/auth';
import { FormDialog } from '@/components/form-dialog';
import { LabelledField, LabelledInput } from '@/components/labelled-field';
import { errorMessage } from '@/lib/api-client';
import { Button } from '@farm-store/shared-ui/host/kit';
import type { Product } from '../api/get-products';
import { useUpdateProduct } from '../api/update-product';
import { PRODUCT_CATEGORIES } from '@/config/categories';
import { productFormProblem, type FormProblem } from '../utils/product-form';
import { draftsFrom, editDraft, withNewDraft, withoutDraft } from '../utils/variant-drafts';
import { Field } from './field';
import { CategoryOptions, PRICE_INPUT, STOCK_INPUT, WEIGHT_INPUT } from './product-inputs';
import { ProductImage } from './product-image';

const NO_TOKEN = 'No admin token, authorization denied';
const FAILED = 'Failed to save changes.';

/**
 * Edit Product: details, optional new image and variant rows. The whole form is checked first, then saved in
 * one call; a failure keeps the dialog open with the server's words, and saving again is safe.
 */
export function EditProductModal({ product, onClose }: { product: Product; onClose: () => void }) {
  const updateProduct = useUpdateProduct();
  const [fields, setFields] = useState({
    name: product.name,
    description: product.description,
    // An older product filed under a category we no longer use must be given one of ours.
    category: PRODUCT_CATEGORIES.some((option) => option.value === product.category) ? product.category : '',
    is_active: product.is_active !== false,
  });
  const [image, setImage] = useState<File | null>(null);
  const [variants, setVariants] = useState(() => draftsFrom(product.variants));
  const [error, setError] = useState('');
  // The field the problem is about, which shows it underneath as well.
  const [problemAt, setProblemAt] = useState<FormProblem | null>(null);
  const busy = updateProduct.isPending;

  const close = () => {
    if (!busy) onClose();
  };

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!hasAdminToken()) return setError(NO_TOKEN);
    const problem = productFormProblem(fields, variants);
    setProblemAt(problem?.at ? problem : null);
    if (problem) return setError(problem.message);
    setError('');
    updateProduct.mutate({ product, fields, image, variants }, { onSuccess: onClose, onError: (failure) => setError(errorMessage(failure, FAILED)) });
  }

  const set = (key: 'name' | 'description' | 'category') => (event: { target: { value: string } }) => setFields({ ...fields, [key]: event.target.value });
  const visible = variants.filter((variant) => !variant.deleted);
  const editVariant = (key: string, field: 'label' | 'price' | 'stock' | 'weight') => (event: { target: { value: string } }) =>
    setVariants((all) => editDraft(all, key, { [field]: event.target.value }));
  const problemOf = (key: string, field: NonNullable<FormProblem['at']>['field']) =>
    problemAt?.at?.key === key && problemAt.at.field === field ? problemAt.message : undefined;

  return (
    <FormDialog
      open
      title="Edit Product"
      subtitle={product.name}
      busy={busy}
      submitLabel="Save Changes"
      busyLabel="Saving..."
      error={error}
      onClose={close}
      onSubmit={onSubmit}
    >
      <fieldset className="form-section">
        <legend>Product Details</legend>
        <LabelledInput label="Name" value={fields.name} onChange={set('name')} />
        <LabelledField label="Description">
          <textarea rows={3} value={fields.description} onChange={set('description')} />
        </LabelledField>
        <LabelledField label="Category">
          <select value={fields.category} onChange={set('category')}>
            {!PRODUCT_CATEGORIES.some((option) => option.value === product.category) && <option value="">Choose a category</option>}
            <CategoryOptions />
          </select>
        </LabelledField>
        <label className="field field--inline">
          <input type="checkbox" checked={fields.is_active} onChange={(e) => setFields({ ...fields, is_active: e.target.checked })} />
          <span>Visible in the shop</span>
        </label>
        <div className="edit-product__image">
          <ProductImage src={product.image_url} alt={`Current image of ${product.name}`} />
          <LabelledInput label="New image (optional)" type="file" accept="image/*" onChange={(e) => setImage(e.target.files?.[0] ?? null)} />
        </div>
      </fieldset>
      <fieldset className="form-section">
        <legend>Variants</legend>
        {visible.length === 0 && <p className="muted">No variants</p>}
        <ul className="fsui-plain-list variant-rows">
          {visible.map((variant, index) => (
            <li key={variant.key} className="variant-row">
              <Field label="Label" error={problemOf(variant.key, 'label')}>
                <input value={variant.label} placeholder="e.g. 250g" onChange={editVariant(variant.key, 'label')} />
              </Field>
              <Field label="Price (₹)" error={problemOf(variant.key, 'price')}>
                <input {...PRICE_INPUT} value={variant.price} onChange={editVariant(variant.key, 'price')} />
              </Field>
              <Field label="Stock" error={problemOf(variant.key, 'stock')}>
                <input {...STOCK_INPUT} value={variant.stock} onChange={editVariant(variant.key, 'stock')} />
              </Field>
              <Field label="Weight (g)" error={problemOf(variant.key, 'weight')}>
                <input
                  {...WEIGHT_INPUT}
                  placeholder={variant.isNew ? 'From the label' : 'Required'}
                  value={variant.weight}
                  onChange={editVariant(variant.key, 'weight')}
                />
              </Field>
              <Button
                variant="ghost"
                aria-label={`Remove variant ${variant.label || index + 1}`}
                onClick={() => setVariants((all) => withoutDraft(all, variant.key))}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
        <Button variant="secondary" onClick={() => setVariants(withNewDraft)}>
          Add Variant
        </Button>
      </fieldset>
    </FormDialog>
  );
}
