import { useState } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import { CoinPackageCreateRequest, CoinPackageUpdateRequest, type AdminCoinPackage } from '@casino/contracts';
import { formatCoins } from '../../../lib/format-coins';
import { formatDollars } from '../../../lib/format';
import { useAdminMutation, useAdminQuery } from '../api/admin-queries';
import { COIN_PACKAGES_PATH, coinPackagePath } from '../api/admin-paths';
import { AdminDialog } from '../components/admin-dialog';
import { AdminTable } from '../components/admin-table';
import { checkForm } from '../components/form-check';
import { WriteButton } from '../components/staff-role';

/** The store reads the packages; a change here is the players' at once. */
const PLAYER_PACKAGES_PATH = '/api/coin-packages';

type Open = { kind: 'create' } | { kind: 'edit'; pack: AdminCoinPackage } | null;

/** The coin store's packages, on sale or not: create one, edit one (a purchase keeps its terms). */
export function CoinPackagesSection() {
  const packages = useAdminQuery<AdminCoinPackage[]>(COIN_PACKAGES_PATH);
  const [open, setOpen] = useState<Open>(null);
  const create = useAdminMutation<CoinPackageCreateRequest, AdminCoinPackage>({
    method: 'POST',
    path: COIN_PACKAGES_PATH,
    successTitle: (request) => `${request.name} created`,
    alsoRefresh: [PLAYER_PACKAGES_PATH],
  });
  const update = useAdminMutation<{ id: number; change: CoinPackageUpdateRequest }, AdminCoinPackage>({
    method: 'PATCH',
    path: ({ id }) => coinPackagePath(id),
    body: ({ change }) => change,
    successTitle: 'Package updated',
    alsoRefresh: [PLAYER_PACKAGES_PATH],
  });

  const column = createColumnHelper<AdminCoinPackage>();
  const columns = [
    column.accessor('sortOrder', {
      header: 'Order',
      cell: (c) => <span className="admin-num">{c.getValue()}</span>,
    }),
    column.accessor('name', {
      header: 'Package',
      cell: (c) => (
        <>
          <strong>{c.getValue()}</strong>
          {c.row.original.isPopular ? <span className="admin-tag admin-tag--gold"> popular</span> : null}
          <br />
          <span className="admin-card__note">{c.row.original.description}</span>
        </>
      ),
    }),
    column.accessor('priceUsd', {
      header: 'Price',
      cell: (c) => <span className="admin-num">{formatDollars(c.getValue())}</span>,
    }),
    column.accessor('coins', {
      header: 'Coins',
      cell: (c) => <span className="admin-num">{formatCoins(c.getValue())}</span>,
    }),
    column.accessor('sweepstakesCoins', {
      header: 'SC',
      cell: (c) => <span className="admin-num">{formatCoins(c.getValue())}</span>,
    }),
    column.accessor('bonusPercentage', {
      header: 'Bonus',
      cell: (c) => <span className="admin-num">{c.getValue()}%</span>,
    }),
    column.accessor('purchases', {
      header: 'Sold',
      cell: (c) => <span className="admin-num">{c.getValue()}</span>,
    }),
    column.accessor('isActive', {
      header: 'Status',
      cell: (c) => (
        <span className={`admin-tag ${c.getValue() ? 'admin-tag--on' : 'admin-tag--off'}`}>
          {c.getValue() ? 'On sale' : 'Off'}
        </span>
      ),
    }),
    column.display({
      id: 'actions',
      header: '',
      cell: (c) => (
        <WriteButton
          className="btn btn--ghost btn--sm"
          onClick={() => setOpen({ kind: 'edit', pack: c.row.original })}
          aria-label={`Edit ${c.row.original.name}`}
        >
          Edit
        </WriteButton>
      ),
    }),
  ];

  return (
    <section className="admin-card" aria-label="Coin packages">
      <div className="admin-card__head">
        <p className="admin-card__note">
          What the coin store sells, in its order. A purchase keeps what it was sold for.
        </p>
        <WriteButton onClick={() => setOpen({ kind: 'create' })}>New package</WriteButton>
      </div>
      <AdminTable
        label="Coin packages"
        columns={columns}
        result={packages}
        rowId={(pack) => String(pack.id)}
        emptyText="No coin packages yet."
        rowClassName={(pack) => (pack.isActive ? undefined : 'is-muted')}
      />
      {open?.kind === 'create' ? (
        <PackageDialog
          onClose={() => setOpen(null)}
          onSave={async (fields, reason) => {
            const check = checkForm(CoinPackageCreateRequest, { ...fields, reason });
            if (!check.ok) throw new Error(check.problem);
            await create.mutateAsync(check.value);
          }}
        />
      ) : null}
      {open?.kind === 'edit' ? (
        <PackageDialog
          pack={open.pack}
          onClose={() => setOpen(null)}
          onSave={async (fields, reason) => {
            const changed = changedFields(open.pack, fields);
            const check = checkForm(CoinPackageUpdateRequest, { ...changed, reason });
            if (!check.ok) throw new Error(check.problem);
            await update.mutateAsync({ id: open.pack.id, change: check.value });
          }}
        />
      ) : null}
    </section>
  );
}

interface PackageFields {
  name: string;
  priceUsd: string;
  coins: string;
  sweepstakesCoins: string;
  bonusPercentage: number;
  description: string;
  isPopular: boolean;
  isActive: boolean;
  sortOrder: number;
}

const EMPTY: PackageFields = {
  name: '',
  priceUsd: '',
  coins: '',
  sweepstakesCoins: '0',
  bonusPercentage: 0,
  description: '',
  isPopular: false,
  isActive: true,
  sortOrder: 0,
};

/** The editable fields of a package as it is. */
function fieldsOf(pack: AdminCoinPackage): PackageFields {
  const {
    name,
    priceUsd,
    coins,
    sweepstakesCoins,
    bonusPercentage,
    description,
    isPopular,
    isActive,
    sortOrder,
  } = pack;
  return {
    name,
    priceUsd,
    coins,
    sweepstakesCoins,
    bonusPercentage,
    description,
    isPopular,
    isActive,
    sortOrder,
  };
}

/** Only the fields that differ from the package as it is (money compared as amounts: "5" = "5.00"). */
function changedFields(pack: AdminCoinPackage, fields: PackageFields): Partial<PackageFields> {
  const changed: Partial<PackageFields> = {};
  const money = ['priceUsd', 'coins', 'sweepstakesCoins'] as const;
  for (const key of money)
    if (Number(fields[key]) !== Number(pack[key]) || fields[key].trim() === '')
      changed[key] = fields[key].trim();
  if (fields.name.trim() !== pack.name) changed.name = fields.name;
  if (fields.description.trim() !== pack.description) changed.description = fields.description;
  if (fields.bonusPercentage !== pack.bonusPercentage) changed.bonusPercentage = fields.bonusPercentage;
  if (fields.isPopular !== pack.isPopular) changed.isPopular = fields.isPopular;
  if (fields.isActive !== pack.isActive) changed.isActive = fields.isActive;
  if (fields.sortOrder !== pack.sortOrder) changed.sortOrder = fields.sortOrder;
  return changed;
}

function PackageDialog(props: {
  pack?: AdminCoinPackage;
  onSave: (fields: PackageFields, reason: string) => Promise<void>;
  onClose: () => void;
}) {
  const [fields, setFields] = useState<PackageFields>(props.pack ? fieldsOf(props.pack) : EMPTY);
  const set = <K extends keyof PackageFields>(key: K, value: PackageFields[K]) =>
    setFields((current) => ({ ...current, [key]: value }));
  const problem = checkForm(CoinPackageCreateRequest, { ...fields, reason: 'check' }).problem;
  const text = (
    key: 'name' | 'priceUsd' | 'coins' | 'sweepstakesCoins' | 'description',
    label: string,
    wide = false,
  ) => (
    <label className={`field${wide ? ' field--wide' : ''}`}>
      <span className="field__label">{label}</span>
      <input className="field__input" value={fields[key]} onChange={(e) => set(key, e.target.value)} />
    </label>
  );
  const whole = (key: 'bonusPercentage' | 'sortOrder', label: string) => (
    <label className="field">
      <span className="field__label">{label}</span>
      <input
        className="field__input"
        type="number"
        min={0}
        value={fields[key]}
        onChange={(e) => set(key, Math.trunc(Number(e.target.value)))}
      />
    </label>
  );

  return (
    <AdminDialog
      title={props.pack ? `Edit ${props.pack.name}` : 'New coin package'}
      confirmLabel={props.pack ? 'Save' : 'Create'}
      formProblem={problem}
      onConfirm={(reason) => props.onSave(fields, reason)}
      onClose={props.onClose}
    >
      <div className="admin-dialog__fields">
        {text('name', 'Name', true)}
        {text('priceUsd', 'Price (USD)')}
        {text('coins', 'Coins')}
        {text('sweepstakesCoins', 'Bonus sweepstakes coins')}
        {whole('bonusPercentage', 'Bonus %')}
        {text('description', 'Description', true)}
        {whole('sortOrder', 'Order in the store')}
        <div className="field">
          <label className="admin-dialog__check">
            <input
              type="checkbox"
              checked={fields.isPopular}
              onChange={(e) => set('isPopular', e.target.checked)}
            />
            Popular
          </label>
          <label className="admin-dialog__check">
            <input
              type="checkbox"
              checked={fields.isActive}
              onChange={(e) => set('isActive', e.target.checked)}
            />
            On sale
          </label>
        </div>
      </div>
    </AdminDialog>
  );
}
