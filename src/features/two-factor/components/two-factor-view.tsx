import { ShieldCheck, ShieldOff, TriangleExclamationPoint } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { CODE_REQUIRED, type TwoFactorSetup, type TwoFactorStatus } from '@contract/two-factor';
import { Button } from '@/ui/button/button';
import { Card, CardContent, CardHeader } from '@/ui/card/card';
import { CopyButton } from '@/ui/copy-button/copy-button';
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
  DialogTrigger,
} from '@/ui/dialog/dialog';
import { formatDate } from '@/ui/lib/format';
import { LoadAlert } from '@/ui/load-alert/load-alert';
import {
  isCompleteCode,
  OneTimeCodeField,
  type OneTimeCodeMode,
} from '@/ui/one-time-code-field/one-time-code-field';
import { ShownOncePanel } from '@/ui/shown-once-panel/shown-once-panel';
import { Skeleton } from '@/ui/skeleton/skeleton';
import { StatusBadge } from '@/ui/status-badge/status-badge';
import { TextField } from '@/ui/text-field/text-field';
import { useAction } from '@/lib/use-action';
import { copy } from '../copy';

/** Fewer recovery codes than this and the page suggests making new ones. */
export const LOW_RECOVERY_CODES = 3;

export type TwoFactorViewProps = {
  /** The person's status; undefined while it loads or when it failed. */
  status?: TwoFactorStatus;
  /** Why the status did not load; shows Retry. */
  error?: string;
  onRetry: () => void;
  /** Whose codes these are (sponsor ID or e-mail), written at the top of the downloaded file. */
  account: string;
  /** An admin who must enrol before anything else: the page opens on the setup. */
  enrolment?: boolean;
  /** Starts enrolment. Each write rejects with an ApiError: the server's words are shown. */
  onSetup: () => Promise<TwoFactorSetup>;
  /** Confirms enrolment with a code; resolves to the recovery codes. */
  onEnable: (code: string) => Promise<string[]>;
  /** Turns it off with the password and a code (members and operators). */
  onDisable: (password: string, code: string) => Promise<void>;
  /** New recovery codes; needs a current code. */
  onRegenerate: (code: string) => Promise<string[]>;
  /** After the person confirmed they saved the recovery codes (e.g. into the console). */
  onCodesSaved?: () => void;
  /** Heading level of the card's title, to fit the page outline. */
  headingLevel?: 'h1' | 'h2';
};

type Step =
  | { name: 'overview' }
  | { name: 'setup'; setup: TwoFactorSetup }
  | { name: 'codes'; codes: string[] }
  | { name: 'regenerate' };

/** SVG markup from the server shown as an image: its scripts, if any, never run. */
const svgDataUri = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/** Groups a base32 key in fours, as authenticator apps show it. */
const groupKey = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/** A code form: the field, its error, a submit and an optional Cancel. */
function CodeForm({
  label,
  submitLabel,
  allowRecovery,
  onSubmit,
  onCancel,
  children,
}: {
  label: string;
  submitLabel: string;
  allowRecovery: boolean;
  onSubmit: (code: string) => Promise<void>;
  onCancel?: () => void;
  children?: ReactNode;
}) {
  const [code, setCode] = useState('');
  const [mode, setMode] = useState<OneTimeCodeMode>('app');
  const [error, setError] = useState<string>();
  const submission = useAction(onSubmit, { failure: copy.actionFailure });
  const busy = submission.busy;
  const ref = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (!isCompleteCode(code, mode)) {
      setError(CODE_REQUIRED);
      ref.current?.focus();
      return;
    }
    const sent = await submission.run(code);
    if (sent.status !== 'failed') return;
    setError(sent.message);
    setCode('');
    ref.current?.focus();
  }

  return (
    <form noValidate aria-label={label} onSubmit={(e) => void submit(e)} className="grid gap-4">
      {children}
      <OneTimeCodeField
        ref={ref}
        value={code}
        onChange={(next) => {
          setCode(next);
          setError(undefined);
        }}
        mode={mode}
        onModeChange={setMode}
        allowRecovery={allowRecovery}
        error={error}
        disabled={busy}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={busy}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button variant="secondary" disabled={busy} onClick={onCancel}>
            {copy.cancel}
          </Button>
        )}
      </div>
    </form>
  );
}

type SubHeading = 'h2' | 'h3';

function SetupStep({
  setup,
  onEnable,
  onCancel,
  heading: Sub,
}: {
  heading: SubHeading;
  setup: TwoFactorSetup;
  onEnable: (code: string) => Promise<void>;
  onCancel?: () => void;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className="grid gap-6">
      <section className="grid gap-3">
        <Sub ref={headingRef} tabIndex={-1} className="font-semibold text-text outline-none">
          {copy.scanStep}
        </Sub>
        <div className="flex flex-wrap items-start gap-5">
          <img
            src={svgDataUri(setup.qrSvg)}
            alt={copy.qrLabel}
            width={176}
            height={176}
            className="size-44 shrink-0 rounded-md bg-white p-2"
          />
          <div className="grid min-w-0 flex-1 basis-56 gap-1.5">
            <p className="text-sm text-muted">{copy.manualKey}</p>
            <p className="flex min-w-0 items-center gap-1">
              <code
                data-testid="manual-key"
                className="min-w-0 font-mono text-sm tracking-wide break-words text-text"
              >
                {groupKey(setup.secret)}
              </code>
              <CopyButton value={setup.secret} label={copy.copyKey} />
            </p>
          </div>
        </div>
      </section>
      <CodeForm
        label={copy.codeStep}
        submitLabel={copy.confirm}
        allowRecovery={false}
        onSubmit={onEnable}
        onCancel={onCancel}
      >
        <Sub className="font-semibold text-text">{copy.codeStep}</Sub>
      </CodeForm>
    </div>
  );
}

function DisableDialog({
  onDisable,
}: {
  onDisable: (password: string, code: string) => Promise<void>;
}) {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [mode, setMode] = useState<OneTimeCodeMode>('app');
  const [error, setError] = useState<string>();
  const [passwordError, setPasswordError] = useState<string>();
  const disabling = useAction(onDisable, { failure: copy.actionFailure });
  const busy = disabling.busy;
  const codeRef = useRef<HTMLInputElement>(null);

  function change(next: boolean) {
    if (busy) return;
    setOpen(next);
    if (!next) {
      setPassword('');
      setCode('');
      setError(undefined);
      setPasswordError(undefined);
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const missingPassword = password === '';
    const badCode = !isCompleteCode(code, mode);
    setPasswordError(missingPassword ? `${copy.password} is required` : undefined);
    setError(badCode ? CODE_REQUIRED : undefined);
    if (missingPassword || badCode) return;
    const sent = await disabling.run(password, code);
    if (sent.status === 'done') setOpen(false);
    if (sent.status !== 'failed') return;
    setError(sent.message);
    setCode('');
    codeRef.current?.focus();
  }

  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogTrigger asChild>
        <Button variant="secondary">
          <ShieldOff aria-hidden />
          {copy.disable}
        </Button>
      </DialogTrigger>
      <DialogContent size="sm">
        <DialogHeader>
          <DialogTitle>{copy.disableTitle}</DialogTitle>
          <DialogDescription>{copy.disableDescription}</DialogDescription>
        </DialogHeader>
        <DialogForm noValidate aria-label={copy.disableTitle} onSubmit={(e) => void submit(e)}>
          <DialogBody className="grid gap-4">
            <TextField
              label={copy.password}
              type="password"
              passwordToggle
              autoComplete="current-password"
              required
              disabled={busy}
              error={passwordError}
              value={password}
              onChange={(e) => {
                setPassword(e.currentTarget.value);
                setPasswordError(undefined);
              }}
            />
            <OneTimeCodeField
              ref={codeRef}
              value={code}
              onChange={(next) => {
                setCode(next);
                setError(undefined);
              }}
              mode={mode}
              onModeChange={setMode}
              error={error}
              disabled={busy}
            />
          </DialogBody>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="secondary" disabled={busy}>
                {copy.cancel}
              </Button>
            </DialogClose>
            <Button type="submit" variant="danger" loading={busy}>
              {copy.disable}
            </Button>
          </DialogFooter>
        </DialogForm>
      </DialogContent>
    </Dialog>
  );
}

/**
 * Two-factor sign-in settings: status, enrolment (QR, key, code, recovery codes), new recovery
 * codes and, where allowed, turning it off. Also the admins' enrolment page.
 */
export function TwoFactorView({
  status,
  error,
  onRetry,
  account,
  enrolment = false,
  onSetup,
  onEnable,
  onDisable,
  onRegenerate,
  onCodesSaved,
  headingLevel = 'h2',
}: TwoFactorViewProps) {
  const [step, setStep] = useState<Step>({ name: 'overview' });
  const starting = useAction(onSetup, { failure: copy.startFailure });
  const startError = starting.error;
  const started = useRef(false);

  async function setUp() {
    const setup = await starting.run();
    if (setup.status === 'done') setStep({ name: 'setup', setup: setup.result });
  }

  // An admin who must enrol has nothing else to do here: start at once.
  useEffect(() => {
    if (enrolment && status && !status.enabled && !started.current) {
      started.current = true;
      void setUp();
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the status arrives
  }, [enrolment, status]);

  const Heading = headingLevel;
  const Sub: SubHeading = headingLevel === 'h1' ? 'h2' : 'h3';
  const title = enrolment && !status?.enabled ? copy.enrolTitle : copy.title;

  let body: ReactNode;
  if (step.name === 'codes') {
    body = (
      <ShownOncePanel
        tone="plain"
        headingLevel={Sub}
        title={copy.codesTitle}
        description={copy.codesDescription}
        items={step.codes}
        fileName={copy.codesFile}
        fileHeading={copy.codesFileHeading(account)}
        onContinue={() => {
          setStep({ name: 'overview' });
          onCodesSaved?.();
        }}
      />
    );
  } else if (step.name === 'setup') {
    body = (
      <SetupStep
        heading={Sub}
        setup={step.setup}
        onEnable={async (code) => setStep({ name: 'codes', codes: await onEnable(code) })}
        onCancel={enrolment ? undefined : () => setStep({ name: 'overview' })}
      />
    );
  } else if (step.name === 'regenerate') {
    body = (
      <CodeForm
        label={copy.regenerateTitle}
        submitLabel={copy.regenerateConfirm}
        allowRecovery
        onSubmit={async (code) => setStep({ name: 'codes', codes: await onRegenerate(code) })}
        onCancel={() => setStep({ name: 'overview' })}
      >
        <div className="grid gap-1">
          <Sub className="font-semibold text-text">{copy.regenerateTitle}</Sub>
          <p className="text-muted">{copy.regenerateIntro}</p>
        </div>
      </CodeForm>
    );
  } else if (error && !status) {
    body = <LoadAlert message={error} onRetry={onRetry} />;
  } else if (!status) {
    body = (
      <div role="status" aria-label="Loading" className="grid gap-3">
        <Skeleton className="h-4 w-3/4" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-11 w-56" />
      </div>
    );
  } else {
    const low = status.enabled && status.recoveryCodesLeft < LOW_RECOVERY_CODES;
    body = (
      <div className="grid gap-4">
        {status.resetAt && !status.enabled && (
          <p
            role="note"
            className="flex items-start gap-2 rounded-lg border border-warning/30 bg-warning-soft px-4 py-3 text-warning"
          >
            <TriangleExclamationPoint aria-hidden className="mt-0.5 size-4 shrink-0" />
            <span>{copy.resetNotice(formatDate(status.resetAt))}</span>
          </p>
        )}
        <p className="text-pretty text-muted">
          {enrolment && !status.enabled ? copy.enrolIntro : copy.intro}
        </p>
        {status.enabled && (
          <ul className="grid gap-1">
            <li className={low ? 'font-medium text-warning' : 'text-text'}>
              {copy.codesLeft(status.recoveryCodesLeft)}
              {low && <span className="block font-normal">{copy.codesLow}</span>}
            </li>
            {status.required && <li className="text-muted">{copy.required}</li>}
          </ul>
        )}
        {startError && (
          <p role="alert" className="text-danger">
            {startError}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          {status.enabled ? (
            <>
              <Button variant="secondary" onClick={() => setStep({ name: 'regenerate' })}>
                {copy.regenerate}
              </Button>
              {!status.required && <DisableDialog onDisable={onDisable} />}
            </>
          ) : (
            <Button loading={starting.busy} onClick={() => void setUp()}>
              <ShieldCheck aria-hidden />
              {copy.setUp}
            </Button>
          )}
        </div>
      </div>
    );
  }

  return (
    <Card data-slot="two-factor" className="max-w-3xl">
      <CardHeader>
        <Heading className="min-w-0 text-lg font-semibold tracking-tight break-words text-text">
          {title}
        </Heading>
        {status && (
          <StatusBadge
            status={status.enabled ? copy.on : copy.off}
            tone={status.enabled ? 'accent' : 'muted'}
          />
        )}
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}
