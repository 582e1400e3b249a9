import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';

export interface TabItem<Id extends string = string> {
  id: Id;
  label: ReactNode;
  content: ReactNode;
}

export interface TabsProps<Id extends string = string> {
  tabs: readonly TabItem<Id>[];
  /** The selected tab's id. */
  value: Id;
  onChange: (id: Id) => void;
  /** Accessible name of the tab list. */
  label?: string;
}

const TabList = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(1)};
  overflow-x: auto; /* many tabs scroll sideways on a phone instead of widening the page */
  border-bottom: 2px solid ${({ theme }) => theme.colors.border};
  margin-bottom: ${({ theme }) => theme.space(4)};
  scrollbar-width: thin;
`;

const Tab = styled.button<{ $selected: boolean }>`
  flex: 0 0 auto;
  min-height: 44px;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  font: inherit;
  font-weight: ${({ $selected }) => ($selected ? 700 : 500)};
  color: ${({ theme, $selected }) => ($selected ? theme.colors.brand : theme.colors.textMuted)};
  background: none;
  border: 0;
  border-bottom: 3px solid ${({ theme, $selected }) => ($selected ? theme.colors.brand : 'transparent')};
  margin-bottom: -2px;
  cursor: pointer;
  white-space: nowrap;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
  }
`;

/** WAI-ARIA tabs: arrow keys, Home and End move between tabs and select them. */
export function Tabs<Id extends string>({ tabs, value, onChange, label }: TabsProps<Id>) {
  const baseId = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const selectedIndex = Math.max(
    0,
    tabs.findIndex((tab) => tab.id === value),
  );

  // On a phone the list scrolls sideways: keep the selected tab in view (a tab opened by ?tab=
  // can sit past the right edge). Only the list scrolls, never the page.
  const listRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const list = listRef.current;
    const tab = tabRefs.current[selectedIndex];
    if (!list || !tab) return;
    const listBox = list.getBoundingClientRect();
    const tabBox = tab.getBoundingClientRect();
    if (tabBox.left < listBox.left) list.scrollLeft -= listBox.left - tabBox.left;
    else if (tabBox.right > listBox.right) list.scrollLeft += tabBox.right - listBox.right;
  }, [selectedIndex]);

  const select = (index: number) => {
    const tab = tabs[index];
    if (!tab) return;
    onChange(tab.id);
    tabRefs.current[index]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const count = tabs.length;
    const moves: Record<string, number> = {
      ArrowRight: (selectedIndex + 1) % count,
      ArrowLeft: (selectedIndex - 1 + count) % count,
      Home: 0,
      End: count - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(next);
  };

  return (
    <div>
      <TabList ref={listRef} role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => {
          const selected = index === selectedIndex;
          return (
            <Tab
              key={tab.id}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.id}`}
              aria-selected={selected}
              aria-controls={`${baseId}-panel-${tab.id}`}
              tabIndex={selected ? 0 : -1}
              $selected={selected}
              onClick={() => onChange(tab.id)}
            >
              {tab.label}
            </Tab>
          );
        })}
      </TabList>
      {tabs.map((tab, index) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${baseId}-panel-${tab.id}`}
          aria-labelledby={`${baseId}-tab-${tab.id}`}
          hidden={index !== selectedIndex}
          tabIndex={0}
        >
          {/* Only the selected panel renders, so hidden tabs load nothing. */}
          {index === selectedIndex && tab.content}
        </div>
      ))}
    </div>
  );
}
