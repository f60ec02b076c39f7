import { PackagesView } from './components/packages-view';
import { useCatalogueState } from './use-catalogue-state';
import { useDeposit } from './use-deposit';

/** `/userdashboard/packages`: the catalogue and the deposit flow (spec §2, §4). */
export function AllPackages() {
  const catalogue = useCatalogueState();
  const deposit = useDeposit();
  return <PackagesView {...catalogue} {...deposit} />;
}
