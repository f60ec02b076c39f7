import { cva, type VariantProps } from 'class-variance-authority';
import { CircleExclamationPoint, Eye, EyeOff, TriangleExclamationPoint } from 'lucide-react';
import { useId, useState, type ComponentProps, type ReactNode } from 'react';
import { Button } from '../button/button';
import { cn } from '../lib/cn';

export const fieldControlVariants = cva(
  'w-full min-w-0 rounded border border-muted/60 bg-raised px-3 text-base text-text transition-colors placeholder:text-muted hover:border-muted focus-visible:border-accent focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-accent disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-danger aria-invalid:focus-visible:outline-danger read-only:cursor-default read-only:border-dashed read-only:border-muted/50 read-only:bg-surface read-only:hover:border-muted/50',
  {
    variants: {
      mono: { true: 'font-mono tracking-wide', false: '' },
    },
    defaultVariants: { mono: false },
  },
);

type FieldOwnProps = {
  /** The visible label, linked to the control. */
  label: ReactNode;
  /** A line under the control in warning colour, e.g. 'phone no invalid'. */
  hint?: ReactNode;
  /** An error under the control in danger colour; marks the control invalid. */
  error?: ReactNode;
};

function useFieldIds(
  id: string | undefined,
  hint: ReactNode,
  error: ReactNode,
  describedBy?: string,
) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedByIds = [describedBy, errorId, hintId].filter(Boolean).join(' ') || undefined;
  return { controlId, hintId, errorId, describedByIds };
}

function FieldFrame({
  className,
  controlId,
  label,
  required,
  hint,
  hintId,
  error,
  errorId,
  children,
}: FieldOwnProps & {
  className?: string;
  controlId: string;
  required?: boolean;
  hintId?: string;
  errorId?: string;
  children: ReactNode;
}) {
  return (
    <div
      data-slot="field"
      data-invalid={error ? '' : undefined}
      className={cn('grid min-w-0 content-start gap-1.5', className)}
    >
      <div className="flex min-w-0 items-baseline gap-0.5">
        <label
          data-slot="field-label"
          htmlFor={controlId}
          className="min-w-0 text-sm font-medium break-words text-text"
        >
          {label}
        </label>
        {required && (
          <span aria-hidden className="text-sm text-danger">
            *
          </span>
        )}
      </div>
      {children}
      {error && (
        <p
          id={errorId}
          data-slot="field-error"
          className="flex items-start gap-1.5 text-sm break-words text-danger"
        >
          <CircleExclamationPoint aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span>{error}</span>
        </p>
      )}
      {hint && (
        <p
          id={hintId}
          data-slot="field-hint"
          className="flex items-start gap-1.5 text-sm break-words text-warning"
        >
          <TriangleExclamationPoint aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span>{hint}</span>
        </p>
      )}
    </div>
  );
}

export type TextFieldProps = ComponentProps<'input'> &
  VariantProps<typeof fieldControlVariants> &
  FieldOwnProps & {
    /** For type="password": adds a button that shows or hides the password. */
    passwordToggle?: boolean;
    /** Classes for the input itself; `className` styles the wrapper. */
    inputClassName?: string;
  };

/** A labelled text input with an optional warning hint, error and password visibility toggle. */
export function TextField({
  label,
  hint,
  error,
  passwordToggle = false,
  mono,
  id,
  type = 'text',
  required,
  className,
  inputClassName,
  'aria-describedby': describedBy,
  ...props
}: TextFieldProps) {
  const { controlId, hintId, errorId, describedByIds } = useFieldIds(id, hint, error, describedBy);
  const [visible, setVisible] = useState(false);
  const toggles = passwordToggle && type === 'password';

  return (
    <FieldFrame
      className={className}
      controlId={controlId}
      label={label}
      required={required}
      hint={hint}
      hintId={hintId}
      error={error}
      errorId={errorId}
    >
      <div data-slot="field-control" className="relative">
        <input
          data-slot="input"
          id={controlId}
          type={toggles && visible ? 'text' : type}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedByIds}
          className={cn(
            fieldControlVariants({ mono }),
            'min-h-touch',
            toggles && 'pr-touch',
            inputClassName,
          )}
          {...props}
        />
        {toggles && (
          <Button
            variant="ghost"
            size="icon"
            data-slot="password-toggle"
            data-state={visible ? 'on' : 'off'}
            aria-label={visible ? 'Hide password' : 'Show password'}
            aria-pressed={visible}
            aria-controls={controlId}
            disabled={props.disabled}
            onClick={() => setVisible((v) => !v)}
            className="absolute inset-y-0 right-0 rounded-l-none text-muted hover:bg-transparent hover:text-text"
          >
            {visible ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
          </Button>
        )}
      </div>
    </FieldFrame>
  );
}

export type TextAreaProps = ComponentProps<'textarea'> &
  VariantProps<typeof fieldControlVariants> &
  FieldOwnProps & {
    /** Classes for the textarea itself; `className` styles the wrapper. */
    inputClassName?: string;
  };

/** A labelled multi-line text box with the same hint and error API as TextField. */
export function TextArea({
  label,
  hint,
  error,
  mono,
  id,
  required,
  rows = 4,
  className,
  inputClassName,
  'aria-describedby': describedBy,
  ...props
}: TextAreaProps) {
  const { controlId, hintId, errorId, describedByIds } = useFieldIds(id, hint, error, describedBy);
  return (
    <FieldFrame
      className={className}
      controlId={controlId}
      label={label}
      required={required}
      hint={hint}
      hintId={hintId}
      error={error}
      errorId={errorId}
    >
      <textarea
        data-slot="textarea"
        id={controlId}
        rows={rows}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedByIds}
        className={cn(fieldControlVariants({ mono }), 'block resize-y py-2.5', inputClassName)}
        {...props}
      />
    </FieldFrame>
  );
}
