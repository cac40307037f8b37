import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { KycDocumentType, type KycState, type KycSubmission } from '@casino/contracts';
import { apiJson } from '../../api/http-client';
import { describeError } from '../../api/error-message';
import { queryClient } from '../../api/query-client';
import { useAuth } from '../../auth/use-auth';
import { toast } from '../../components/toaster/toast-store';
import { canSubmitKyc, KYC_STATUS } from './redeem-model';
import { KYC_PATH, sweepstakesKeys, useKyc } from './redeem-queries';

const DOCUMENT_LABELS: Record<KycDocumentType, string> = {
  passport: 'Passport',
  drivers_license: "Driver's license",
  national_id: 'National identity card',
};

type FormFields = Omit<KycSubmission, 'addressLine2'> & { addressLine2: string };

const FIELDS: ReadonlyArray<{ name: keyof FormFields; label: string; autoComplete: string; wide?: boolean }> =
  [
    { name: 'legalFirstName', label: 'Legal first name', autoComplete: 'given-name' },
    { name: 'legalLastName', label: 'Legal last name', autoComplete: 'family-name' },
    { name: 'addressLine1', label: 'Address', autoComplete: 'address-line1', wide: true },
    { name: 'addressLine2', label: 'Address line 2 (optional)', autoComplete: 'address-line2', wide: true },
    { name: 'city', label: 'City', autoComplete: 'address-level2' },
    { name: 'region', label: 'State or province code', autoComplete: 'address-level1' },
    { name: 'postalCode', label: 'Postal code', autoComplete: 'postal-code' },
    { name: 'country', label: 'Country code', autoComplete: 'country' },
  ];

/** The identity check: its status, and the form while none is waiting or done (the sandbox says so). */
export function KycPanel() {
  const { data: kyc, error } = useKyc();
  const status = kyc?.status ?? 'unverified';
  const shown = KYC_STATUS[status];
  return (
    <section className="panel redeem-card" aria-labelledby="kyc-title" data-testid="kyc-panel">
      <div className="redeem-card__head">
        <h2 id="kyc-title" className="redeem-card__title">
          Identity check
        </h2>
        <span className={`redeem-tag redeem-tag--${shown.tone}`} data-testid="kyc-status">
          {shown.label}
        </span>
      </div>
      <p className="redeem-note">{shown.text}</p>
      {kyc?.reason && status !== 'verified' && <p className="redeem-error">{kyc.reason}</p>}
      {error && <p className="redeem-error">{describeError(error)}</p>}
      {kyc?.provider.sandbox && canSubmitKyc(status) && (
        <p className="redeem-sandbox" role="note" data-testid="kyc-sandbox">
          <strong>Sandbox</strong> {kyc.provider.displayName}: no document is looked at. A document reference
          starting with REJECT is rejected, one starting with REVIEW waits for our team, any other is
          verified.
        </p>
      )}
      {kyc && status === 'verified' && (
        <dl className="redeem-facts">
          <dt>Legal name</dt>
          <dd>{kyc.legalName}</dd>
          <dt>Region</dt>
          <dd>{kyc.region}</dd>
          <dt>Document</dt>
          <dd>
            {kyc.documentType ? DOCUMENT_LABELS[kyc.documentType] : ''} ending {kyc.documentEnding}
          </dd>
        </dl>
      )}
      {kyc && canSubmitKyc(status) && <KycForm />}
    </section>
  );
}

function KycForm() {
  const { user } = useAuth();
  const [form, setForm] = useState<FormFields>({
    legalFirstName: user?.firstName ?? '',
    legalLastName: user?.lastName ?? '',
    dateOfBirth: '',
    addressLine1: '',
    addressLine2: '',
    city: '',
    region: '',
    postalCode: '',
    country: 'US',
    documentType: 'passport',
    documentReference: '',
  });
  const [problem, setProblem] = useState<string | null>(null);
  const submit = useMutation({
    mutationFn: (body: KycSubmission) => apiJson<KycState>('POST', KYC_PATH, body),
    onSuccess: (state) => {
      queryClient.setQueryData(sweepstakesKeys.kyc, state);
      setProblem(null);
      toast({ title: `Identity check: ${KYC_STATUS[state.status].label.toLowerCase()}` });
    },
    onError: (err) => setProblem(describeError(err)),
  });
  const set = (name: keyof FormFields) => (value: string) => setForm((f) => ({ ...f, [name]: value }));
  const send = (event: FormEvent) => {
    event.preventDefault();
    const { addressLine2, ...rest } = form;
    submit.mutate(addressLine2.trim() ? { ...rest, addressLine2 } : rest);
  };
  return (
    <form className="kyc-form" onSubmit={send} data-testid="kyc-form">
      {FIELDS.slice(0, 2).map((f) => (
        <TextField key={f.name} {...f} value={form[f.name]} onChange={set(f.name)} />
      ))}
      <label className="field">
        <span className="field__label">Date of birth</span>
        <input
          className="field__input"
          type="date"
          name="dateOfBirth"
          required
          autoComplete="bday"
          value={form.dateOfBirth}
          onChange={(e) => set('dateOfBirth')(e.target.value)}
        />
      </label>
      {FIELDS.slice(2).map((f) => (
        <TextField key={f.name} {...f} value={form[f.name]} onChange={set(f.name)} />
      ))}
      <label className="field">
        <span className="field__label">Document</span>
        <select
          className="field__input"
          name="documentType"
          value={form.documentType}
          onChange={(e) => set('documentType')(e.target.value)}
        >
          {KycDocumentType.options.map((type) => (
            <option key={type} value={type}>
              {DOCUMENT_LABELS[type]}
            </option>
          ))}
        </select>
      </label>
      <TextField
        name="documentReference"
        label="Document number"
        autoComplete="off"
        value={form.documentReference}
        onChange={set('documentReference')}
      />
      {problem && (
        <p className="redeem-error kyc-form__wide" role="alert">
          {problem}
        </p>
      )}
      <button
        type="submit"
        className="btn btn--purple kyc-form__wide"
        disabled={submit.isPending}
        data-testid="kyc-submit"
      >
        {submit.isPending ? 'Checking…' : 'Verify my identity'}
      </button>
    </form>
  );
}

function TextField(props: {
  name: string;
  label: string;
  autoComplete: string;
  wide?: boolean;
  value: string;
  onChange: (value: string) => void;
}) {
  const optional = props.name === 'addressLine2';
  return (
    <label className={`field${props.wide ? ' kyc-form__wide' : ''}`}>
      <span className="field__label">{props.label}</span>
      <input
        className="field__input"
        name={props.name}
        autoComplete={props.autoComplete}
        required={!optional}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
      />
    </label>
  );
}
