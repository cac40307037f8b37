import { useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem<K extends string> {
  key: K;
  label: string;
}

interface TabListProps<K extends string> {
  /** Prefix for the tab and panel ids (from useId). */
  idBase: string;
  label: string;
  tabs: readonly TabItem<K>[];
  selected: K;
  onSelect: (key: K) => void;
  className?: string;
}

export const tabId = (idBase: string, key: string) => `${idBase}-tab-${key}`;
export const panelId = (idBase: string) => `${idBase}-panel`;

/**
 * WAI-ARIA tabs with automatic activation: one tab stop, arrow keys (and Home / End) move and select.
 */
export function TabList<K extends string>({
  idBase,
  label,
  tabs,
  selected,
  onSelect,
  className,
}: TabListProps<K>) {
  const refs = useRef(new Map<K, HTMLButtonElement>());

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    const tab = next === null ? undefined : tabs[next];
    if (!tab) return;
    event.preventDefault();
    onSelect(tab.key);
    refs.current.get(tab.key)?.focus();
  }

  return (
    <div role="tablist" aria-label={label} className={`tab-list${className ? ` ${className}` : ''}`}>
      {tabs.map((tab, index) => (
        <button
          key={tab.key}
          ref={(el) => {
            if (el) refs.current.set(tab.key, el);
            else refs.current.delete(tab.key);
          }}
          type="button"
          role="tab"
          id={tabId(idBase, tab.key)}
          aria-selected={tab.key === selected}
          aria-controls={panelId(idBase)}
          tabIndex={tab.key === selected ? 0 : -1}
          className="tab"
          onClick={() => onSelect(tab.key)}
          onKeyDown={(e) => onKeyDown(e, index)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}

/** The panel of the selected tab. */
export function TabPanel({
  idBase,
  selected,
  children,
}: {
  idBase: string;
  selected: string;
  children: ReactNode;
}) {
  return (
    <div
      role="tabpanel"
      id={panelId(idBase)}
      aria-labelledby={tabId(idBase, selected)}
      tabIndex={0}
      className="tab-panel"
    >
      {children}
    </div>
  );
}
