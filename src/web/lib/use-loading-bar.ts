import { useActorRef, useSelector } from '@xstate/react';
import type { AxiosInstance } from 'axios';
import { useEffect } from 'react';
import { loadingBarMachine, loadingBarView, type LoadingBarEvent, type LoadingBarView } from '@machines/loading-bar/index';
import { LOADING_BAR_DELAY_MS, LOADING_BAR_DURATION_MS } from '@shared/constants';
import { http as appHttp, onRequestActivity, type RequestActivity } from './http';

/** How often time reaches the machine; the bar's CSS transition smooths the steps. */
export const LOADING_BAR_TICK_MS = 100;

/** The part of a react-router data router the bar listens to. */
export interface NavigationSource {
  state: { navigation: { state: string }; errors?: unknown };
  subscribe(listener: (state: { navigation: { state: string }; errors?: unknown }) => void): () => void;
}

const ACTIVITY_EVENT: Record<RequestActivity, LoadingBarEvent> = {
  start: { type: 'START' },
  done: { type: 'DONE' },
  error: { type: 'ERROR' },
};

/**
 * The thin driver of the loading-bar machine: requests in flight (the http client's
 * interceptors) and route changes (the router's navigation state) become START / DONE /
 * ERROR, and a timer sends TICK while there is anything to draw.
 */
export function useLoadingBar({ router, http = appHttp }: { router: NavigationSource; http?: AxiosInstance }): LoadingBarView {
  const actor = useActorRef(loadingBarMachine, { input: { delayMs: LOADING_BAR_DELAY_MS, durationMs: LOADING_BAR_DURATION_MS } });
  const view = useSelector(actor, loadingBarView);
  const active = useSelector(actor, (snapshot) => !snapshot.matches('idle'));

  useEffect(() => onRequestActivity((activity) => actor.send(ACTIVITY_EVENT[activity]), http), [actor, http]);

  useEffect(() => {
    let navigating = router.state.navigation.state !== 'idle';
    if (navigating) actor.send({ type: 'START' });
    const stop = router.subscribe((state) => {
      const now = state.navigation.state !== 'idle';
      if (now && !navigating) actor.send({ type: 'START' });
      // A navigation that ends on an error page failed.
      if (!now && navigating) actor.send(state.errors ? { type: 'ERROR' } : { type: 'DONE' });
      navigating = now;
    });
    return () => {
      stop();
      if (navigating) actor.send({ type: 'DONE' });
    };
  }, [actor, router]);

  useEffect(() => {
    if (!active) return;
    let last = performance.now();
    const timer = setInterval(() => {
      const now = performance.now();
      actor.send({ type: 'TICK', ms: now - last });
      last = now;
    }, LOADING_BAR_TICK_MS);
    return () => clearInterval(timer);
  }, [active, actor]);

  return view;
}
