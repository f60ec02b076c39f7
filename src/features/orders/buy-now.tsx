import { useSearchParams } from 'react-router-dom';
import { BuyNowView } from './components/buy-now-view';
import { packageIdOf } from './paths';
import { useCatalogueState } from './use-catalogue-state';
import { useDeposit } from './use-deposit';

/** `/userdashboard/buynow?package=<id>`: the checkout of one package, else a package picker. */
export function BuyNow() {
  const [params] = useSearchParams();
  const requested = params.get('package');
  const catalogue = useCatalogueState();
  const deposit = useDeposit();
  return (
    <BuyNowView
      packageId={packageIdOf(requested)}
      packageRequested={Boolean(requested?.trim())}
      {...catalogue}
      {...deposit}
    />
  );
}
