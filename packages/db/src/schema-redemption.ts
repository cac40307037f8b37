import type { ColumnType, Selectable } from 'kysely';
import type { CreatedAt, Int8, Int8Id } from './column-types.js';

// Prize redemption, playthrough and the mail-in entry (migration 0019-redemption).

type OptionalDate = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type OptionalText = ColumnType<string | null, string | null | undefined, string | null>;
type OptionalInt8 = ColumnType<bigint | null, bigint | string | null | undefined, bigint | string | null>;
type Int8Default = ColumnType<bigint, bigint | string | undefined, bigint | string>;
type Int4Default = ColumnType<number, number | undefined, number>;
/** A DATE column, written as YYYY-MM-DD; read it with to_char (the drivers parse dates into local-time Dates). */
type DayColumn = ColumnType<Date, string, string>;

export type KycRecordStatus = 'pending' | 'verified' | 'rejected';
export type KycDocumentType = 'passport' | 'drivers_license' | 'national_id';
export type RedemptionStatus = 'pending' | 'cancelled' | 'rejected' | 'approved' | 'paid';
export type RedemptionStepKind =
  'requested' | 'cancelled' | 'approved' | 'rejected' | 'payout_failed' | 'paid';
export type AmoeEntryStatus = 'issued' | 'credited';

export interface SweepstakesSettingsTable {
  id: ColumnType<boolean, boolean | undefined, never>;
  /** numeric(6,2): read as a decimal string ("1.00"). */
  playthrough_multiple: ColumnType<string, string | number, string | number>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface SweepsGrantsTable {
  id: Int8Id;
  user_id: string;
  transaction_id: Int8;
  source: string;
  amount: Int8;
  required: Int8;
  played: Int8Default;
  revoked: Int8Default;
  created_at: CreatedAt;
}

export interface PlayerKycTable {
  user_id: string;
  status: KycRecordStatus;
  legal_first_name: string;
  legal_last_name: string;
  date_of_birth: DayColumn;
  address_line1: string;
  address_line2: OptionalText;
  city: string;
  region: string;
  postal_code: string;
  country: string;
  document_type: KycDocumentType;
  document_reference: string;
  submissions: Int4Default;
  provider: string;
  provider_reference: OptionalText;
  decision_reason: OptionalText;
  decided_by: OptionalText;
  submitted_at: ColumnType<Date, Date | string, Date | string>;
  decided_at: OptionalDate;
}

export interface SandboxKycChecksTable {
  reference: string;
  user_id: string;
  legal_name: string;
  date_of_birth: DayColumn;
  document_reference: string;
  outcome: 'verified' | 'rejected' | 'review';
  reason: OptionalText;
  created_at: CreatedAt;
}

export interface RedemptionRequestsTable {
  id: Int8Id;
  user_id: string;
  amount: Int8;
  status: RedemptionStatus;
  idempotency_key: string;
  requested_at: CreatedAt;
  decided_by: OptionalText;
  decided_at: OptionalDate;
  decision_note: OptionalText;
  cancelled_at: OptionalDate;
  payout_attempts: Int4Default;
  payout_error: OptionalText;
  payout_reference: OptionalText;
  paid_at: OptionalDate;
  reserve_transaction_id: OptionalInt8;
  return_transaction_id: OptionalInt8;
  payout_transaction_id: OptionalInt8;
}

export interface RedemptionStepsTable {
  id: Int8Id;
  redemption_id: Int8;
  kind: RedemptionStepKind;
  actor_id: OptionalText;
  note: OptionalText;
  created_at: CreatedAt;
}

export interface SandboxPayoutsTable {
  reference: string;
  user_id: string;
  amount: Int8;
  payee_name: string;
  provider_reference: string;
  created_at: CreatedAt;
}

export interface AmoeEntriesTable {
  id: Int8Id;
  user_id: string;
  code: string;
  requested_day: DayColumn;
  status: AmoeEntryStatus;
  coins: OptionalInt8;
  credited_at: OptionalDate;
  credited_by: OptionalText;
  transaction_id: OptionalInt8;
  created_at: CreatedAt;
}

export interface RedemptionSchema {
  sweepstakes_settings: SweepstakesSettingsTable;
  sweeps_grants: SweepsGrantsTable;
  player_kyc: PlayerKycTable;
  sandbox_kyc_checks: SandboxKycChecksTable;
  redemption_requests: RedemptionRequestsTable;
  redemption_steps: RedemptionStepsTable;
  sandbox_payouts: SandboxPayoutsTable;
  amoe_entries: AmoeEntriesTable;
}

export type SweepsGrantRow = Selectable<SweepsGrantsTable>;
export type PlayerKycRow = Selectable<PlayerKycTable>;
export type RedemptionRequestRow = Selectable<RedemptionRequestsTable>;
export type AmoeEntryRow = Selectable<AmoeEntriesTable>;
