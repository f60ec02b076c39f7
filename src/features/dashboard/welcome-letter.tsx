import { WELCOME_PDF_PATH } from '@contract/wallet';
import { messageOf } from '@/lib/api';
import { useMember } from '@/lib/session';
import { useWelcomeLetter } from './api/use-welcome-letter';
import { WELCOME_FAILURE, WelcomeLetterView } from './components/welcome-letter-view';

/** The member's welcome letter (`/userdashboard/welcome`), with the server's PDF to download. */
export function WelcomeLetter() {
  const member = useMember();
  const { data, error, isValidating, mutate } = useWelcomeLetter(member.mySponsorId);
  const failed = Boolean(error) && !data && !isValidating;
  return (
    <WelcomeLetterView
      letter={data}
      loading={!data && !failed}
      error={failed ? messageOf(error, WELCOME_FAILURE) : undefined}
      onRetry={() => void mutate()}
      pdfHref={WELCOME_PDF_PATH}
    />
  );
}
