import { submitContact } from './api/submit-contact';
import { useMarketCoins } from './api/use-market-coins';
import { LandingView } from './components/landing-view';

export function Landing() {
  const coins = useMarketCoins();
  return <LandingView coins={coins} onSubmit={submitContact} />;
}
