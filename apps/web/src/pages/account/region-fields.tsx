import { useMemo } from 'react';
import { countryOptions, stateOptions } from './account-model';

export interface RegionDraft {
  country: string;
  state: string;
}

/** Country, and in the United States the state: where the player lives (it decides sweepstakes play). */
export function RegionFields({
  value,
  onChange,
}: {
  value: RegionDraft;
  onChange: (next: RegionDraft) => void;
}) {
  const countries = useMemo(() => countryOptions(), []);
  const states = useMemo(() => stateOptions(), []);
  return (
    <div className="account-form__row" id="region">
      <label className="field">
        <span className="field__label">Country you live in</span>
        <select
          className="field__input"
          name="country"
          value={value.country}
          onChange={(event) => onChange({ country: event.target.value, state: '' })}
        >
          <option value="">Not declared</option>
          {countries.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </select>
      </label>
      {value.country === 'US' && (
        <label className="field">
          <span className="field__label">State</span>
          <select
            className="field__input"
            name="state"
            value={value.state}
            onChange={(event) => onChange({ ...value, state: event.target.value })}
          >
            <option value="">Choose your state</option>
            {states.map((s) => (
              <option key={s.code} value={s.code}>
                {s.name}
              </option>
            ))}
          </select>
        </label>
      )}
    </div>
  );
}
