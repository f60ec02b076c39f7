import { useState, type FormEvent } from 'react';
import type { ContactInquiry } from '@contract/contact';
import { Button } from '@/ui/button/button';
import { cn } from '@/ui/lib/cn';
import { TextArea, TextField } from '@/ui/text-field/text-field';

const EMPTY: ContactInquiry = { name: '', phoneNo: '', email: '', message: '' };

type Status =
  | { kind: 'idle' }
  | { kind: 'submitting' }
  | { kind: 'success' }
  | { kind: 'error'; message: string };

export type ContactFormProps = {
  /** Sends the inquiry; rejects with the text to show (the server's message or the fallback). */
  onSubmit: (inquiry: ContactInquiry) => Promise<void>;
};

/** The contact form with the status line of spec §4: Submitting..., success or the error. */
export function ContactForm({ onSubmit }: ContactFormProps) {
  const [values, setValues] = useState<ContactInquiry>(EMPTY);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  const field = (name: keyof ContactInquiry) => ({
    name,
    value: values[name],
    required: true,
    onChange: (e: { target: { value: string } }) =>
      setValues((v) => ({ ...v, [name]: e.target.value })),
  });

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setStatus({ kind: 'submitting' });
    try {
      await onSubmit(values);
      setValues(EMPTY);
      setStatus({ kind: 'success' });
    } catch (error) {
      setStatus({
        kind: 'error',
        message:
          error instanceof Error && error.message
            ? error.message
            : 'An error occurred. Please try again.',
      });
    }
  }

  const statusText =
    status.kind === 'submitting'
      ? 'Submitting...'
      : status.kind === 'success'
        ? 'Inquiry submitted successfully!'
        : status.kind === 'error'
          ? status.message
          : '';

  return (
    <form onSubmit={handleSubmit} className="grid gap-4" aria-label="Contact form">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Name" autoComplete="name" {...field('name')} />
        <TextField label="Phone number" type="tel" autoComplete="tel" {...field('phoneNo')} />
      </div>
      <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
      <TextArea label="Message" rows={5} {...field('message')} />
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" loading={status.kind === 'submitting'}>
          Submit
        </Button>
        <p
          role="status"
          className={cn(
            'min-h-6 text-sm',
            status.kind === 'success' && 'text-accent',
            status.kind === 'error' && 'text-danger',
            status.kind === 'submitting' && 'text-muted',
          )}
        >
          {statusText}
        </p>
      </div>
    </form>
  );
}
