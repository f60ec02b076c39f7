import useSWR from 'swr';
import { catalogue } from '@contract/catalogue';
import { callApi } from '@/lib/api';
import { catalogueKey } from './keys';

/** GET /api/packages: the package catalogue, the only source of names and prices. */
export function useCatalogue() {
  return useSWR(catalogueKey, () => callApi(catalogue), { revalidateOnFocus: false });
}
