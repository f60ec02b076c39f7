import type { Ref } from 'react';
import { useEmailHint } from '@/lib/email-hint';
import { TextField } from '@/ui/text-field/text-field';
import type { LoginVariant } from '../login-variants';

export type IdFieldProps = {
  /** The screen's ID field: the member's User ID or the staff e-mail. */
  field: LoginVariant['idField'];
  value: string;
  onChange: (value: string) => void;
  error?: string;
  readOnly?: boolean;
  ref?: Ref<HTMLInputElement>;
};

/** The account's name on a sign-in screen, with the hints phones and password managers read. */
export function IdField({ field, value, onChange, error, readOnly, ref }: IdFieldProps) {
  const emailHint = useEmailHint();
  return (
    <TextField
      ref={ref}
      label={field.label}
      name={field.type === 'email' ? 'email' : 'username'}
      type={field.type}
      autoComplete={field.autoComplete}
      placeholder={field.placeholder}
      mono={field.mono}
      autoCapitalize={field.type === 'email' ? 'none' : 'characters'}
      autoCorrect="off"
      spellCheck={false}
      required
      value={value}
      error={error}
      readOnly={readOnly}
      onChange={(e) => onChange(e.target.value)}
      {...(field.type === 'email' && !error && !readOnly ? emailHint : {})}
    />
  );
}
