import { useState, useSyncExternalStore } from 'react';

/*
 * A press runs from pointerdown until its click has been handled. The field left by that press is validated on
 * blur, at pointerdown: an error that appeared then would push what lies under it down, and the click would land
 * beside the checkbox or button the shopper aimed at. Errors wait for the press to end.
 */
let pressing = false;
const listeners = new Set<() => void>();
let watching = false;
let noClick: ReturnType<typeof setTimeout> | undefined;

const setPressing = (value: boolean) => {
  if (pressing === value) return;
  pressing = value;
  for (const listener of listeners) listener();
};
// after the click's own handlers, which run after this capturing listener
const endPress = () => setTimeout(() => setPressing(false), 0);

function watch() {
  watching = true;
  document.addEventListener(
    'pointerdown',
    () => {
      clearTimeout(noClick);
      setPressing(true);
    },
    true,
  );
  // a press that ends in no click (a drag, a scroll) ends a moment after the pointer's release
  document.addEventListener(
    'pointerup',
    () => {
      clearTimeout(noClick);
      noClick = setTimeout(() => setPressing(false), 500);
    },
    true,
  );
  document.addEventListener('click', endPress, true);
  document.addEventListener('pointercancel', endPress, true);
}

const subscribe = (listener: () => void) => {
  if (!watching) watch();
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** `value` as it stood when the current press began, until the press has ended: a field's error shown on blur. */
export function useSettledWhilePressing<T>(value: T): T {
  const isPressing = useSyncExternalStore(
    subscribe,
    () => pressing,
    () => false,
  );
  const [settled, setSettled] = useState(value);
  if (!isPressing && settled !== value) setSettled(value);
  return isPressing ? settled : value;
}
