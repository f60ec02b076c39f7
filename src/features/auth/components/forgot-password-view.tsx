import { Mail, RotateCcw } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { RECOVERY_BY_ADMIN, RECOVERY_CODE_INVALID } from '@contract/notifications';
import { Button, buttonVariants } from '@/ui/button/button';
import { Callout } from '@/ui/callout/callout';
import { cn } from '@/ui/lib/cn';
import { KitLink } from '@/ui/lib/link';
import {
  EMAIL_CODE_REQUIRED,
  EmailCodeField,
  isCompleteCode,
} from '@/ui/one-time-code-field/one-time-code-field';
import { Skeleton } from '@/ui/skeleton/skeleton';
import { TextField } from '@/ui/text-field/text-field';
import { useAction } from '@/lib/use-action';
import { FORGOT_PASSWORD, type LoginVariant } from '../login-variants';
import { AuthFrame } from './auth-frame';
import { IdField } from './id-field';

export const FORGOT_TITLE = FORGOT_PASSWORD;
export const FORGOT_INTRO = 'We e-mail you a code to choose a new password.';
export const SEND_CODE = 'Send code';
export const CHANGE_PASSWORD = 'Change password';
export const SEND_AGAIN = 'Send a new code';
export const OTHER_ACCOUNT = 'Use another account';
export const BACK_TO_LOGIN = 'Back to login';
export const NEW_PASSWORD = 'New password';
export const NEW_PASSWORD_NOTE = 'At least 8 characters.';
export const NEW_PASSWORD_SHORT = 'New password must be at least 8 characters';
/** The server's rule for a new password (contract `newPassword`). */
const NEW_PASSWORD_MIN = 8;

export type ForgotPasswordViewProps = {
  /** The login screen this recovers: its ID field (User ID or e-mail). */
  variant: LoginVariant;
  /** Where 'Back to login' leads. */
  loginPath: string;
  /** Whether the server e-mails codes; undefined while asking; false: RECOVERY_BY_ADMIN. */
  emailRecovery?: boolean;
  /** Asks for a code; resolves to the server's words (RECOVERY_SENT). Rejects with an ApiError. */
  onAsk: (id: string) => Promise<string>;
  /** Sets the new password; resolves to the server's words. */
  onReset: (id: string, code: string, newPassword: string) => Promise<string>;
};

type Step = { name: 'ask' } | { name: 'code'; sent: string } | { name: 'done'; message: string };

const linkClass =
  'inline-flex min-h-touch items-center rounded px-1 font-semibold text-info underline-offset-4 hover:underline';

/**
 * "Forgot password?" (decisions §14), in two steps: the User ID or e-mail, then the e-mailed
 * code and a new password; the answer never says whether the account exists. Without e-mail on
 * the server, recovery stays with an administrator.
 */
export function ForgotPasswordView({
  variant,
  loginPath,
  emailRecovery,
  onAsk,
  onReset,
}: ForgotPasswordViewProps) {
  const [step, setStep] = useState<Step>({ name: 'ask' });
  const [byAdmin, setByAdmin] = useState(false);
  const [id, setId] = useState('');
  const [idError, setIdError] = useState<string>();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();
  const [newPassword, setNewPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string>();
  const asking = useAction(onAsk);
  const resetting = useAction(onReset);
  const busy = asking.busy || resetting.busy;
  const titleId = useId();
  const noteId = useId();
  const idRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const loginRef = useRef<HTMLAnchorElement>(null);
  const { idField } = variant;

  useEffect(() => {
    if (step.name === 'code') codeRef.current?.focus();
    if (step.name === 'done') loginRef.current?.focus();
  }, [step.name]);

  async function ask(event?: FormEvent<HTMLFormElement>) {
    event?.preventDefault();
    if (busy) return;
    const trimmed = id.trim();
    if (!trimmed) {
      setIdError(`${idField.label} is required`);
      idRef.current?.focus();
      return;
    }
    const asked = await asking.run(trimmed);
    if (asked.status === 'done') {
      setCode('');
      setCodeError(undefined);
      setStep({ name: 'code', sent: asked.result });
      codeRef.current?.focus();
      return;
    }
    if (asked.status !== 'failed') return;
    if (asked.message === RECOVERY_BY_ADMIN) setByAdmin(true);
    else if (step.name === 'code') setCodeError(asked.message);
    else {
      setIdError(asked.message);
      idRef.current?.focus();
    }
  }

  async function reset(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const codeProblem = isCompleteCode(code, 'app') ? undefined : EMAIL_CODE_REQUIRED;
    const passwordProblem = newPassword.length >= NEW_PASSWORD_MIN ? undefined : NEW_PASSWORD_SHORT;
    setCodeError(codeProblem);
    setPasswordError(passwordProblem);
    if (codeProblem) codeRef.current?.focus();
    else if (passwordProblem) passwordRef.current?.focus();
    if (codeProblem || passwordProblem) return;
    const changed = await resetting.run(id.trim(), code, newPassword);
    if (changed.status === 'done') {
      setStep({ name: 'done', message: changed.result });
      return;
    }
    if (changed.status !== 'failed') return;
    if (changed.message === RECOVERY_BY_ADMIN) {
      setByAdmin(true);
    } else if (changed.message === RECOVERY_CODE_INVALID || !/password/i.test(changed.message)) {
      setCodeError(changed.message);
      setCode('');
      codeRef.current?.focus();
    } else {
      setPasswordError(changed.message);
      passwordRef.current?.focus();
    }
  }

  function otherAccount() {
    setStep({ name: 'ask' });
    setCode('');
    setNewPassword('');
    setCodeError(undefined);
    setPasswordError(undefined);
    setTimeout(() => idRef.current?.select(), 0);
  }

  const backToLogin = (
    <KitLink
      ref={loginRef}
      href={loginPath}
      className={cn(buttonVariants({ size: 'lg' }), 'w-full')}
    >
      {BACK_TO_LOGIN}
    </KitLink>
  );

  let body: ReactNode;
  if (emailRecovery === undefined) {
    body = (
      <div role="status" aria-label="Loading" className="grid gap-4">
        <Skeleton className="h-4 w-24" />
        <Skeleton className="h-11 w-full" />
        <Skeleton className="h-12 w-full" />
      </div>
    );
  } else if (!emailRecovery || byAdmin) {
    body = (
      <div className="grid gap-5">
        <Callout tone="info" role="note">
          {RECOVERY_BY_ADMIN}
        </Callout>
        {backToLogin}
      </div>
    );
  } else if (step.name === 'done') {
    body = (
      <div className="grid gap-5">
        <Callout tone="success" role="status">
          {step.message}
        </Callout>
        {backToLogin}
      </div>
    );
  } else if (step.name === 'ask') {
    body = (
      <form
        noValidate
        aria-labelledby={titleId}
        onSubmit={(e) => void ask(e)}
        className="grid gap-5"
      >
        <IdField
          ref={idRef}
          field={idField}
          value={id}
          error={idError}
          readOnly={busy}
          onChange={(next) => {
            setId(next);
            setIdError(undefined);
          }}
        />
        <Button type="submit" size="lg" className="mt-1 w-full" loading={asking.busy}>
          {!asking.busy && <Mail aria-hidden />}
          {SEND_CODE}
        </Button>
      </form>
    );
  } else {
    body = (
      <form
        noValidate
        aria-labelledby={titleId}
        onSubmit={(e) => void reset(e)}
        className="grid gap-5"
      >
        <Callout tone="info" role="status">
          {step.sent}
        </Callout>
        <EmailCodeField
          ref={codeRef}
          value={code}
          onChange={(next) => {
            setCode(next);
            setCodeError(undefined);
          }}
          error={codeError}
          disabled={busy}
        />
        <div className="grid gap-1.5">
          <TextField
            ref={passwordRef}
            label={NEW_PASSWORD}
            name="new-password"
            type="password"
            autoComplete="new-password"
            passwordToggle
            required
            aria-describedby={noteId}
            value={newPassword}
            error={passwordError}
            readOnly={busy}
            onChange={(e) => {
              setNewPassword(e.target.value);
              setPasswordError(undefined);
            }}
          />
          <p id={noteId} className="text-sm text-muted">
            {NEW_PASSWORD_NOTE}
          </p>
        </div>
        <div className="mt-1 grid gap-3">
          <Button type="submit" size="lg" className="w-full" loading={resetting.busy}>
            {CHANGE_PASSWORD}
          </Button>
          <div className="flex flex-wrap justify-between gap-2">
            <Button
              variant="ghost"
              loading={asking.busy}
              disabled={resetting.busy}
              onClick={() => void ask()}
            >
              {!asking.busy && <RotateCcw aria-hidden />}
              {SEND_AGAIN}
            </Button>
            <Button variant="ghost" disabled={busy} onClick={otherAccount}>
              {OTHER_ACCOUNT}
            </Button>
          </div>
        </div>
      </form>
    );
  }

  const showFooter = emailRecovery && !byAdmin && step.name !== 'done';
  return (
    <AuthFrame
      slot="forgot-password-view"
      titleId={titleId}
      title={FORGOT_TITLE}
      subtitle={FORGOT_INTRO}
      footer={
        showFooter && (
          <p>
            Remembered it?{' '}
            <KitLink href={loginPath} className={linkClass}>
              Log in
            </KitLink>
          </p>
        )
      }
    >
      <div className="px-5 pt-6 pb-7 sm:px-8 sm:pb-8">{body}</div>
    </AuthFrame>
  );
}
