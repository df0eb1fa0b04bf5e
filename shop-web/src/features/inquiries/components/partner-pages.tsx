import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/i18n';
import { store } from '@/config/store';
import { InquiryForm, type InquiryField } from './inquiry-form';
import { TitledSection } from '@/components/titled-section';
import { PageBanner, TextCards } from '@/components/info-blocks';
import './partner-pages.css';
import '@/i18n/screens'; // this screen's texts

interface Card {
  title: string;
  text: string;
}

function PartnerPage({ kind, form }: { kind: 'vendor' | 'franchise'; form: ReactNode }) {
  const { t } = useTranslation();
  const values = { store: store.name, year: store.foundedYear };
  const cards = t(`partners.${kind}.cards`, { returnObjects: true, ...values }) as Card[];
  return (
    <div className="page">
      <PageBanner className="partner-hero" title={t(`partners.${kind}.hero`, values)} text={t(`partners.${kind}.intro`)} />
      <TitledSection title={t(`partners.${kind}.section`)} className="stack">
        <TextCards cards={cards} />
      </TitledSection>
      {form}
    </div>
  );
}

/** Field names as the API reads them; labels from the catalogue under `partners.<kind>.fields`. */
const VENDOR_FIELDS: Omit<InquiryField, 'label'>[] = [
  { name: 'your_name' },
  { name: 'business_name' },
  { name: 'email', type: 'email' },
  { name: 'phone_number', type: 'tel' },
  { name: 'product_details', type: 'textarea' },
];

const FRANCHISE_FIELDS: Omit<InquiryField, 'label'>[] = [
  { name: 'full_name' },
  { name: 'email', type: 'email' },
  { name: 'phone_number', type: 'tel' },
  { name: 'city_of_interest' },
  { name: 'message', type: 'textarea', required: false },
];

function PartnerInquiry({ kind }: { kind: 'vendor' | 'franchise' }) {
  const { t } = useTranslation();
  const fields = (kind === 'vendor' ? VENDOR_FIELDS : FRANCHISE_FIELDS).map((field) => ({ ...field, label: t(`partners.${kind}.fields.${field.name}`) }));
  return (
    <InquiryForm
      inquiryType={kind === 'vendor' ? 'Vendor' : 'Franchise'}
      title={t(`partners.${kind}.form`)}
      fields={fields}
      submitLabel={t(`partners.${kind}.submit`)}
    />
  );
}

export function VendorPage() {
  return <PartnerPage kind="vendor" form={<PartnerInquiry kind="vendor" />} />;
}

export function FranchisePage() {
  return <PartnerPage kind="franchise" form={<PartnerInquiry kind="franchise" />} />;
}
