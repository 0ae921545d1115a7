/**
 * The service worker (/sw.js, made by the build from ./service-worker.js): registered in production
 * builds only, once the page has loaded, so it never competes with the first page's own downloads.
 * A new build's worker installs and waits; the page then offers 'A new version of Kitching is ready'
 * (./update-prompt.component.tsx), and Reload tells the waiting worker to take over, then reloads.
 */
export const SERVICE_WORKER_URL = '/sw.js';
const HOUR_MS = 60 * 60 * 1000;

export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  listenForNoticeTaps();
  const start = () => void register();
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

async function register() {
  const container = navigator.serviceWorker;
  let registration: ServiceWorkerRegistration;
  try {
    // updateViaCache 'none': the check for a new build always asks the server, whatever the headers.
    registration = await container.register(SERVICE_WORKER_URL, { scope: '/', updateViaCache: 'none' });
  } catch {
    return; // private mode, or a browser refusing workers: the app works online as before
  }
  let reloadWanted = false;
  const offer = (activate: () => void) =>
    void import('./update-prompt.component').then(({ showUpdatePrompt }) =>
      showUpdatePrompt(() => {
        reloadWanted = true;
        activate();
      }),
    );
  const offerWorker = (worker: ServiceWorker) => {
    // Reload with no worker waiting any more (another tab took the update): a plain reload.
    offer(() => {
      if (worker.state === 'installed') worker.postMessage({ type: 'SKIP_WAITING' });
      else window.location.reload();
    });
  };

  // The first worker ever is not an update: only a worker arriving while another one controls the page.
  if (registration.waiting && container.controller) offerWorker(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed' && container.controller) offerWorker(worker);
    });
  });

  let controlled = Boolean(container.controller);
  let reloading = false;
  container.addEventListener('controllerchange', () => {
    const replaced = controlled;
    controlled = true;
    if (reloadWanted) {
      if (reloading) return;
      reloading = true;
      window.location.reload();
    } else if (replaced) {
      // Another tab's Reload activated the new build: this page's code is the old one.
      offer(() => window.location.reload());
    }
  });

  // A phone keeps the app open for days: look for a new build when it comes back to the screen.
  const check = () => void registration.update().catch(() => {});
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
  setInterval(check, HOUR_MS);
}

/**
 * A tapped push notice (issue 26) takes an open window to its screen: the worker navigates a window it
 * controls itself, and asks any other one here; the router follows the history change.
 */
function listenForNoticeTaps() {
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent) => {
    const data = event.data as { type?: string; href?: unknown } | null;
    if (data?.type !== 'KITCHING_NAVIGATE' || typeof data.href !== 'string' || !data.href.startsWith('/'))
      return;
    if (`${location.pathname}${location.search}${location.hash}` === data.href) return;
    window.history.pushState(null, '', data.href);
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
}
