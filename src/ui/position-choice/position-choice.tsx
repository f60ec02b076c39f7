import { ArrowDownLeft, ArrowDownRight, CircleExclamationPoint } from 'lucide-react';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../lib/cn';

export type Side = 'left' | 'right';

const options = [
  { side: 'left', label: 'Left', icon: ArrowDownLeft },
  { side: 'right', label: 'Right', icon: ArrowDownRight },
] as const;

export type PositionChoiceProps = Omit<ComponentProps<'fieldset'>, 'onChange' | 'defaultValue'> & {
  /** The chosen side; undefined while nothing is chosen. */
  value?: Side;
  /** Called with the side the user picked. */
  onValueChange?: (value: Side) => void;
  /** Form field name of both radios. */
  name: string;
  /** Marks the choice required for form validation. */
  required?: boolean;
  /** An error under the options in danger colour; marks the radios invalid. */
  error?: ReactNode;
  /** The group's visible title. */
  legend?: ReactNode;
};

/** Left or right leg of the binary tree, as a native radio group with two large options. */
export function PositionChoice({
  value,
  onValueChange,
  name,
  required = false,
  error,
  legend = 'Position',
  disabled,
  className,
  'aria-describedby': describedBy,
  ...props
}: PositionChoiceProps) {
  const errorId = `${useId()}-error`;
  return (
    <fieldset
      data-slot="position-choice"
      data-invalid={error ? '' : undefined}
      disabled={disabled}
      aria-describedby={
        [describedBy, error ? errorId : undefined].filter(Boolean).join(' ') || undefined
      }
      className={cn('grid min-w-0 gap-2', className)}
      {...props}
    >
      <legend data-slot="position-choice-legend" className="mb-2 text-sm font-medium text-text">
        {legend}
        {required && (
          <span aria-hidden className="ml-0.5 text-danger">
            *
          </span>
        )}
      </legend>
      <div className="grid grid-cols-2 gap-3">
        {options.map(({ side, label, icon: Icon }) => {
          const checked = value === side;
          return (
            <label
              key={side}
              data-slot="position-option"
              data-state={checked ? 'checked' : 'unchecked'}
              data-value={side}
              className={cn(
                'group relative flex min-h-20 cursor-pointer items-center gap-3 rounded-lg border bg-raised p-3 transition-colors sm:p-4',
                'border-muted/60 hover:border-muted has-checked:border-accent has-checked:bg-accent-soft',
                'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent',
                'has-disabled:cursor-not-allowed has-disabled:opacity-60 has-disabled:hover:border-muted/60',
                error && 'border-danger hover:border-danger',
              )}
            >
              <input
                type="radio"
                name={name}
                value={side}
                checked={checked}
                required={required}
                aria-invalid={error ? true : undefined}
                onChange={() => onValueChange?.(side)}
                className="sr-only"
              />
              <span
                aria-hidden
                className="flex size-10 shrink-0 items-center justify-center rounded-full bg-surface text-muted transition-colors group-has-checked:bg-accent group-has-checked:text-accent-fg [&_svg]:size-5"
              >
                <Icon />
              </span>
              <span className="min-w-0 flex-1 text-lg font-semibold text-text">{label}</span>
              <span
                aria-hidden
                className="flex size-5 shrink-0 items-center justify-center rounded-full border-2 border-muted transition-colors group-has-checked:border-accent"
              >
                <span className="size-2.5 scale-0 rounded-full bg-accent transition-transform group-has-checked:scale-100" />
              </span>
            </label>
          );
        })}
      </div>
      {error && (
        <p
          id={errorId}
          data-slot="position-choice-error"
          className="flex items-start gap-1.5 text-sm break-words text-danger"
        >
          <CircleExclamationPoint aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span>{error}</span>
        </p>
      )}
    </fieldset>
  );
}
