import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';

export type SwitchProps = Omit<ComponentProps<'button'>, 'onChange' | 'value' | 'children'> & {
  /** Whether it is on. */
  checked: boolean;
  /** Called with the new state when it is clicked or toggled with Space or Enter. */
  onCheckedChange?: (checked: boolean) => void;
};

/**
 * An on/off switch (a button with role="switch"), with a 44 px touch target around the track.
 * Name it with `aria-label` or `aria-labelledby`. With `aria-disabled` it keeps its focus and
 * ignores presses (e.g. while a change is being saved); `disabled` takes it out of the tab order.
 */
export function Switch({
  checked,
  onCheckedChange,
  onClick,
  className,
  type = 'button',
  ...props
}: SwitchProps) {
  const inert = props['aria-disabled'] === true || props['aria-disabled'] === 'true';
  return (
    <button
      data-slot="switch"
      data-state={checked ? 'checked' : 'unchecked'}
      type={type}
      role="switch"
      aria-checked={checked}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || inert) return;
        onCheckedChange?.(!checked);
      }}
      className={cn(
        'group inline-flex min-h-touch min-w-touch shrink-0 cursor-pointer items-center justify-center rounded-full outline-none disabled:cursor-not-allowed disabled:opacity-50 aria-disabled:cursor-progress',
        className,
      )}
      {...props}
    >
      <span
        aria-hidden
        data-slot="switch-track"
        className={cn(
          'relative inline-flex h-6 w-11 items-center rounded-full border transition-colors group-focus-visible:outline-2 group-focus-visible:outline-offset-2 group-focus-visible:outline-accent',
          checked ? 'border-accent bg-accent' : 'border-border-strong bg-raised',
        )}
      >
        <span
          data-slot="switch-thumb"
          className={cn(
            'size-4.5 rounded-full shadow-card transition-transform',
            checked ? 'translate-x-[1.375rem] bg-accent-fg' : 'translate-x-[0.125rem] bg-muted',
          )}
        />
      </span>
    </button>
  );
}
