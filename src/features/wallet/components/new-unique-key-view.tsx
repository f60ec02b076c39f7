import { KeyRound, Mail, RotateCcw } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { RECOVERY_BY_ADMIN } from '@contract/notifications';
import { Button } from '@/ui/button/button';
import { Callout } from '@/ui/callout/callout';
import { Card, CardContent, CardHeader, CardTitle } from '@/ui/card/card';
import {
  EMAIL_CODE_REQUIRED,
  EmailCodeField,
  isCompleteCode,
} from '@/ui/one-time-code-field/one-time-code-field';
import { usePopup } from '@/ui/popup/popup';
import { Skeleton } from '@/ui/skeleton/skeleton';
import { TextField } from '@/ui/text-field/text-field';
import { SHOWN_ONCE_SAVED, ShownOnceNote, ValueRow } from '@/ui/value-row/value-row';
import { useAction } from '@/lib/use-action';

export const NEW_KEY_TITLE = 'New unique key';
export const NEW_KEY_INTRO =
  'Lost your unique key? Confirm with your password and a code we e-mail you to get a new one. The old key stops working at once.';
export const SEND_CODE = 'Send code';
export const GET_NEW_KEY = 'Get new key';
export const SEND_AGAIN = 'Send a new code';
export const START_AGAIN = 'Start again';
export const PASSWORD_REQUIRED = 'Password is required';
export const SHOWN_TITLE = 'Your new unique key';
export const DONE_NOTICE = 'Your new unique key is in use. The old one no longer works.';

export type NewUniqueKeyViewProps = {
  /** Whether the server e-mails codes; undefined while asking; false: an admin resets keys. */
  emailRecovery?: boolean;
  /** E-mails a code; resolves to the server's words. Rejects with an ApiError (its words shown). */
  onSendCode: (password: string) => Promise<string>;
  /** Resolves to the new key, shown once, and the server's words about it. */
  onReset: (password: string, code: string) => Promise<{ message: string; uniqueKey: string }>;
};

/**
 * A member's new unique key by e-mailed code (decisions §14): password, Send code, the code,
 * Get new key; the key is shown once in a popup that stays until the member ticks that they
 * saved it, with Copy focused as for a registration.
 */
export function NewUniqueKeyView({ emailRecovery, onSendCode, onReset }: NewUniqueKeyViewProps) {
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string>();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();
  const [sent, setSent] = useState<string>();
  const [done, setDone] = useState(false);
  const sending = useAction(onSendCode);
  const resetting = useAction(onReset);
  const busy = sending.busy || resetting.busy;
  const { popup, show } = usePopup();
  const passwordRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const doneRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (sent) codeRef.current?.focus();
  }, [sent]);

  async function sendCode(event?: FormEvent<HTMLFormElement>) {
    event?.preventDefault();
    if (busy) return;
    setDone(false);
    if (!password) {
      setPasswordError(PASSWORD_REQUIRED);
      passwordRef.current?.focus();
      return;
    }
    const asked = await sending.run(password);
    if (asked.status === 'failed') {
      if (sent) {
        setCodeError(asked.message);
        codeRef.current?.focus();
      } else {
        setPasswordError(asked.message);
        passwordRef.current?.focus();
      }
    }
    if (asked.status !== 'done') return;
    setCode('');
    setCodeError(undefined);
    setSent(asked.result);
    // After a new code the field is already there (the first time, the effect focuses it).
    codeRef.current?.focus();
  }

  function startAgain() {
    setSent(undefined);
    setCode('');
    setCodeError(undefined);
    setPassword('');
    setTimeout(() => passwordRef.current?.focus(), 0);
  }

  async function getKey(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (!isCompleteCode(code, 'app')) {
      setCodeError(EMAIL_CODE_REQUIRED);
      codeRef.current?.focus();
      return;
    }
    const reset = await resetting.run(password, code);
    if (reset.status === 'failed') {
      setCodeError(reset.message);
      setCode('');
      codeRef.current?.focus();
    }
    if (reset.status !== 'done') return;
    setSent(undefined);
    setPassword('');
    setCode('');
    setDone(true);
    await show({
      icon: 'success',
      title: SHOWN_TITLE,
      text: reset.result.message,
      children: (
        <div className="grid gap-4">
          <dl>
            <ValueRow
              label="Unique key"
              value={reset.result.uniqueKey}
              what="unique key"
              emphasis
            />
          </dl>
          <ShownOnceNote title="Write this unique key down now.">
            It is shown only this once and is needed for every withdrawal.
          </ShownOnceNote>
        </div>
      ),
      acknowledge: SHOWN_ONCE_SAVED,
      confirmText: 'Done',
      onCloseAutoFocus: (focusEvent) => {
        focusEvent.preventDefault();
        doneRef.current?.focus();
      },
    });
  }

  let body;
  if (emailRecovery === undefined) {
    body = (
      <div role="status" aria-label="Loading" className="grid gap-3">
        <Skeleton className="h-4 w-3/4" />
        <Skeleton className="h-11 w-full max-w-sm" />
      </div>
    );
  } else if (!emailRecovery) {
    body = (
      <Callout tone="info" role="note">
        {RECOVERY_BY_ADMIN}
      </Callout>
    );
  } else if (!sent) {
    body = (
      <form
        noValidate
        aria-label={NEW_KEY_TITLE}
        onSubmit={(event) => void sendCode(event)}
        className="grid max-w-sm gap-4"
      >
        <TextField
          ref={passwordRef}
          label="Password"
          type="password"
          name="password"
          autoComplete="current-password"
          passwordToggle
          required
          value={password}
          error={passwordError}
          readOnly={busy}
          onChange={(event) => {
            setPassword(event.target.value);
            setPasswordError(undefined);
          }}
        />
        <Button type="submit" loading={sending.busy} className="w-full sm:w-fit">
          {!sending.busy && <Mail aria-hidden />}
          {SEND_CODE}
        </Button>
      </form>
    );
  } else {
    body = (
      <form
        noValidate
        aria-label={NEW_KEY_TITLE}
        onSubmit={(event) => void getKey(event)}
        className="grid gap-4"
      >
        <Callout tone="info" role="status">
          {sent}
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
        <div className="flex flex-wrap gap-2">
          <Button type="submit" loading={resetting.busy}>
            {!resetting.busy && <KeyRound aria-hidden />}
            {GET_NEW_KEY}
          </Button>
          <Button
            variant="secondary"
            loading={sending.busy}
            disabled={resetting.busy}
            onClick={() => void sendCode()}
          >
            {!sending.busy && <RotateCcw aria-hidden />}
            {SEND_AGAIN}
          </Button>
          <Button variant="ghost" disabled={busy} onClick={startAgain}>
            {START_AGAIN}
          </Button>
        </div>
      </form>
    );
  }

  return (
    <Card data-slot="new-unique-key" className="max-w-3xl">
      <CardHeader>
        <CardTitle>{NEW_KEY_TITLE}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <p className="text-pretty text-muted">{NEW_KEY_INTRO}</p>
        {done && (
          <Callout
            ref={doneRef}
            tabIndex={-1}
            tone="success"
            role="status"
            className="outline-none"
          >
            {DONE_NOTICE}
          </Callout>
        )}
        {body}
      </CardContent>
      {popup}
    </Card>
  );
}
