import { useState, type FormEvent } from 'react';
import type { ContactInquiry } from '@contract/contact';
import { Button } from '@/ui/button/button';
import { cn } from '@/ui/lib/cn';
import { TextArea, TextField } from '@/ui/text-field/text-field';
import { useEmailHint } from '@/lib/email-hint';
import { useAction } from '@/lib/use-action';

const EMPTY: ContactInquiry = { name: '', phoneNo: '', email: '', message: '' };

const CONTACT_FAILURE = 'An error occurred. Please try again.';

export type ContactFormProps = {
  /** Sends the inquiry; rejects with an ApiError carrying the server's message. */
  onSubmit: (inquiry: ContactInquiry) => Promise<unknown>;
};

/** The contact form with the status line of spec §4: Submitting..., success or the error. */
export function ContactForm({ onSubmit }: ContactFormProps) {
  const [values, setValues] = useState<ContactInquiry>(EMPTY);
  const sending = useAction(onSubmit, { failure: CONTACT_FAILURE });
  const [sent, setSent] = useState(false);
  const emailHint = useEmailHint();
  const status = sending.busy ? 'submitting' : sending.error ? 'error' : sent ? 'success' : 'idle';

  const field = (name: keyof ContactInquiry) => ({
    name,
    value: values[name],
    required: true,
    onChange: (e: { target: { value: string } }) =>
      setValues((v) => ({ ...v, [name]: e.target.value })),
  });

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSent(false);
    const result = await sending.run(values);
    if (result.status !== 'done') return;
    setValues(EMPTY);
    setSent(true);
  }

  const statusText =
    status === 'submitting'
      ? 'Submitting...'
      : status === 'success'
        ? 'Inquiry submitted successfully!'
        : (sending.error ?? '');

  return (
    <form onSubmit={handleSubmit} className="grid gap-4" aria-label="Contact form">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Name" autoComplete="name" {...field('name')} />
        <TextField label="Phone number" type="tel" autoComplete="tel" {...field('phoneNo')} />
      </div>
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        {...field('email')}
        {...emailHint}
      />
      <TextArea label="Message" rows={5} {...field('message')} />
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" loading={sending.busy}>
          Submit
        </Button>
        <p
          role="status"
          className={cn(
            'min-h-6 text-sm',
            status === 'success' && 'text-accent',
            status === 'error' && 'text-danger',
            status === 'submitting' && 'text-muted',
          )}
        >
          {statusText}
        </p>
      </div>
    </form>
  );
}
