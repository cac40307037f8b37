import { useEffect, useState } from 'react';

/** A select over an enum's values, with "All" for none (a list's filter). */
export function EnumFilter<V extends string>(props: {
  label: string;
  value: string | undefined;
  options: readonly V[];
  onChange: (value: V | undefined) => void;
  optionLabel?: (value: V) => string;
}) {
  return (
    <label className="select-field">
      {props.label}
      <select
        value={props.value ?? ''}
        onChange={(event) => {
          const value = props.options.find((option) => option === event.target.value);
          props.onChange(value);
        }}
      >
        <option value="">All</option>
        {props.options.map((option) => (
          <option key={option} value={option}>
            {props.optionLabel ? props.optionLabel(option) : option}
          </option>
        ))}
      </select>
    </label>
  );
}

/** A text filter sent when typing pauses (not on every key: each change is a request). */
export function TextFilter(props: {
  label: string;
  value: string | undefined;
  placeholder?: string;
  type?: 'text' | 'date';
  onChange: (value: string | undefined) => void;
}) {
  const [text, setText] = useState(props.value ?? '');
  const { onChange, value } = props;
  useEffect(() => {
    if (text === (value ?? '')) return;
    const timer = setTimeout(() => onChange(text.trim() || undefined), props.type === 'date' ? 0 : 350);
    return () => clearTimeout(timer);
  }, [text, value, onChange, props.type]);
  return (
    <label className="field">
      <span className="field__label">{props.label}</span>
      <input
        type={props.type ?? 'search'}
        className="field__input"
        value={text}
        placeholder={props.placeholder}
        onChange={(event) => setText(event.target.value)}
      />
    </label>
  );
}
