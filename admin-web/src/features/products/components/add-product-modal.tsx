import { useState, type FormEvent } from 'react';
import { hasAdminToken } from '@/config/auth';
import { FormDialog } from '@/components/form-dialog';
import { LabelledField } from '@/components/labelled-field';
import { errorMessage } from '@/lib/api-client';
import { useToast } from '@farm-store/shared-ui/host/kit';
import { useCreateProduct } from '../api/create-product';
import { newProductProblems, type NewProductField, type NewProductForm } from '../utils/product-form';
import { taxClassOf, taxDraftFor, taxProblems, type TaxProblems } from '../utils/tax-class';
import { Field } from './field';
import { PhotoPreview } from './photo-preview';
import { SubscribableField } from './subscribable-field';
import { CategoryOptions, MRP_INPUT, PRICE_INPUT, STOCK_INPUT, TELUGU_DESCRIPTION_INPUT, TELUGU_NAME_INPUT, WEIGHT_INPUT } from './product-inputs';
import { TaxClassFields } from './tax-class-fields';

const CHECK_FIELDS = 'Please correct the fields marked below.';
const NO_TOKEN = 'Admin authentication token not found. Please log in again.';
const FAILED = 'Failed to create product.';

// Live Birds first, as the store began: most new products are birds (docs/decisions.md "Add Product starts on Live Birds").
const EMPTY: NewProductForm = {
  name: '',
  name_te: '',
  description_te: '',
  category: 'livebirds',
  image: null,
  label: '',
  price: '',
  mrp: '',
  stock: '',
  weight: '',
};

/**
 * Add Product: starts on the Live Birds category and its usual tax class; the chosen photo is shown before it is uploaded; every field is
 * checked here, each problem under its field, before anything is sent: an invalid form uploads no image. A saved
 * product closes the dialog with a toast.
 */
export function AddProductModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const createProduct = useCreateProduct();
  const toast = useToast();
  const [form, setForm] = useState<NewProductForm>(EMPTY);
  const [description, setDescription] = useState('');
  const [visible, setVisible] = useState(true);
  const [subscribable, setSubscribable] = useState(false);
  const [problems, setProblems] = useState<Partial<Record<NewProductField, string>>>({});
  // The category's usual tax class until staff change it themselves.
  const [tax, setTax] = useState(() => taxDraftFor(EMPTY.category));
  const [taxEdited, setTaxEdited] = useState(false);
  const [taxProblemsShown, setTaxProblemsShown] = useState<TaxProblems>({});
  const [error, setError] = useState('');
  const busy = createProduct.isPending;

  function close() {
    if (busy) return;
    setForm(EMPTY);
    setDescription('');
    setVisible(true);
    setSubscribable(false);
    setProblems({});
    setTax(taxDraftFor(EMPTY.category));
    setTaxEdited(false);
    setTaxProblemsShown({});
    setError('');
    createProduct.reset();
    onClose();
  }

  const set = (key: Exclude<NewProductField, 'image'>) => (event: { target: { value: string } }) => {
    setForm({ ...form, [key]: event.target.value });
    // A corrected field loses its message at once; the others keep theirs until the next save.
    if (problems[key]) setProblems({ ...problems, [key]: undefined });
  };

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = newProductProblems(form);
    const foundTax = taxProblems(tax);
    setProblems(found);
    setTaxProblemsShown(foundTax);
    if (Object.values(found).some(Boolean) || foundTax.hsn || foundTax.rates) return setError(CHECK_FIELDS);
    if (!hasAdminToken()) return setError(NO_TOKEN);
    setError('');
    const variant =
      form.label.trim() && form.price.trim()
        ? {
            label: form.label.trim(),
            price: Number(form.price),
            mrp: form.mrp.trim() === '' ? null : Number(form.mrp),
            stock: form.stock.trim() === '' ? null : Number(form.stock),
            ...(form.weight.trim() === '' ? {} : { weight_grams: Number(form.weight) }),
          }
        : null;
    const name = form.name.trim();
    createProduct.mutate(
      {
        name,
        description,
        name_te: form.name_te,
        description_te: form.description_te,
        category: form.category,
        image: form.image!,
        is_active: visible,
        subscribable,
        ...taxClassOf(tax),
        variant,
      },
      {
        onSuccess: () => {
          toast.success(visible ? `${name} added to the shop.` : `${name} added, hidden from the shop.`);
          close();
        },
        onError: (failure) => setError(errorMessage(failure, FAILED)),
      },
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
      <Field label="Name*" error={problems.name}>
        <input value={form.name} aria-required="true" onChange={set('name')} />
      </Field>
      <LabelledField label="Description">
        <textarea rows={3} value={description} onChange={(e) => setDescription(e.target.value)} />
      </LabelledField>
      <LabelledField label="Name in Telugu" hint="Optional: the shop shows it in Telugu, the English name when blank.">
        <input {...TELUGU_NAME_INPUT} value={form.name_te} onChange={set('name_te')} />
      </LabelledField>
      <LabelledField label="Description in Telugu">
        <textarea {...TELUGU_DESCRIPTION_INPUT} value={form.description_te} onChange={set('description_te')} />
      </LabelledField>
      <LabelledField label="Category*">
        <select
          value={form.category}
          aria-required="true"
          onChange={(event) => {
            set('category')(event);
            if (!taxEdited) setTax(taxDraftFor(event.target.value));
          }}
        >
          <CategoryOptions />
        </select>
      </LabelledField>
      <TaxClassFields
        draft={tax}
        problems={taxProblemsShown}
        onChange={(next) => {
          setTax(next);
          setTaxEdited(true);
        }}
      />
      <Field label="Product Image*" error={problems.image}>
        <input
          type="file"
          accept="image/*"
          aria-required="true"
          onChange={(e) => {
            setForm({ ...form, image: e.target.files?.[0] ?? null });
            setProblems({ ...problems, image: undefined });
          }}
        />
      </Field>
      <PhotoPreview file={form.image} alt={`Preview of the chosen photo${form.image ? `, ${form.image.name}` : ''}`} />
      <label className="field field--inline">
        <input type="checkbox" checked={visible} onChange={(e) => setVisible(e.target.checked)} />
        <span>Visible in the shop</span>
      </label>
      <SubscribableField checked={subscribable} onChange={setSubscribable} />
      <fieldset className="form-section">
        <legend>First Variant (Optional)</legend>
        <div className="form-row">
          <Field label="Label" error={problems.label}>
            <input value={form.label} placeholder="e.g. 500g" onChange={set('label')} />
          </Field>
          <Field label="Price (₹)" error={problems.price}>
            <input {...PRICE_INPUT} value={form.price} onChange={set('price')} />
          </Field>
          <Field label="MRP (₹)" error={problems.mrp}>
            <input {...MRP_INPUT} value={form.mrp} onChange={set('mrp')} />
          </Field>
          <Field label="Stock" error={problems.stock}>
            <input {...STOCK_INPUT} value={form.stock} onChange={set('stock')} />
          </Field>
          <Field label="Weight (g)" error={problems.weight}>
            <input {...WEIGHT_INPUT} placeholder="From the label" value={form.weight} onChange={set('weight')} />
          </Field>
        </div>
      </fieldset>
    </FormDialog>
  );
}
