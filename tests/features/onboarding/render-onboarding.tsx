/**
 * Renders the onboarding area the way the app does: the real login guard and the real
 * onboarding layout (one onboarding actor, `goTo` on the router, the session refresh) over the
 * app's session (real session machine and storage, a fake identity provider). Each step's route
 * is a stand-in page that asks for its step with the real `useOnboardingStep` and offers
 * Previous, so the parent machine is tested on its own; a test hands in the machine whose step
 * calls it settles.
 */
import { Button, MantineProvider, Stack, Title } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type AnyRoute, createMemoryHistory, createRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { ONBOARDING_STEP_PATHS, ONBOARDING_STEPS } from '../../../domain/onboarding-resume';
import type { OnboardingStep, onboardingMachine } from '../../../machines/onboarding.machine';
import { userApi } from '../../../src/api/client';
import { createSession, type SessionActor } from '../../../src/app/session/app-session';
import { SessionProvider } from '../../../src/app/session/session-context';
import { handleForActor } from '../../../src/app/session/session-handle';
import { webSessionStore, writeSession } from '../../../src/app/session/session-storage';
import { theme } from '../../../src/app/theme';
import { OnboardingStepLoading } from '../../../src/features/onboarding/components/onboarding-page';
import { useOnboardingActor, useOnboardingStep } from '../../../src/features/onboarding/onboarding-context';
import { OnboardingLayout } from '../../../src/features/onboarding/onboarding-layout';
import { Route as rootRoute } from '../../../src/routes/__root';
import { Route as authedRoute } from '../../../src/routes/_authed';
import { Route as onboardingRoute } from '../../../src/routes/_authed/_onboarding';
import { Route as additionalInfoRoute } from '../../../src/routes/_authed/_onboarding/additionalinfo';
import { Route as bankRoute } from '../../../src/routes/_authed/_onboarding/bankaccountregister';
import { Route as basicInfoRoute } from '../../../src/routes/_authed/_onboarding/basicInfo';
import { Route as panVerificationRoute } from '../../../src/routes/_authed/_onboarding/pancardverification';
import { Route as panFetchRoute } from '../../../src/routes/_authed/_onboarding/panFetch';
import { FakeIdentityProvider, fakeSession } from '../../api/identity/fake-identity-provider';

export const INVESTOR_EMAIL = 'asha.rao@example.in';

const running: SessionActor[] = [];
const middlewares: Parameters<typeof userApi.eject>[0][] = [];

afterEach(() => {
  for (const actor of running.splice(0)) actor.stop();
  for (const middleware of middlewares.splice(0)) userApi.eject(middleware);
  window.sessionStorage.clear();
  window.localStorage.clear();
});

/** A step's page: its name, and Previous as the step's own button would ask for it. */
function StandInStep({ step }: { step: OnboardingStep }) {
  const child = useOnboardingStep(step);
  const parent = useOnboardingActor();
  if (!child) return <OnboardingStepLoading />;
  return (
    <Stack>
      <Title order={1}>{`Step ${step}`}</Title>
      <Button onClick={() => parent.send({ type: 'step.previous' })}>Previous</Button>
    </Stack>
  );
}

export interface RenderOnboardingOptions {
  /** The onboarding machine whose calls the test settles; without it, the app's (real calls). */
  machine?: typeof onboardingMachine;
  today: Date;
  /** Route files of the app for these steps (the rest are stand-ins); all stand-ins by default. */
  realSteps?: boolean;
  /** The signup status the session's token carries (USER_CREATED unless given). */
  sessionStatus?: string;
}

/** What the fake user service answers: `METHOD /path` → a response. */
export type UserServiceRoutes = Record<string, (request: Request) => Response | Promise<Response>>;

/** Answers the app's user-service calls (through the real client and its bearer middleware). */
export function fakeUserService(routes: UserServiceRoutes) {
  const requests: Array<{ method: string; path: string; body: unknown; authorization: string | null }> = [];
  const middleware = {
    async onRequest({ request }: { request: Request }) {
      const path = new URL(request.url).pathname.replace(/^\/api\/us/, '');
      const text = await request.clone().text();
      requests.push({
        method: request.method,
        path,
        body: text && request.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text || undefined,
        authorization: request.headers.get('Authorization'),
      });
      const handler = routes[`${request.method} ${path}`];
      if (!handler) return Response.json({ code: 'NOT_IMPLEMENTED', message: 'not faked' }, { status: 501 });
      return handler(request);
    },
  };
  userApi.use(middleware);
  middlewares.push(middleware);
  return requests;
}

const REAL_STEP_ROUTES: Partial<Record<OnboardingStep, AnyRoute>> = {
  pan: panVerificationRoute as unknown as AnyRoute,
  panFetch: panFetchRoute as unknown as AnyRoute,
  basicInfo: basicInfoRoute as unknown as AnyRoute,
  additionalInfo: additionalInfoRoute as unknown as AnyRoute,
  bank: bankRoute as unknown as AnyRoute,
};

export function renderOnboarding(
  address: string,
  { machine, today, realSteps = false, sessionStatus = 'USER_CREATED' }: RenderOnboardingOptions,
) {
  const identity = new FakeIdentityProvider();
  const refresh = vi.fn(async () => fakeSession(INVESTOR_EMAIL, { signupStatus: 'PAN_SAVED' }));
  identity.refresh = refresh;
  const store = webSessionStore(window.sessionStorage);
  writeSession(store, fakeSession(INVESTOR_EMAIL, { signupStatus: sessionStatus }));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  let router: ReturnType<typeof createRouter> | undefined;
  const session = createSession({
    identity,
    store,
    localStorage: window.localStorage,
    loadExternalPortfolioStatus: async () => ({
      hasExternalPortfolio: false,
      reloadLocked: false,
      nextReloadDate: null,
    }),
    navigation: {
      location: () => router?.latestLocation ?? { pathname: new URL(address, 'http://app').pathname, href: address },
      goToSignIn: () => {},
    },
  });
  running.push(session);
  const handle = handleForActor(session);

  const authed = (authedRoute as unknown as AnyRoute).update({
    id: '/_authed',
    getParentRoute: () => rootRoute,
  } as never) as AnyRoute;
  const layout = machine
    ? createRoute({
        getParentRoute: () => authed,
        id: '_onboarding',
        component: () => <OnboardingLayout machine={machine} today={() => today} />,
      })
    : (onboardingRoute as unknown as AnyRoute).update({ id: '_onboarding', getParentRoute: () => authed } as never);
  const steps = ONBOARDING_STEPS.map((step) => {
    const real = realSteps ? REAL_STEP_ROUTES[step] : undefined;
    if (real) {
      return real.update({
        id: ONBOARDING_STEP_PATHS[step],
        path: ONBOARDING_STEP_PATHS[step],
        getParentRoute: () => layout,
      } as never) as AnyRoute;
    }
    return createRoute({
      getParentRoute: () => layout,
      path: ONBOARDING_STEP_PATHS[step],
      component: () => <StandInStep step={step} />,
    });
  });
  const dashboard = createRoute({
    getParentRoute: () => authed,
    path: '/dashboard',
    component: () => <h1>Dashboard</h1>,
  });
  const tree = rootRoute.addChildren([authed.addChildren([(layout as AnyRoute).addChildren(steps), dashboard])]);
  router = createRouter({
    routeTree: tree,
    history: createMemoryHistory({ initialEntries: [address] }),
    context: { loadQueryClient: async () => queryClient, session: handle },
    defaultPendingMinMs: 0,
  });
  session.start();
  const view = render(
    <MantineProvider theme={theme} env="test">
      <SessionProvider value={{ actor: handle, identity, store }}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </SessionProvider>
    </MantineProvider>,
  );
  return { ...view, router, session, refresh };
}
