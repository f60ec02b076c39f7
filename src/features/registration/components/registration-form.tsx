import { Info } from 'lucide-react';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { RegistrationPayload } from '@contract/auth';
import { useEmailHint } from '@/lib/email-hint';
import { Button } from '@/ui/button/button';
import { usePopup } from '@/ui/popup/popup';
import { PositionChoice, type Side } from '@/ui/position-choice/position-choice';
import { Skeleton } from '@/ui/skeleton/skeleton';
import { TextField } from '@/ui/text-field/text-field';
import {
  REQUIRED_TEXT,
  REQUIRED_TITLE,
  hasRequiredFields,
  hintTexts,
  mobileHint,
  type HintWording,
  type RegistrationValues,
} from '../validation';

export type SponsorDisplay = {
  /** The member the newcomer is placed under; sent as `sponsorId`. Empty when unknown. */
  id: string;
  /** Label of the read-only ID field. */
  idLabel?: string;
  /** The sponsor's name, shown read-only; omitted hides the field. */
  name?: string;
  /** Label of the read-only name field. */
  nameLabel?: string;
  /** Shows a placeholder for the name while the sponsor is being verified. */
  nameLoading?: boolean;
  /** A problem with the sponsor, shown under the ID, e.g. 'Sponsor not found'. */
  error?: ReactNode;
};

/** What the form hands over: the registration payload and, when the form asks for it, the side. */
export type RegistrationSubmission = RegistrationPayload & { position?: Side };

export type RegistrationFormProps = {
  /** Who the newcomer is placed under, shown read-only at the top. */
  sponsor: SponsorDisplay;
  /** A line about where the newcomer lands, e.g. 'You will join on the left'. */
  placementNote?: ReactNode;
  /** Asks for a Left/Right position (required) before the personal fields. */
  showPosition?: boolean;
  /** The hint words: 'phone no invalid' (signup) or 'Please enter a valid mobile number' (member). */
  hintWording: HintWording;
  /** Sponsor signup (spec §5): without a verified sponsor name and ID the form only warns. */
  requireVerifiedSponsor?: boolean;
  /** Disables the form and shows a spinner on the button while the registration is sent. */
  submitting?: boolean;
  /** Called with the payload once every required field is filled. */
  onSubmit: (submission: RegistrationSubmission) => void;
  /** The submit button's text. */
  submitLabel?: string;
};

const EMPTY: RegistrationValues = { name: '', mobileNumber: '', email: '', password: '' };
const FIELD_ORDER = ['name', 'mobileNumber', 'email', 'password'] as const;

const firstEmptyField = (values: RegistrationValues) =>
  FIELD_ORDER.find((name) => values[name].trim() === '');

/** The one registration form of the public signup and the member area (spec §2, §5). */
export function RegistrationForm({
  sponsor,
  placementNote,
  showPosition = false,
  hintWording,
  requireVerifiedSponsor = false,
  submitting = false,
  onSubmit,
  submitLabel = 'Submit',
}: RegistrationFormProps) {
  const [values, setValues] = useState<RegistrationValues>(EMPTY);
  const [position, setPosition] = useState<Side>();
  const [mobileHintText, setMobileHint] = useState<string>();
  const email = useEmailHint(hintTexts[hintWording].email);
  const { popup, show } = usePopup();
  const passwordNoteId = useId();
  const formRef = useRef<HTMLFormElement>(null);

  const field = (name: keyof RegistrationValues) => ({
    name,
    value: values[name],
    required: true,
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [name]: value }));
    },
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const sponsorMissing = !sponsor.id || (requireVerifiedSponsor && !sponsor.name);
    const complete = hasRequiredFields(values, { required: showPosition, value: position });
    if (sponsorMissing || !complete) {
      void show({
        icon: 'warning',
        title: REQUIRED_TITLE,
        text: REQUIRED_TEXT,
        onCloseAutoFocus: (focusEvent) => {
          const firstEmpty = showPosition && !position ? 'position' : firstEmptyField(values);
          const control =
            firstEmpty && formRef.current?.querySelector<HTMLElement>(`[name="${firstEmpty}"]`);
          if (!sponsorMissing && control) {
            focusEvent.preventDefault();
            control.focus();
          }
        },
      });
      return;
    }
    onSubmit({
      sponsorId: sponsor.id,
      name: values.name.trim(),
      mobileNumber: values.mobileNumber.trim(),
      email: values.email.trim(),
      password: values.password,
      ...(showPosition && position ? { position } : {}),
    });
  }

  return (
    <form
      ref={formRef}
      noValidate
      aria-label="Registration form"
      aria-busy={submitting || undefined}
      onSubmit={handleSubmit}
      className="grid gap-5"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={sponsor.idLabel ?? 'Sponsor ID'}
          name="sponsorId"
          value={sponsor.id}
          readOnly
          mono
          error={sponsor.error}
        />
        {sponsor.nameLoading ? (
          <div
            className="grid content-start gap-1.5"
            role="status"
            aria-label={`Loading ${(sponsor.nameLabel ?? 'Sponsor name').toLowerCase()}`}
          >
            <p className="text-sm font-medium text-text">{sponsor.nameLabel ?? 'Sponsor name'}</p>
            <Skeleton className="h-touch" />
          </div>
        ) : (
          sponsor.name !== undefined && (
            <TextField
              label={sponsor.nameLabel ?? 'Sponsor name'}
              name="sponsorName"
              value={sponsor.name}
              readOnly
            />
          )
        )}
      </div>

      {placementNote && (
        <p className="flex items-start gap-2 rounded border border-info/40 bg-info-soft px-3 py-2.5 text-sm break-words text-text">
          <Info aria-hidden className="mt-0.5 size-4 shrink-0 text-info" />
          <span>{placementNote}</span>
        </p>
      )}

      {showPosition && (
        <PositionChoice
          name="position"
          legend="Position"
          required
          value={position}
          onValueChange={setPosition}
          disabled={submitting}
        />
      )}

      <fieldset disabled={submitting} className="grid min-w-0 gap-4">
        <legend className="sr-only">New member</legend>
        <TextField label="Full name" autoComplete="name" {...field('name')} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Mobile number"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            hint={mobileHintText}
            onKeyUp={(event) => setMobileHint(mobileHint(event.currentTarget.value, hintWording))}
            {...field('mobileNumber')}
          />
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            {...email}
            {...field('email')}
          />
        </div>
        <div className="grid gap-1.5">
          <TextField
            label="Password"
            type="password"
            passwordToggle
            autoComplete="new-password"
            aria-describedby={passwordNoteId}
            {...field('password')}
          />
          <p id={passwordNoteId} className="text-sm text-muted">
            At least 8 characters.
          </p>
        </div>
      </fieldset>

      <div>
        <Button type="submit" size="lg" loading={submitting} className="w-full sm:w-auto">
          {submitLabel}
        </Button>
      </div>
      {popup}
    </form>
  );
}
