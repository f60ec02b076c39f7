import { createOperator } from '@contract/admin';
import { UserPlus } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { locales } from 'zod/mini';
import { Button } from '@/ui/button/button';
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
import { TextField } from '@/ui/text-field/text-field';
import { useEmailHint } from '@/lib/email-hint';
import { useAction } from '@/lib/use-action';
import type { ActionOutcome } from '@/features/admin/shared/use-failure-popup';
import type { NewOperator } from '../api/operators';

type Field = keyof NewOperator;
const FIELDS: Field[] = ['name', 'email', 'password'];
const labels: Record<Field, string> = { name: 'Name', email: 'E-mail', password: 'Password' };

/**
 * zod/mini loads no locale: the checks the contract leaves unworded (the maximum lengths) are
 * worded here in zod's English, as the server words them.
 */
const zodEnglish = locales.en().localeError;

/** The contract's own checks, worded for the form: 'Name is required.', 'Please enter a valid email.'. */
export function operatorProblems(values: NewOperator): Partial<Record<Field, string>> {
  const parsed = createOperator.body.safeParse(values, { error: zodEnglish });
  if (parsed.success) return {};
  const problems: Partial<Record<Field, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as Field;
    // A sentence stands alone (the e-mail's, spec §5); a predicate gets the field's label.
    const sentence = /^[A-Z]/.test(issue.message)
      ? issue.message
      : `${labels[field]} ${issue.message}`;
    problems[field] ??= `${sentence}.`;
  }
  return problems;
}

export type CreateOperatorDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called with valid values; resolves how it ended ('invalid' keeps the dialog open). */
  onCreate: (values: NewOperator) => Promise<ActionOutcome>;
};

function CreateOperatorForm({
  onCreate,
  onDone,
}: {
  onCreate: CreateOperatorDialogProps['onCreate'];
  onDone: () => void;
}) {
  const [values, setValues] = useState<NewOperator>({ name: '', email: '', password: '' });
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const creation = useAction(onCreate);
  const busy = creation.busy;
  const formRef = useRef<HTMLFormElement>(null);
  const passwordNote = useId();
  const emailHint = useEmailHint();

  const field = (name: Field) => ({
    name,
    label: labels[name],
    required: true,
    value: values[name],
    error: problems[name],
    onChange: (event: { currentTarget: { value: string } }) => {
      const next = { ...values, [name]: event.currentTarget.value };
      setValues(next);
      if (problems[name]) setProblems(operatorProblems(next));
    },
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const found = operatorProblems(values);
    setProblems(found);
    const first = FIELDS.find((name) => found[name]);
    if (first) {
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    const created = await creation.run({ ...values, name: values.name.trim() });
    if (created.status === 'busy' || (created.status === 'done' && created.result === 'invalid'))
      return;
    onDone();
  }

  return (
    <DialogForm ref={formRef} noValidate aria-busy={busy || undefined} onSubmit={submit}>
      <DialogBody>
        <fieldset disabled={busy} className="grid min-w-0 gap-4">
          <legend className="sr-only">New operator</legend>
          <TextField {...field('name')} autoComplete="off" />
          <TextField
            {...field('email')}
            {...(problems.email ? {} : emailHint)}
            type="email"
            autoComplete="off"
            spellCheck={false}
          />
          <TextField
            {...field('password')}
            type="password"
            passwordToggle
            autoComplete="new-password"
            aria-describedby={passwordNote}
          />
          <p id={passwordNote} className="-mt-2 text-sm text-muted">
            At least 8 characters. Share it with the operator privately; they sign in at the
            operator login.
          </p>
        </fieldset>
      </DialogBody>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="secondary" disabled={busy}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" loading={busy}>
          Create operator
        </Button>
      </DialogFooter>
    </DialogForm>
  );
}

/** The Create operator dialog (decisions §12: name, e-mail, password), with its trigger button. */
export function CreateOperatorDialog({ open, onOpenChange, onCreate }: CreateOperatorDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button>
          <UserPlus aria-hidden />
          Create operator
        </Button>
      </DialogTrigger>
      <DialogContent size="sm">
        <DialogHeader>
          <DialogTitle>Create operator</DialogTitle>
          <DialogDescription>
            A top-up operator records package orders for members.
          </DialogDescription>
        </DialogHeader>
        <CreateOperatorForm onCreate={onCreate} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
