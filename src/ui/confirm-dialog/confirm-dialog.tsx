import { cva } from 'class-variance-authority';
import { TriangleExclamationPoint, CircleQuestionMark } from 'lucide-react';
import { useId, useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import { Button } from '../button/button';
import {
  Dialog,
  DialogBody,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogForm,
  DialogHeader,
  DialogTitle,
} from '../dialog/dialog';
import { cn } from '../lib/cn';
import { useReturnFocus } from '../lib/use-return-focus';
import { TextArea, TextField } from '../text-field/text-field';

export type ConfirmDialogField = {
  /** The field's visible label, e.g. 'Reason'. */
  label: string;
  /** Shown when the field is left empty; the field is always required. */
  requiredMessage?: string;
  /** Checks the trimmed value; returns the error to show, or undefined when it is fine. */
  validate?: (value: string) => string | undefined;
  /** A multi-line text box (e.g. a reason) instead of a one-line input. */
  multiline?: boolean;
  /** Monospace input, e.g. for a transaction hash. */
  mono?: boolean;
  /** The most characters the field takes. */
  maxLength?: number;
  placeholder?: string;
  /** The on-screen keyboard phones show, e.g. 'decimal' for an amount. */
  inputMode?: 'text' | 'decimal' | 'numeric';
  /** A muted line under the field, e.g. what the member will see. */
  note?: ReactNode;
};

export type ConfirmDialogProps = {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called with false when Cancel, Escape or × closes it (never while busy). */
  onOpenChange: (open: boolean) => void;
  /** The question, e.g. 'Approve ORD-000123?'. */
  title: ReactNode;
  /** One or two lines on what confirming does. */
  description?: ReactNode;
  /** Extra content under the description, e.g. the totals a close will pay. */
  children?: ReactNode;
  /** The confirm button's label, e.g. 'Approve'. */
  confirmLabel: string;
  cancelLabel?: string;
  /** danger for what cannot be undone or takes something away (reject, block); primary otherwise. */
  variant?: 'primary' | 'danger';
  /** An optional required text field, e.g. the reason of a rejection or a transaction hash. */
  field?: ConfirmDialogField;
  /** Shows a spinner on the confirm button and keeps the dialog open. */
  busy?: boolean;
  /**
   * Called with the trimmed field value ('' without a field) once it is valid. While a returned
   * promise is pending the dialog is busy; closing it afterwards is the caller's call.
   */
  onConfirm: (value: string) => void | Promise<void>;
  /**
   * Focus returns to what opened the dialog; this takes it when that is gone (e.g. the approved
   * row left the list).
   */
  finalFocus?: RefObject<HTMLElement | null>;
};

const toneVariants = cva(
  'flex size-10 shrink-0 items-center justify-center rounded-full [&_svg]:size-5',
  {
    variants: {
      variant: {
        primary: 'bg-accent-soft text-accent',
        danger: 'bg-danger-soft text-danger',
      },
    },
    defaultVariants: { variant: 'primary' },
  },
);

function ConfirmForm({
  field,
  confirmLabel,
  cancelLabel,
  variant,
  busy,
  onConfirm,
  focusField,
  children,
}: Pick<ConfirmDialogProps, 'field' | 'confirmLabel' | 'variant' | 'children'> & {
  cancelLabel: string;
  busy: boolean;
  onConfirm: (value: string) => void;
  /** Focuses the field as it appears (a question asked after the first, in the open dialog). */
  focusField: boolean;
}) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const inputRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const noteId = useId();

  function check(raw: string): string | undefined {
    if (!field) return undefined;
    const trimmed = raw.trim();
    if (!trimmed) return field.requiredMessage ?? `${field.label} is required.`;
    return field.validate?.(trimmed);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const problem = check(value);
    setError(problem);
    if (problem) {
      inputRef.current?.focus();
      return;
    }
    onConfirm(field ? value.trim() : '');
  }

  const fieldProps = field && {
    ref: inputRef,
    label: field.label,
    required: true,
    value,
    error,
    mono: field.mono,
    maxLength: field.maxLength,
    placeholder: field.placeholder,
    inputMode: field.inputMode,
    spellCheck: field.mono ? false : undefined,
    autoComplete: 'off',
    readOnly: busy,
    autoFocus: focusField,
    'aria-describedby': field.note ? noteId : undefined,
    onChange: (event: { currentTarget: { value: string } }) => {
      const next = event.currentTarget.value;
      setValue(next);
      if (error) setError(check(next));
    },
  };

  return (
    <DialogForm noValidate aria-busy={busy || undefined} onSubmit={handleSubmit}>
      {(children || fieldProps) && (
        <DialogBody className="grid gap-4">
          {children}
          {fieldProps && (
            <div className="grid gap-1.5">
              {field.multiline ? (
                <TextArea {...fieldProps} rows={3} />
              ) : (
                <TextField {...fieldProps} />
              )}
              {field.note && (
                <p id={noteId} className="text-sm break-words text-muted">
                  {field.note}
                </p>
              )}
            </div>
          )}
        </DialogBody>
      )}
      <DialogFooter className={cn(!children && !fieldProps && 'border-t-0 pt-1')}>
        <DialogClose asChild>
          <Button variant="secondary" disabled={busy}>
            {cancelLabel}
          </Button>
        </DialogClose>
        <Button type="submit" variant={variant} loading={busy} data-slot="confirm-dialog-confirm">
          {confirmLabel}
        </Button>
      </DialogFooter>
    </DialogForm>
  );
}

/**
 * Asks before an action: a title, what it does, optionally a required reason (or other text) that
 * is checked before `onConfirm` gets it, and a primary or danger confirm button with a busy state.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  confirmLabel,
  cancelLabel = 'Cancel',
  variant = 'primary',
  field,
  busy = false,
  onConfirm,
  finalFocus,
}: ConfirmDialogProps) {
  const [pending, setPending] = useState(false);
  const returnFocus = useReturnFocus(open, finalFocus);
  const working = busy || pending;
  // The field's label names the question. Another question in the open dialog (a reason after a
  // transaction hash, say) starts empty and takes the focus; the first one gets it as it opens.
  const question = field?.label ?? '';
  const [opened, setOpened] = useState({ open, question });
  if (opened.open !== open) setOpened({ open, question });
  const askedLater = open && opened.open && question !== opened.question;

  async function confirm(value: string) {
    const result = onConfirm(value);
    if (!(result instanceof Promise)) return;
    setPending(true);
    // A failure is the caller's to report (e.g. in a popup); here it only ends the busy state.
    await result.catch(() => undefined);
    setPending(false);
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !working && onOpenChange(next)}>
      <DialogContent
        size="sm"
        data-slot="confirm-dialog"
        data-variant={variant}
        role="alertdialog"
        {...(description ? {} : { 'aria-describedby': undefined })}
        closeLabel={working ? null : 'Close'}
        onCloseAutoFocus={returnFocus}
      >
        <DialogHeader className="grid-cols-[auto_1fr] items-start gap-x-3">
          <span aria-hidden className={cn(toneVariants({ variant }), 'row-span-2')}>
            {variant === 'danger' ? <TriangleExclamationPoint /> : <CircleQuestionMark />}
          </span>
          <DialogTitle className="self-center">{title}</DialogTitle>
          {description && (
            <DialogDescription className="col-start-2">{description}</DialogDescription>
          )}
        </DialogHeader>
        <ConfirmForm
          key={question}
          field={field}
          focusField={askedLater}
          confirmLabel={confirmLabel}
          cancelLabel={cancelLabel}
          variant={variant}
          busy={working}
          onConfirm={(value) => void confirm(value)}
        >
          {children}
        </ConfirmForm>
      </DialogContent>
    </Dialog>
  );
}
