import { useEffect, useRef, useState } from 'react';

/** How long typing pauses before the search is applied (one request per pause, not per key). */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * A text filter kept in the URL: shows what the URL says, and applies what is typed after a pause.
 * Back and forward (the URL changing under it) put the URL's text back in the box.
 */
export function SearchInput({
  label,
  value,
  placeholder,
  onApply,
  className = 'search-box',
}: {
  label: string;
  value: string;
  placeholder: string;
  onApply: (text: string) => void;
  className?: string;
}) {
  const [text, setText] = useState(value);
  // The URL's value when last seen: a new one (back, forward, a link) replaces what is in the box.
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    setText(value);
  }
  const apply = useRef(onApply);
  useEffect(() => {
    apply.current = onApply;
  });

  useEffect(() => {
    if (text.trim() === value.trim()) return;
    const timer = setTimeout(() => apply.current(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value]);

  return (
    <label className={className}>
      <span className="visually-hidden">{label}</span>
      <input
        type="search"
        className="search-box__input search-box__input--plain"
        placeholder={placeholder}
        value={text}
        maxLength={100}
        onChange={(event) => setText(event.target.value)}
      />
    </label>
  );
}
