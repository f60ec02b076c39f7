import useSWR from 'swr';
import { catalogue } from '@contract/catalogue';
import { callApi } from '@/lib/api';
import { catalogueKey } from './keys';

/** The package catalogue and the USDT deposit address: the server is the one source of prices. */
export function useCatalogue() {
  return useSWR(catalogueKey, () => callApi(catalogue));
}
