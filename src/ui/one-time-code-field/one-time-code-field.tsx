import { cva, type VariantProps } from 'class-variance-authority';
import { useState, type Ref } from 'react';
import { Button } from '../button/button';
import { cn } from '../lib/cn';
import { TextField } from '../text-field/text-field';

export type OneTimeCodeMode = 'app' | 'recovery';

/** Digits of an authenticator code. */
export const APP_CODE_LENGTH = 6;
/** A recovery code: two groups of five letters or digits, e.g. 7KQ2M-X4D9P. */
export const RECOVERY_CODE_LENGTH = 11;

/** Keeps what a code may contain: digits for the app, letters/digits/hyphen (upper case) for recovery. */
export function normaliseCode(value: string, mode: OneTimeCodeMode): string {
  if (mode === 'app') return value.replace(/\D/g, '').slice(0, APP_CODE_LENGTH);
  return value
    .toUpperCase()
    .replace(/[^A-Z0-9-]/g, '')
    .slice(0, RECOVERY_CODE_LENGTH);
}

/** Whether the code is complete enough to send (the server has the last word). */
export function isCompleteCode(value: string, mode: OneTimeCodeMode): boolean {
  return mode === 'app'
    ? value.length === APP_CODE_LENGTH
    : /^[A-Z0-9]{5}-?[A-Z0-9]{5}$/.test(value);
}

/** Labels for a 6-digit code sent by e-mail (account recovery) instead of an app's. */
export const emailCodeLabels = {
  app: 'Code from the e-mail',
  appNote: 'The 6-digit code we e-mailed you. It is good for 15 minutes.',
};

/** Said when an e-mailed code is sent short. */
export const EMAIL_CODE_REQUIRED = 'Enter the 6-digit code from the e-mail.';

export const oneTimeCodeInputVariants = cva('tabular', {
  variants: {
    mode: {
      app: 'text-center text-2xl tracking-[0.5em] sm:max-w-56',
      recovery: 'text-lg tracking-widest sm:max-w-72',
    },
  },
  defaultVariants: { mode: 'app' },
});

export type OneTimeCodeFieldProps = VariantProps<typeof oneTimeCodeInputVariants> & {
  /** The code typed so far (already normalised). */
  value: string;
  onChange: (value: string) => void;
  /** Controlled mode; without it the field switches by itself. */
  mode?: OneTimeCodeMode;
  /** Called when the person switches between the app code and a recovery code. */
  onModeChange?: (mode: OneTimeCodeMode) => void;
  /** Offers "Use a recovery code" (not where only an app code will do, e.g. confirming enrolment). */
  allowRecovery?: boolean;
  /** An error under the field (e.g. the server's "That code is not valid…"); marks it invalid. */
  error?: string;
  disabled?: boolean;
  /** The input's name, e.g. `code`. */
  name?: string;
  className?: string;
  ref?: Ref<HTMLInputElement>;
  labels?: Partial<typeof defaultLabels>;
};

const defaultLabels = {
  app: 'Authentication code',
  recovery: 'Recovery code',
  appNote: 'The 6-digit code your authenticator app shows now.',
  recoveryNote: 'One of the recovery codes you saved, like ABCDE-12345. Each works once.',
  useRecovery: 'Use a recovery code',
  useApp: 'Use a code from the app',
};

/**
 * The second-factor code input: a 6-digit field that phones fill from the SMS/app suggestion
 * (`autocomplete="one-time-code"`) and, on request, a text field for a recovery code.
 */
export function OneTimeCodeField({
  value,
  onChange,
  mode: controlledMode,
  onModeChange,
  allowRecovery = true,
  error,
  disabled,
  name = 'code',
  className,
  ref,
  labels: labelOverrides,
}: OneTimeCodeFieldProps) {
  const labels = { ...defaultLabels, ...labelOverrides };
  const [ownMode, setOwnMode] = useState<OneTimeCodeMode>('app');
  const mode = controlledMode ?? ownMode;
  const [switched, setSwitched] = useState(false);

  function switchMode() {
    const next = mode === 'app' ? 'recovery' : 'app';
    setOwnMode(next);
    setSwitched(true);
    onModeChange?.(next);
    onChange('');
  }

  const app = mode === 'app';
  return (
    <div data-slot="one-time-code-field" data-mode={mode} className={cn('grid gap-2', className)}>
      <TextField
        // A new input per mode, so the keyboard and autofill hints apply afresh.
        key={mode}
        ref={ref}
        label={app ? labels.app : labels.recovery}
        name={name}
        type="text"
        inputMode={app ? 'numeric' : 'text'}
        autoComplete={app ? 'one-time-code' : 'off'}
        autoCapitalize={app ? 'off' : 'characters'}
        autoCorrect="off"
        spellCheck={false}
        pattern={app ? '[0-9]*' : undefined}
        maxLength={app ? APP_CODE_LENGTH : RECOVERY_CODE_LENGTH}
        placeholder={app ? '000000' : 'XXXXX-XXXXX'}
        mono
        required
        autoFocus={switched}
        disabled={disabled}
        error={error}
        value={value}
        onChange={(event) => onChange(normaliseCode(event.currentTarget.value, mode))}
        inputClassName={oneTimeCodeInputVariants({ mode })}
      />
      <p className="text-sm text-muted">{app ? labels.appNote : labels.recoveryNote}</p>
      {allowRecovery && (
        <div>
          <Button
            variant="link"
            size="sm"
            className="min-h-touch"
            disabled={disabled}
            onClick={switchMode}
          >
            {app ? labels.useRecovery : labels.useApp}
          </Button>
        </div>
      )}
    </div>
  );
}

export type EmailCodeFieldProps = Omit<
  OneTimeCodeFieldProps,
  'mode' | 'onModeChange' | 'allowRecovery' | 'labels'
>;

/** A 6-digit code sent by e-mail (account recovery): the code field without recovery codes. */
export function EmailCodeField(props: EmailCodeFieldProps) {
  return <OneTimeCodeField {...props} allowRecovery={false} labels={emailCodeLabels} />;
}
