import type { ContactInquiry } from '@contract/contact';
import { messageOf } from '@/lib/api';
import { submitContact } from './api/submit-contact';
import { useMarketCoins } from './api/use-market-coins';
import { LandingView } from './components/landing-view';

async function sendInquiry(inquiry: ContactInquiry) {
  try {
    await submitContact(inquiry);
  } catch (error) {
    throw new Error(messageOf(error, 'An error occurred. Please try again.'));
  }
}

export function Landing() {
  const coins = useMarketCoins();
  return <LandingView coins={coins} onSubmit={sendInquiry} />;
}
