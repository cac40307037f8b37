import { useId, useMemo } from 'react';
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
  // Labels point at their selects (a label around a select would read its options into its name).
  const countryId = useId();
  const stateId = useId();
  return (
    <div className="account-form__row" id="region">
      <div className="field">
        <label className="field__label" htmlFor={countryId}>
          Country you live in
        </label>
        <select
          id={countryId}
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
      </div>
      {value.country === 'US' && (
        <div className="field">
          <label className="field__label" htmlFor={stateId}>
            State
          </label>
          <select
            id={stateId}
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
        </div>
      )}
    </div>
  );
}
