import { ArrowRight, Info } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button, buttonVariants } from '@/ui/button/button';
import { cn } from '@/ui/lib/cn';
import { KitLink } from '@/ui/lib/link';
import { usePopup } from '@/ui/popup/popup';
import type { Side } from '@/ui/position-choice/position-choice';
import { TextField } from '@/ui/text-field/text-field';
import { useAction } from '@/lib/use-action';
import { joinNote, signupPath } from '../paths';
import { REQUIRED_TEXT, REQUIRED_TITLE } from '../validation';

export type VerifiedSponsor = { name: string; mySponsorId: string };

export type VerifySponsorViewProps = {
  /** The sponsor ID of a referral link, prefilled into the field. */
  defaultSponsorId?: string;
  /** The side of a referral link; kept on the way to the signup form. */
  position?: Side;
  /** Checks the ID with the server; rejects with an ApiError carrying the server's message. */
  onVerify: (sponsorId: string) => Promise<VerifiedSponsor>;
};

/** Step 1 of joining (spec §2): verify the sponsor's User ID, then go on to the signup form. */
export function VerifySponsorView({
  defaultSponsorId = '',
  position,
  onVerify,
}: VerifySponsorViewProps) {
  const [sponsorId, setSponsorId] = useState(defaultSponsorId);
  const verification = useAction(onVerify, { failure: 'Error registering user' });
  const [sponsor, setSponsor] = useState<VerifiedSponsor>();
  const { popup, show } = usePopup();

  async function verify(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const id = sponsorId.trim();
    if (!id) {
      void show({ icon: 'warning', title: REQUIRED_TITLE, text: REQUIRED_TEXT });
      return;
    }
    const verified = await verification.run(id);
    if (verified.status === 'done') setSponsor(verified.result);
    else if (verified.status === 'failed') {
      setSponsor(undefined);
      void show({ icon: 'error', title: 'Error!', text: verified.message });
    }
  }

  return (
    <div className="grid gap-5">
      <p className="flex items-start gap-2 rounded border border-info/40 bg-info-soft px-3 py-2.5 text-sm text-text">
        <Info aria-hidden className="mt-0.5 size-4 shrink-0 text-info" />
        <span>{joinNote(position)}</span>
      </p>
      <form
        noValidate
        aria-label="Verify sponsor"
        onSubmit={verify}
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
      >
        <TextField
          label="Sponsor User ID"
          name="sponsorId"
          required
          mono
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder="LT1234567"
          value={sponsorId}
          onChange={(event) => {
            setSponsorId(event.currentTarget.value);
            setSponsor(undefined);
          }}
          className="flex-1"
        />
        <Button
          type="submit"
          variant="secondary"
          loading={verification.busy}
          className="sm:min-w-28"
        >
          Verify
        </Button>
      </form>
      <div aria-live="polite" className="empty:hidden">
        {sponsor && (
          <div className="grid gap-4">
            <TextField label="Sponsor name" name="sponsorName" value={sponsor.name} readOnly />
            <KitLink
              href={signupPath(sponsor.mySponsorId, position)}
              className={cn(
                buttonVariants({ size: 'lg' }),
                'w-full sm:w-auto sm:justify-self-start',
              )}
            >
              Signup
              <ArrowRight aria-hidden />
            </KitLink>
          </div>
        )}
      </div>
      {popup}
    </div>
  );
}
