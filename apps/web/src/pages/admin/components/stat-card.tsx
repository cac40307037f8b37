import type { ReactNode } from 'react';

/** One figure with its label (the dashboard's four totals, outstanding coins). */
export function StatCard({ label, value, hint }: { label: string; value: ReactNode; hint?: ReactNode }) {
  return (
    <div className="admin-stat">
      <span className="admin-stat__label">{label}</span>
      <strong className="admin-stat__value">{value}</strong>
      {hint ? <span className="admin-stat__hint">{hint}</span> : null}
    </div>
  );
}
