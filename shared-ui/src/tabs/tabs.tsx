import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import '../tokens/tokens.css';
import './tabs.css';

export interface TabItem {
  id: string;
  label: ReactNode;
  /** Rendered only while this tab is selected. */
  content: ReactNode;
}

export interface TabsProps {
  /** Names the tab list for screen readers. */
  label: string;
  tabs: TabItem[];
  selected: string;
  onSelect: (id: string) => void;
}

/** WAI-ARIA tabs with automatic activation: arrow keys, Home and End move between tabs. */
export function Tabs({ label, tabs, selected, onSelect }: TabsProps) {
  const prefix = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const current = tabs.find((tab) => tab.id === selected) ?? tabs[0];

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    // From the focused tab, not the selected one: an app whose selection follows the URL may not have re-rendered
    // between two quick key presses, and the second press must still move on from where the first one went.
    const focused = (event.target as HTMLElement).closest<HTMLElement>('[data-tab-id]')?.dataset.tabId ?? current?.id;
    const index = tabs.findIndex((tab) => tab.id === focused);
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = tabs[(moves[event.key] + tabs.length) % tabs.length];
    onSelect(next.id);
    listRef.current?.querySelector<HTMLElement>(`[data-tab-id="${CSS.escape(next.id)}"]`)?.focus();
  }

  return (
    <div className="fsui-tabs">
      <div ref={listRef} role="tablist" aria-label={label} className="fsui-tabs__list" onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const active = tab.id === current?.id;
          return (
            <button
              key={tab.id}
              type="button"
              role="tab"
              id={`${prefix}-tab-${tab.id}`}
              data-tab-id={tab.id}
              aria-selected={active}
              aria-controls={`${prefix}-panel-${tab.id}`}
              tabIndex={active ? 0 : -1}
              className="fsui-tabs__tab"
              onClick={() => onSelect(tab.id)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {current && (
        <div role="tabpanel" id={`${prefix}-panel-${current.id}`} aria-labelledby={`${prefix}-tab-${current.id}`} className="fsui-tabs__panel">
          {current.content}
        </div>
      )}
    </div>
  );
}
