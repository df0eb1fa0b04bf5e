import { useState, type FormEvent } from 'react';
import { hasAdminToken } from '@/config/auth';
import { FormDialog } from '@/components/form-dialog';
import { LabelledField, LabelledInput } from '@/components/labelled-field';
import { errorMessage } from '@/lib/api-client';
import { Button, useToast } from '@farm-store/shared-ui/host/kit';
import type { Product } from '../api/get-products';
import { useUpdateProduct } from '../api/update-product';
import { PRODUCT_CATEGORIES } from '@/config/categories';
import { productFormProblem, type FormProblem } from '../utils/product-form';
import { taxClassOf, taxDraftOf, taxProblems, type TaxProblems } from '../utils/tax-class';
import { draftsFrom, editDraft, withNewDraft, withoutDraft, type DraftField } from '../utils/variant-drafts';
import { Field } from './field';
import { PhotoPreview } from './photo-preview';
import { CategoryOptions, MRP_INPUT, PRICE_INPUT, STOCK_INPUT, TELUGU_DESCRIPTION_INPUT, TELUGU_NAME_INPUT, WEIGHT_INPUT } from './product-inputs';
import { ProductImage } from './product-image';
import { SubscribableField } from './subscribable-field';
import { TaxClassFields } from './tax-class-fields';

const NO_TOKEN = 'No admin token, authorization denied';
const FAILED = 'Failed to save changes.';

/** What the toast says once a save closes the dialog: hiding or showing the product is said as such. */
function savedMessage(name: string, wasVisible: boolean, visible: boolean): string {
  if (wasVisible && !visible) return `${name} is hidden from the shop.`;
  if (!wasVisible && visible) return `${name} is back in the shop.`;
  return `${name} saved.`;
}

/**
 * Edit Product: details, optional new image (shown before it is uploaded), tax class and variant rows. The whole form is
 * checked first, then saved in one call, which closes the dialog with a toast; a failure keeps it open with the
 * server's words, and saving again is safe.
 */
export function EditProductModal({ product, onClose }: { product: Product; onClose: () => void }) {
  const updateProduct = useUpdateProduct();
  const toast = useToast();
  const [fields, setFields] = useState({
    name: product.name,
    description: product.description,
    name_te: product.name_te,
    description_te: product.description_te,
    // An older product filed under a category we no longer use must be given one of ours.
    category: PRODUCT_CATEGORIES.some((option) => option.value === product.category) ? product.category : '',
    is_active: product.is_active !== false,
    subscribable: product.subscribable === true,
  });
  const [image, setImage] = useState<File | null>(null);
  const [variants, setVariants] = useState(() => draftsFrom(product.variants));
  const [tax, setTax] = useState(() => taxDraftOf(product));
  const [taxProblemsShown, setTaxProblemsShown] = useState<TaxProblems>({});
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
    const foundTax = taxProblems(tax);
    setTaxProblemsShown(foundTax);
    const taxProblem = foundTax.hsn ?? foundTax.rates;
    if (taxProblem) return setError(taxProblem);
    setError('');
    const taxClass = taxClassOf(tax);
    const taxChanged = JSON.stringify(taxClass) !== JSON.stringify({ hsn: product.hsn, gst_rates: product.gst_rates });
    updateProduct.mutate(
      { product, fields, image, variants, tax: taxChanged ? taxClass : null },
      {
        onSuccess: (saved) => {
          toast.success(savedMessage(saved.name, product.is_active !== false, saved.is_active));
          onClose();
        },
        onError: (failure) => setError(errorMessage(failure, FAILED)),
      },
    );
  }

  const set = (key: 'name' | 'description' | 'name_te' | 'description_te' | 'category') => (event: { target: { value: string } }) =>
    setFields({ ...fields, [key]: event.target.value });
  const visible = variants.filter((variant) => !variant.deleted);
  const editVariant = (key: string, field: DraftField) => (event: { target: { value: string } }) =>
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
        <LabelledField label="Name in Telugu" hint="Optional: the shop shows it in Telugu, the English name when blank.">
          <input {...TELUGU_NAME_INPUT} value={fields.name_te} onChange={set('name_te')} />
        </LabelledField>
        <LabelledField label="Description in Telugu">
          <textarea {...TELUGU_DESCRIPTION_INPUT} value={fields.description_te} onChange={set('description_te')} />
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
        <SubscribableField checked={fields.subscribable} onChange={(subscribable) => setFields({ ...fields, subscribable })} />
        <div className="edit-product__image">
          {image ? (
            <PhotoPreview file={image} alt={`Preview of the new photo, ${image.name}`} />
          ) : (
            <ProductImage src={product.image_url} alt={`Current image of ${product.name}`} />
          )}
          <LabelledInput label="New image (optional)" type="file" accept="image/*" onChange={(e) => setImage(e.target.files?.[0] ?? null)} />
        </div>
      </fieldset>
      <TaxClassFields draft={tax} problems={taxProblemsShown} onChange={setTax} />
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
                <input
                  {...PRICE_INPUT}
                  value={variant.price}
                  readOnly={variant.byWeight}
                  title={variant.byWeight ? 'Price per kg × weight' : undefined}
                  onChange={editVariant(variant.key, 'price')}
                />
              </Field>
              <Field label="MRP (₹)" error={problemOf(variant.key, 'mrp')}>
                <input {...MRP_INPUT} value={variant.mrp} onChange={editVariant(variant.key, 'mrp')} />
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
              <label className="field field--inline variant-row__by-weight">
                <input
                  type="checkbox"
                  checked={variant.byWeight}
                  onChange={(e) => setVariants((all) => editDraft(all, variant.key, { byWeight: e.target.checked }))}
                />
                <span>Sold by weight</span>
              </label>
              {variant.byWeight && (
                <>
                  <Field label="Price per kg (₹)" error={problemOf(variant.key, 'perKg')}>
                    <input {...PRICE_INPUT} value={variant.perKg} onChange={editVariant(variant.key, 'perKg')} />
                  </Field>
                  <Field label="Tolerance (±%)" error={problemOf(variant.key, 'tolerance')}>
                    <input type="text" inputMode="numeric" value={variant.tolerance} onChange={editVariant(variant.key, 'tolerance')} />
                  </Field>
                </>
              )}
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
