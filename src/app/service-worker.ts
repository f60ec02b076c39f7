/**
 * Registers the member app's service worker (/sw.js, src/pwa/service-worker.ts) once the page has
 * loaded, so its precaching never competes with the page's own first requests.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // Without its worker the app still works online: a failed registration only loses offline use.
  const register = () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
