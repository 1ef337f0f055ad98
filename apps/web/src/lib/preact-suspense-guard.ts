import { Component } from 'preact';

/** Preact's own names for a component's internals (its build mangles `_globalContext` and `_parentDom` to these). */
interface ComponentInternals {
  __n?: object | null;
  __P?: Node | null;
}

/**
 * Works around a Preact 11.2 compat bug. When a Suspense boundary's last suspension ends, it gives
 * every component that suspended back its parent DOM node and re-renders it, including a lazy page
 * that was unmounted meanwhile (it suspended twice, then its feature gate turned to a spinner). That
 * component has no context left (unmounting cleared it), so the first `useContext` under it throws
 * "Cannot read properties of null (reading '__cC<n>')". CI met it on /pricing.
 *
 * Only an unmounted component has a null context: its `forceUpdate` now does nothing and drops the
 * parent node it was given back, so no later update renders it either.
 */
export function guardUnmountedForceUpdate() {
  const prototype = Component.prototype as Component & { forceUpdate: (callback?: () => void) => void };
  const forceUpdate = prototype.forceUpdate;
  prototype.forceUpdate = function guardedForceUpdate(this: Component & ComponentInternals, callback?: () => void) {
    if (this.__n === null) {
      this.__P = null;
      return;
    }
    forceUpdate.call(this, callback);
  };
}
