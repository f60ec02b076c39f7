import { WelcomeLetter } from '@/features/dashboard/welcome-letter';

export default function MemberWelcomePage() {
  return <WelcomeLetter />;
}
