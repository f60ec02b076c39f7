import { messageOf } from '@/lib/api';
import { useCatalogue } from './api/use-catalogue';
import { CATALOGUE_FAILURE } from './components/package-grid';

/** The catalogue as the views take it: a retry shows the skeletons again, not the old failure. */
export function useCatalogueState() {
  const { data, error, isValidating, mutate } = useCatalogue();
  const failed = Boolean(error) && !data && !isValidating;
  return {
    catalogue: data,
    loading: !data && !failed,
    error: failed ? messageOf(error, CATALOGUE_FAILURE) : undefined,
    onRetry: () => void mutate(),
  };
}
