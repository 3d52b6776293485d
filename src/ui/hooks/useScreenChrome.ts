// Declarative form of ScreenChrome: a screen calls `useScreenChrome(props.chrome, { crumbs, typing, dirty })` on
// every render and the shell is told only when a value changes. Layout effects, so the shell knows in the same commit
// as the frame that shows the change: a key typed right after a field appears (or disappears) is routed by the new
// typing state, never the old one.

import { useLayoutEffect as useEffect, useRef } from 'react';
import type { ScreenChrome } from '../screenContract.js';

export interface ScreenChromeState {
  crumbs?: readonly string[];
  typing?: boolean;
  dirty?: boolean;
  /** Runs when the user confirms leaving while dirty. */
  discard?: () => void;
}

export function useScreenChrome(chrome: ScreenChrome, state: ScreenChromeState): void {
  const crumbsKey = (state.crumbs ?? []).join('\u0000');
  const typing = state.typing ?? false;
  const dirty = state.dirty ?? false;
  const discardRef = useRef(state.discard);
  discardRef.current = state.discard;
  useEffect(() => {
    chrome.setCrumbs(crumbsKey === '' ? [] : crumbsKey.split('\u0000'));
  }, [chrome, crumbsKey]);
  useEffect(() => {
    chrome.setTyping(typing);
  }, [chrome, typing]);
  useEffect(() => {
    chrome.setDirty(dirty, () => discardRef.current?.());
  }, [chrome, dirty]);
  useEffect(
    () => () => {
      chrome.setTyping(false);
    },
    [chrome],
  );
}
