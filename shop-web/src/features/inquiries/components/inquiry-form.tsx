import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { errorText } from '@/lib/error-messages';
import { Button } from '@farm-store/shared-ui/host/kit';
import { useSendInquiry, type InquiryBody, type InquiryFieldName, type InquiryType } from '../api/send-inquiry';
import '@/i18n/screens'; // this screen's texts

export interface InquiryField {
  name: InquiryFieldName;
  label: string;
  type?: 'text' | 'email' | 'tel' | 'textarea';
  required?: boolean;
}

interface InquiryFormProps {
  inquiryType: InquiryType;
  title: string;
  fields: InquiryField[];
  submitLabel: string;
}

const emptyValues = (fields: InquiryField[]) => Object.fromEntries(fields.map((f) => [f.name, '']));

/** Idle → submitting (button disabled, message cleared) → server message; success empties the form. */
export function InquiryForm({ inquiryType, title, fields, submitLabel }: InquiryFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Record<string, string>>(() => emptyValues(fields));
  const [message, setMessage] = useState('');
  const send = useSendInquiry();
  const baseId = useId();
  const titleId = `${baseId}-title`;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (send.isPending) return;
    setMessage('');
    try {
      // The fields are the inquiry type's form (partner-pages.tsx pairs them); the API checks the pairing too.
      const result = await send.mutateAsync({ inquiryType, formData: values } as InquiryBody);
      setMessage(result.msg);
      setValues(emptyValues(fields));
    } catch (error) {
      setMessage(errorText(t, error, t('partners.error')));
    }
  }

  const ok = message.includes('successfully');
  return (
    <form className="card stack inquiry-form" onSubmit={(event) => void onSubmit(event)} aria-labelledby={titleId}>
      <h2 id={titleId} className="section-title">
        {title}
      </h2>
      {fields.map((field) => {
        const id = `${baseId}-${field.name}`;
        const common = {
          id,
          name: field.name,
          required: field.required !== false,
          value: values[field.name],
          onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [field.name]: e.target.value })),
        };
        return (
          <div key={field.name} className="field">
            <label htmlFor={id}>
              {field.label}
              {field.required === false && <span className="muted">{t('partners.optional')}</span>}
            </label>
            {field.type === 'textarea' ? <textarea rows={4} {...common} /> : <input type={field.type ?? 'text'} {...common} />}
          </div>
        );
      })}
      {message && (
        <p className={`form-message form-message--${ok ? 'success' : 'error'}`} role={ok ? 'status' : 'alert'}>
          {message}
        </p>
      )}
      <Button type="submit" disabled={send.isPending}>
        {send.isPending ? t('partners.sending') : submitLabel}
      </Button>
    </form>
  );
}
