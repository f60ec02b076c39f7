// The member app's service worker (built to /sw.js by vite/service-worker-plugin.ts, which fills
// in the precache list and version). It serves the shell's files from its cache, never caches an
// API answer, and answers a navigation that fails (no network, server down) with the offline page.

/** The parts of the service-worker scope this file uses (the DOM lib has no worker types). */
type ExtendableEvent = Event & { waitUntil(work: Promise<unknown>): void };
type FetchEvent = ExtendableEvent & {
  request: Request;
  respondWith(response: Promise<Response>): void;
};
type WorkerScope = {
  location: Location;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
};

declare const self: WorkerScope;
declare const __PRECACHE__: string[];
declare const __VERSION__: string;

const CACHE_PREFIX = 'lte-shell-';
const CACHE = `${CACHE_PREFIX}${__VERSION__}`;
const OFFLINE_PAGE = '/offline.html';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(__PRECACHE__))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE)
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

/** Hashed build files never change under their name: the cached copy is always right. */
async function cacheFirst(request: Request): Promise<Response> {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok && new URL(request.url).pathname.startsWith('/assets/')) {
    const copy = response.clone();
    void caches.open(CACHE).then((cache) => cache.put(request, copy));
  }
  return response;
}

/** Pages always come from the server (each answer carries its own nonce and session state). */
async function networkOrOffline(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch {
    const offline = await caches.match(OFFLINE_PAGE);
    return offline ?? Response.error();
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;
  if (request.mode === 'navigate') {
    event.respondWith(networkOrOffline(request));
    return;
  }
  if (url.pathname.startsWith('/assets/') || __PRECACHE__.includes(url.pathname)) {
    event.respondWith(cacheFirst(request));
  }
});

// A module, so that `self` above is this file's own declaration, not the DOM's window.
export {};
