import { useId, useRef, type ComponentProps, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '../lib/cn';
import { formatPoints } from '../lib/format';

export type TabItem<Value extends string = string> = {
  /** What `onValueChange` gets, e.g. 'pending'. */
  value: Value;
  /** The tab's visible label, e.g. 'Pending'. */
  label: ReactNode;
  /** An optional count shown in a pill after the label. */
  count?: number;
};

export type TabsProps<Value extends string = string> = Omit<
  ComponentProps<'div'>,
  'onChange' | 'children'
> & {
  /** The tabs, left to right. */
  items: TabItem<Value>[];
  /** The selected tab's value. */
  value: Value;
  /** Called with a tab's value when it is clicked or reached with the arrow keys. */
  onValueChange: (value: Value) => void;
  /** Names the tab list for screen readers, e.g. 'Status'. */
  label: string;
  /** The selected tab's content, rendered in the tab panel; omit it for tabs that only filter. */
  children?: ReactNode;
};

/**
 * Tabs that switch what is shown below them (a filter or a section): arrow keys, Home and End move
 * between the tabs and select at once; the list scrolls sideways when it is wider than the screen.
 */
export function Tabs<Value extends string>({
  items,
  value,
  onValueChange,
  label,
  children,
  className,
  ...props
}: TabsProps<Value>) {
  const id = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const tabId = (item: Value) => `${id}-tab-${item}`;
  const panelId = `${id}-panel`;
  const hasPanel = children !== undefined;

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = items.findIndex((item) => item.value === value);
    const last = items.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index >= last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index <= 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : undefined;
    const item = next === undefined ? undefined : items[next];
    if (!item) return;
    event.preventDefault();
    onValueChange(item.value);
    listRef.current?.querySelector<HTMLElement>(`[id="${CSS.escape(tabId(item.value))}"]`)?.focus();
  }

  return (
    <div data-slot="tabs" className={cn('grid min-w-0 gap-4', className)} {...props}>
      <div
        ref={listRef}
        role="tablist"
        aria-label={label}
        data-slot="tabs-list"
        onKeyDown={handleKeyDown}
        className="flex min-w-0 gap-1 overflow-x-auto border-b border-border"
      >
        {items.map((item) => {
          const selected = item.value === value;
          return (
            <button
              key={item.value}
              type="button"
              role="tab"
              id={tabId(item.value)}
              data-slot="tab"
              data-state={selected ? 'active' : 'inactive'}
              aria-selected={selected}
              aria-controls={hasPanel ? panelId : undefined}
              tabIndex={selected ? 0 : -1}
              onClick={() => onValueChange(item.value)}
              className={cn(
                '-mb-px inline-flex min-h-touch shrink-0 items-center gap-2 border-b-2 px-3 text-sm font-medium whitespace-nowrap transition-colors focus-visible:outline-offset-[-2px]',
                selected
                  ? 'border-accent text-text'
                  : 'border-transparent text-muted hover:border-border-strong hover:text-text',
              )}
            >
              {item.label}
              {item.count !== undefined && (
                <span
                  data-slot="tab-count"
                  className={cn(
                    'rounded-full px-2 py-0.5 text-xs font-semibold tabular',
                    selected ? 'bg-accent-soft text-accent' : 'bg-raised text-muted',
                  )}
                >
                  {formatPoints(item.count)}
                </span>
              )}
            </button>
          );
        })}
      </div>
      {hasPanel && (
        <div
          role="tabpanel"
          id={panelId}
          data-slot="tabs-panel"
          aria-labelledby={tabId(value)}
          className="min-w-0"
        >
          {children}
        </div>
      )}
    </div>
  );
}
