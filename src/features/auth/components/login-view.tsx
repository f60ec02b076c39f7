import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { CODE_REQUIRED } from '@contract/two-factor';
import { Button } from '@/ui/button/button';
import { cn } from '@/ui/lib/cn';
import { KitLink } from '@/ui/lib/link';
import {
  isCompleteCode,
  OneTimeCodeField,
  type OneTimeCodeMode,
} from '@/ui/one-time-code-field/one-time-code-field';
import { usePopup } from '@/ui/popup/popup';
import { TextField } from '@/ui/text-field/text-field';
import { isCodeRequest } from '@/lib/api';
import { useAction } from '@/lib/use-action';
import { BOTH_FIELDS_REQUIRED, FORGOT_PASSWORD, type LoginVariant } from '../login-variants';
import { AuthFrame } from './auth-frame';
import { IdField } from './id-field';

export type LoginCredentials = {
  /** The User ID or e-mail, trimmed (the server normalises the case). */
  id: string;
  password: string;
  /** The authenticator or recovery code, once the server has asked for one. */
  code?: string;
};

export const CODE_STEP_BACK = 'Back';
export const CODE_STEP_SUBMIT = 'Verify';
export const CODE_STEP_ACCOUNT = 'Signing in as';

export type LoginViewProps = {
  /** Which screen: its title, field and popup wording. */
  variant: LoginVariant;
  /**
   * Logs in; rejects with an ApiError: the server's words are the popup text, and a 401 asking for
   * a code (`twoFactor: 'code'`) opens the code step or shows its message under the code field.
   */
  onSubmit: (credentials: LoginCredentials) => Promise<unknown>;
  /** Called when the success popup has closed (by itself or by OK): time to move on. */
  onSuccess: () => void;
  /** Shown above the form, e.g. that a session already exists. */
  notice?: ReactNode;
  /** Shown under the form, e.g. the link to signup. */
  footer?: ReactNode;
};

type Step = 'password' | 'code';

/** A login screen: wordmark, a card with the title and the two fields, and the popups of spec §4/§5/§8. */
export function LoginView({ variant, onSubmit, onSuccess, notice, footer }: LoginViewProps) {
  const [id, setId] = useState('');
  const [password, setPassword] = useState('');
  const login = useAction(onSubmit, { failure: variant.errorFallback });
  const [signedIn, setSignedIn] = useState(false);
  const status = signedIn ? 'success' : login.busy ? 'submitting' : 'idle';
  const [step, setStep] = useState<Step>('password');
  const [code, setCode] = useState('');
  const [codeMode, setCodeMode] = useState<OneTimeCodeMode>('app');
  const [codeError, setCodeError] = useState<string>();
  // Bumped to move focus to the code field after each answer that asks for it.
  const [codeFocus, setCodeFocus] = useState(0);
  const idRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const { popup, show } = usePopup();
  const titleId = useId();

  useEffect(() => {
    if (codeFocus > 0) codeRef.current?.focus();
  }, [codeFocus]);

  function backToPassword() {
    setStep('password');
    setCode('');
    setCodeError(undefined);
    setCodeMode('app');
    // After the form re-renders with the password fields.
    setTimeout(() => passwordRef.current?.select(), 0);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status !== 'idle') return;
    if (step === 'code' && !isCompleteCode(code, codeMode)) {
      setCodeError(CODE_REQUIRED);
      codeRef.current?.focus();
      return;
    }
    const credentials: LoginCredentials = {
      id: id.trim(),
      password,
      ...(step === 'code' ? { code } : {}),
    };
    if (!credentials.id || !credentials.password) {
      const firstEmpty = credentials.id ? passwordRef : idRef;
      void show({
        icon: 'warning',
        title: BOTH_FIELDS_REQUIRED,
        onCloseAutoFocus: (focusEvent) => {
          focusEvent.preventDefault();
          firstEmpty.current?.focus();
        },
      });
      return;
    }

    const sent = await login.run(credentials);
    if (sent.status === 'busy') return;
    if (sent.status === 'failed') {
      if (isCodeRequest(sent.error)) {
        setCodeError(step === 'code' ? sent.error.message || CODE_REQUIRED : undefined);
        setStep('code');
        setCodeFocus((count) => count + 1);
        return;
      }
      void show({ icon: 'error', title: variant.failureTitle, text: sent.message });
      return;
    }
    setSignedIn(true);
    await show({
      icon: 'success',
      title: variant.successTitle,
      text: variant.successText,
      autoCloseMs: variant.successAutoCloseMs,
    });
    onSuccess();
  }

  const { idField } = variant;
  return (
    <AuthFrame
      slot="login-view"
      titleId={titleId}
      title={variant.title}
      subtitle={variant.subtitle}
      footer={footer}
      after={popup}
    >
      {notice && status !== 'success' && <div className="px-5 pt-5 sm:px-8">{notice}</div>}

      <form
        noValidate
        aria-labelledby={titleId}
        onSubmit={handleSubmit}
        className="grid gap-5 px-5 pt-6 pb-7 sm:px-8 sm:pb-8"
      >
        {step === 'password' ? (
          <>
            <IdField ref={idRef} field={idField} value={id} onChange={setId} />
            <TextField
              ref={passwordRef}
              label="Password"
              name="password"
              type="password"
              autoComplete="current-password"
              passwordToggle
              required
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
            {variant.recoveryPath && (
              <div className="-mt-3 flex justify-end">
                <KitLink
                  href={variant.recoveryPath}
                  className="inline-flex min-h-touch items-center rounded px-1 text-sm font-medium text-info underline-offset-4 hover:underline"
                >
                  {FORGOT_PASSWORD}
                </KitLink>
              </div>
            )}
          </>
        ) : (
          <div className="grid gap-4">
            <div className="grid gap-1 text-sm text-pretty">
              <p className="font-medium text-text">{CODE_REQUIRED}</p>
              <p className="text-muted">
                {CODE_STEP_ACCOUNT}{' '}
                <span className={cn('break-all text-text', idField.mono && 'font-mono')}>
                  {id.trim()}
                </span>
              </p>
            </div>
            <OneTimeCodeField
              ref={codeRef}
              value={code}
              onChange={(next) => {
                setCode(next);
                if (codeError) setCodeError(undefined);
              }}
              mode={codeMode}
              onModeChange={setCodeMode}
              error={codeError}
              disabled={status !== 'idle'}
            />
          </div>
        )}
        <div className="mt-1 grid gap-3">
          <Button
            type="submit"
            size="lg"
            className="w-full"
            loading={status === 'submitting'}
            disabled={status === 'success'}
          >
            {step === 'code' ? CODE_STEP_SUBMIT : 'Submit'}
          </Button>
          {step === 'code' && (
            <Button
              variant="ghost"
              className="w-full"
              disabled={status !== 'idle'}
              onClick={backToPassword}
            >
              {CODE_STEP_BACK}
            </Button>
          )}
        </div>
      </form>
    </AuthFrame>
  );
}
