import type { PushSubscriptionInfo } from '@kitching/contracts';
import { ApiError, api } from '../../lib/api';

/**
 * Web Push on this device (issue 26): the browser's subscription, made with the server's VAPID key
 * and handed to the API, or taken back. The service worker (app/pwa/service-worker.js) shows what comes.
 */

export type PushState = 'unsupported' | 'denied' | 'off' | 'on';

/** Where push can work at all: a service worker, the Push API and notifications. */
export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/**
 * The app's worker registration. It is registered in production builds once the page has loaded, so this
 * waits for it (in a development build it never comes, and the toggle stays hidden).
 */
function registration(): Promise<ServiceWorkerRegistration> {
  return navigator.serviceWorker.ready;
}

const subscriptionsPath = (userId: number) => `/api/users/${userId}/push-subscriptions`;

/** On when this browser holds a subscription the server knows for this member. */
export async function pushState(userId: number): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  const reg = await registration();
  const subscription = await reg.pushManager.getSubscription();
  if (!subscription || Notification.permission !== 'granted') return 'off';
  const { data } = await api<{ data: PushSubscriptionInfo[] }>(subscriptionsPath(userId));
  return data.some((s) => s.endpoint === subscription.endpoint) ? 'on' : 'off';
}

/** The VAPID key as the bytes `applicationServerKey` takes (it is sent base64url). */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(raw, (c) => c.charCodeAt(0));
}

/** 'Chrome on Android': enough to tell one's devices apart in a list. */
export function deviceName(userAgent = navigator.userAgent): string {
  const browser =
    [
      ['Edge', /Edg\//],
      ['Firefox', /Firefox\//],
      ['Chrome', /Chrome\//],
      ['Safari', /Safari\//],
    ].find(([, test]) => (test as RegExp).test(userAgent))?.[0] ?? 'Browser';
  const system =
    [
      ['Android', /Android/],
      ['iPhone', /iPhone/],
      ['iPad', /iPad/],
      ['Windows', /Windows/],
      ['macOS', /Mac OS X|Macintosh/],
      ['Linux', /Linux/],
    ].find(([, test]) => (test as RegExp).test(userAgent))?.[0] ?? 'this device';
  return `${browser} on ${system}`;
}

/** Asks for permission, subscribes this browser and tells the server. */
export async function turnPushOn(userId: number): Promise<PushState> {
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return 'denied';
  if (permission !== 'granted') return 'off';
  const reg = await registration();
  const { data } = await api<{ data: { publicKey: string } }>('/api/push/public-key');
  const subscription =
    (await reg.pushManager.getSubscription()) ??
    (await reg.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(data.publicKey),
    }));
  await api(subscriptionsPath(userId), {
    method: 'POST',
    body: { ...subscription.toJSON(), device: deviceName() },
  });
  return 'on';
}

/** Takes this browser's subscription back, on the server (gone already counts as done) and here. */
export async function turnPushOff(userId: number): Promise<PushState> {
  const reg = await registration();
  const subscription = await reg.pushManager.getSubscription();
  if (!subscription) return 'off';
  try {
    await api(subscriptionsPath(userId), { method: 'DELETE', body: { endpoint: subscription.endpoint } });
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) throw error;
  }
  await subscription.unsubscribe();
  return 'off';
}
