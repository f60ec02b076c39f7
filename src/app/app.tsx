import { SWRConfig } from 'swr';
import { AppRoutes } from './router';

export function App() {
  return (
    <SWRConfig value={{ revalidateOnFocus: false, shouldRetryOnError: false }}>
      <AppRoutes />
    </SWRConfig>
  );
}
