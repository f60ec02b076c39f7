import useSWR from 'swr';
import { catalogue } from '@contract/catalogue';
import { callApi } from '@/lib/api';

/** GET /api/packages: the package catalogue, the only source of names and prices. */
export function useCatalogue() {
  return useSWR(catalogue.path, () => callApi(catalogue), { revalidateOnFocus: false });
}
