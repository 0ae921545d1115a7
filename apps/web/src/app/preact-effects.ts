import { options } from 'preact';

/**
 * The app runs on Preact's compat layer (apps/web/vite.config.ts), whose effects run after the next
 * frame. React runs the effects of an update made during a discrete event (a key, a click, typing,
 * Back) before the next event is handled: a form that reports itself changed from an effect
 * (useDialogDirty) must be known changed when Escape follows the typing at once. So, as React does:
 * during such an event, and the microtasks it starts (the render it asks for), effects run right
 * after the commit; effects still waiting for a frame run before the event's handlers. Any other
 * update (an answer, a timer) keeps its effects after the frame, off the path to the first paint.
 */
const DISCRETE_EVENTS = [
  'beforeinput',
  'change',
  'click',
  'compositionend',
  'contextmenu',
  'copy',
  'cut',
  'dblclick',
  'focusin',
  'focusout',
  'hashchange',
  'input',
  'keydown',
  'keyup',
  'mousedown',
  'mouseup',
  'paste',
  'pointercancel',
  'pointerdown',
  'pointerup',
  'popstate',
  'reset',
  'submit',
  'touchcancel',
  'touchend',
  'touchstart',
];
/** Preact's own wait for a frame: whichever of the frame and 35 ms comes first. */
const FRAME_TIMEOUT_MS = 35;

let discrete = false;
let waiting: { flush: () => void } | undefined;

function flushWaiting() {
  const frame = waiting;
  waiting = undefined;
  frame?.flush();
}

function startDiscreteEvent() {
  flushWaiting();
  if (discrete) return;
  discrete = true;
  setTimeout(() => {
    discrete = false;
  });
}

function afterFrame(flush: () => void) {
  if (discrete) {
    queueMicrotask(flush);
    return;
  }
  const frame = { flush };
  waiting = frame;
  const done = () => {
    clearTimeout(timeout);
    cancelAnimationFrame(raf);
    if (waiting === frame) flushWaiting();
  };
  const timeout = setTimeout(done, FRAME_TIMEOUT_MS);
  const raf = requestAnimationFrame(done);
}

export function runEffectsLikeReact() {
  for (const type of DISCRETE_EVENTS) window.addEventListener(type, startDiscreteEvent, true);
  options.requestAnimationFrame = afterFrame;
}
