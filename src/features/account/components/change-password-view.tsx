import { useId, useRef, useState, type FormEvent } from 'react';
import { newPassword as newPasswordRule } from '@contract/auth';
import { fieldProblem } from '@contract/labels';
import { Button } from '@/ui/button/button';
import { Callout } from '@/ui/callout/callout';
import { TextField } from '@/ui/text-field/text-field';
import { ApiError } from '@/lib/api';
import { useAction } from '@/lib/use-action';
import { copy } from '../copy';
import { AccountSection } from './section-states';

export type ChangePasswordViewProps = {
  /**
   * Changes the password; resolves to the server's words. Rejects with an ApiError: its words
   * are shown (a wrong current password under that field).
   */
  onChange: (currentPassword: string, newPassword: string) => Promise<string>;
};

type Field = 'current' | 'next' | 'confirm';
type Problems = Partial<Record<Field, string>>;

/** The server's rule for a new password (contract `newPassword`), worded with its label. */
function newPasswordProblem(value: string): string | undefined {
  const checked = newPasswordRule.safeParse(value);
  const issue = checked.success ? undefined : checked.error.issues[0];
  return issue && fieldProblem('newPassword', issue.message);
}

/**
 * Current password, new password and its confirmation. The server checks the current one and
 * signs out every other device; this browser keeps a fresh session.
 */
export function ChangePasswordView({ onChange }: ChangePasswordViewProps) {
  const [values, setValues] = useState<Record<Field, string>>({
    current: '',
    next: '',
    confirm: '',
  });
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState<string>();
  const [done, setDone] = useState<string>();
  const changing = useAction(onChange, { failure: copy.passwordFailure });
  const currentRef = useRef<HTMLInputElement>(null);
  const nextRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);
  const focus = (name: Field) =>
    (name === 'current' ? currentRef : name === 'next' ? nextRef : confirmRef).current?.focus();
  const noteId = useId();

  function check(): Problems {
    const found: Problems = {};
    if (!values.current) found.current = copy.currentRequired;
    const rule = newPasswordProblem(values.next);
    if (rule) found.next = rule;
    if (!values.confirm) found.confirm = copy.confirmRequired;
    else if (values.confirm !== values.next) found.confirm = copy.mismatch;
    return found;
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (changing.busy) return;
    setDone(undefined);
    setFailure(undefined);
    const found = check();
    setProblems(found);
    const first = (['current', 'next', 'confirm'] as const).find((field) => found[field]);
    if (first) {
      focus(first);
      return;
    }
    const changed = await changing.run(values.current, values.next);
    if (changed.status === 'failed') {
      // 401: the current password is wrong; anything else belongs to the form as a whole.
      if (changed.error instanceof ApiError && changed.error.status === 401) {
        setProblems({ current: changed.message });
        focus('current');
      } else setFailure(changed.message);
      return;
    }
    if (changed.status !== 'done') return;
    setValues({ current: '', next: '', confirm: '' });
    setDone(changed.result);
  }

  const field = (name: Field) => ({
    value: values[name],
    error: problems[name],
    readOnly: changing.busy,
    required: true,
    type: 'password',
    passwordToggle: true,
    onChange: (event: { currentTarget: { value: string } }) => {
      const next = event.currentTarget.value;
      setValues((before) => ({ ...before, [name]: next }));
      setProblems((before) => ({ ...before, [name]: undefined }));
      setDone(undefined);
    },
  });

  return (
    <AccountSection title={copy.passwordTitle} intro={copy.passwordIntro}>
      <form
        noValidate
        aria-label={copy.passwordTitle}
        onSubmit={(event) => void submit(event)}
        className="grid max-w-md gap-4"
      >
        <TextField
          {...field('current')}
          ref={currentRef}
          label={copy.currentPassword}
          name="current-password"
          autoComplete="current-password"
        />
        <div className="grid gap-1.5">
          <TextField
            {...field('next')}
            ref={nextRef}
            label={copy.newPassword}
            name="new-password"
            autoComplete="new-password"
            aria-describedby={noteId}
          />
          <p id={noteId} className="text-muted">
            {copy.newPasswordNote}
          </p>
        </div>
        <TextField
          {...field('confirm')}
          ref={confirmRef}
          label={copy.confirmPassword}
          name="confirm-password"
          autoComplete="new-password"
        />
        {failure && (
          <Callout tone="danger" role="alert">
            {failure}
          </Callout>
        )}
        {done && (
          <Callout tone="success" role="status">
            {done}
          </Callout>
        )}
        <div>
          <Button type="submit" loading={changing.busy}>
            {copy.changePassword}
          </Button>
        </div>
      </form>
    </AccountSection>
  );
}
