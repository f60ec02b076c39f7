import { Suspense, type ComponentType, type ReactElement, type ReactNode } from 'react';
import {
  BrowserRouter,
  createRoutesFromElements,
  Link,
  matchRoutes,
  Navigate,
  Route,
  Routes,
} from 'react-router-dom';
import type { SessionRole } from '@contract/auth';
import { LinkProvider, type LinkComponentProps } from '@/ui/lib/link';
import { preloadable } from './preloadable';
import { RouteErrorBoundary } from './route-error';

function RouterLink({ href, ...props }: LinkComponentProps) {
  return <Link to={href} {...props} />;
}

/** A route element's code, to fetch before it renders (see `preloadRoute`). */
const preloads = new WeakMap<ReactElement, () => Promise<unknown>>();

/**
 * Each page is its own chunk, so an area loads only what it shows. `data` starts a page's first
 * call as soon as the page is opened, without waiting for its code to arrive and render; it
 * resolves once the answer is in the cache (carried by the page) or on its way, and the first
 * render waits for that too, so a carried answer is drawn with the page's first paint.
 */
const page = (load: () => Promise<{ default: ComponentType }>, data?: () => Promise<unknown>) => {
  const { Component: Page, preload } = preloadable(load);
  const element = <Page />;
  preloads.set(element, () =>
    // A failed start is no failure: the page asks again when it renders.
    Promise.all([preload(), data?.().catch(() => undefined)]),
  );
  return element;
};

/** The guarded areas' shell loads with the area, not with the public pages. */
const { Component: AreaLayout, preload: preloadAreaLayout } = preloadable(() =>
  import('./areas/area-layout').then((m) => ({ default: m.AreaLayout })),
);
/** The area's session: from the page when it carries it (src/lib/page-data.ts), else asked now. */
const preloadSessionOf = (role: SessionRole) =>
  import('@/lib/session').then((m) => m.preloadSession(role)).catch(() => undefined);
const area = (role: SessionRole, children: ReactNode) => (
  <Route
    path={`/${areaPaths[role]}`}
    element={preloaded(<AreaLayout role={role} />, () =>
      Promise.all([preloadAreaLayout(), preloadSessionOf(role)]),
    )}
  >
    {children}
    <Route path="*" element={notFound} />
  </Route>
);
const areaPaths: Record<SessionRole, string> = {
  member: 'userdashboard',
  operator: 'topupdashboard',
  admin: 'admin',
};

const preloaded = (element: ReactElement, load: () => Promise<unknown>) => {
  preloads.set(element, load);
  return element;
};

const notFound = page(() => import('@/pages/not-found-page'));

/** Every route of spec §2 and of the admin console (decisions §1), built once. */
const routes = (
  <>
    <Route path="/" element={page(() => import('@/pages/landing-page'))} />
    <Route path="/login" element={page(() => import('@/pages/auth/member-login-page'))} />
    <Route path="/login/forgot" element={page(() => import('@/pages/auth/member-forgot-page'))} />
    <Route
      path="/topupdashboard/login"
      element={page(() => import('@/pages/auth/operator-login-page'))}
    />
    <Route
      path="/topupdashboard/forgot"
      element={page(() => import('@/pages/auth/operator-forgot-page'))}
    />
    <Route path="/admin/login" element={page(() => import('@/pages/auth/admin-login-page'))} />
    <Route
      path="/usersignup/verifysponsor"
      element={page(() => import('@/pages/registration/verify-sponsor-page'))}
    />
    <Route
      path="/usersignup/Signup"
      element={page(() => import('@/pages/registration/signup-page'))}
    />
    {area(
      'member',
      <>
        <Route
          index
          element={page(
            () => import('@/pages/member/home-page'),
            () =>
              import('@/features/dashboard/api/preload').then((m) => m.preloadMemberDashboard()),
          )}
        />
        <Route path="welcome" element={page(() => import('@/pages/member/welcome-page'))} />
        <Route path="packages" element={page(() => import('@/pages/member/packages-page'))} />
        <Route path="buynow" element={page(() => import('@/pages/member/buy-now-page'))} />
        <Route path="reports" element={page(() => import('@/pages/member/reports-page'))} />
        <Route path="register" element={page(() => import('@/pages/member/register-page'))} />
        <Route
          path="walletdetails"
          element={page(() => import('@/pages/member/wallet-details-page'))}
        />
        <Route path="ewallet" element={page(() => import('@/pages/member/e-wallet-page'))} />
        <Route
          path="weeklypayout"
          element={page(() => import('@/pages/member/weekly-payout-page'))}
        />
        <Route path="scholarship" element={page(() => import('@/pages/member/scholarship-page'))} />
        <Route path="rewards" element={page(() => import('@/pages/member/rewards-page'))} />
        <Route path="account" element={page(() => import('@/pages/member/account-page'))} />
        <Route
          path="notifications"
          element={page(() => import('@/pages/member/notifications-page'))}
        />
        <Route path="genealogy" element={page(() => import('@/pages/member/genealogy-page'))} />
        <Route
          path="directaffilate"
          element={page(() => import('@/pages/member/direct-affiliates-page'))}
        />
        <Route
          path="signupleft/:parentSponsorId"
          element={page(() => import('@/pages/member/signup-side-page'))}
        />
        <Route
          path="signupright/:parentSponsorId"
          element={page(() => import('@/pages/member/signup-side-page'))}
        />
      </>,
    )}
    {area(
      'operator',
      <>
        <Route index element={<Navigate to="home" replace />} />
        <Route path="home" element={page(() => import('@/pages/operator/home-page'))} />
        <Route path="billing" element={page(() => import('@/pages/operator/billing-page'))} />
        <Route
          path="customersubscription"
          element={page(() => import('@/pages/operator/customer-subscription-page'))}
        />
        <Route
          path="wallethistory"
          element={page(() => import('@/pages/operator/wallet-history-page'))}
        />
        <Route path="account" element={page(() => import('@/pages/operator/account-page'))} />
        <Route
          path="notifications"
          element={page(() => import('@/pages/operator/notifications-page'))}
        />
      </>,
    )}
    {area(
      'admin',
      <>
        <Route index element={page(() => import('@/pages/admin/dashboard-page'))} />
        <Route path="deposits" element={page(() => import('@/pages/admin/deposits-page'))} />
        <Route path="transfers" element={page(() => import('@/pages/admin/transfers-page'))} />
        <Route path="kyc" element={page(() => import('@/pages/admin/kyc-page'))} />
        <Route path="withdrawals" element={page(() => import('@/pages/admin/withdrawals-page'))} />
        <Route path="operators" element={page(() => import('@/pages/admin/operators-page'))} />
        <Route
          path="operators/:id"
          element={page(() => import('@/pages/admin/operator-detail-page'))}
        />
        <Route path="payouts" element={page(() => import('@/pages/admin/payouts-page'))} />
        <Route
          path="payouts/:periodId"
          element={page(() => import('@/pages/admin/payout-period-page'))}
        />
        <Route
          path="scholarships/:month"
          element={page(() => import('@/pages/admin/scholarship-month-page'))}
        />
        <Route path="rewards" element={page(() => import('@/pages/admin/rewards-page'))} />
        <Route path="members" element={page(() => import('@/pages/admin/members-page'))} />
        <Route
          path="members/:sponsorId"
          element={page(() => import('@/pages/admin/member-page'))}
        />
        <Route path="inquiries" element={page(() => import('@/pages/admin/inquiries-page'))} />
        <Route path="audit" element={page(() => import('@/pages/admin/audit-page'))} />
        <Route path="outbox" element={page(() => import('@/pages/admin/outbox-page'))} />
        <Route path="admins" element={page(() => import('@/pages/admin/admins-page'))} />
        <Route path="two-factor" element={page(() => import('@/pages/admin/two-factor-page'))} />
        <Route
          path="notifications"
          element={page(() => import('@/pages/admin/notifications-page'))}
        />
      </>,
    )}
    <Route path="*" element={notFound} />
  </>
);

/**
 * Starts everything the opened page needs at once (the area's shell, the page's code, its first
 * call) instead of in turn as each renders: on a phone each wave is a round trip (README
 * "Performance"). Settles when the code is here (or failed: the error boundary then shows).
 */
export function preloadRoute(pathname: string): Promise<unknown> {
  // The contract's and the kit's chunks (vite.config.ts) run as each arrives, in tasks of their
  // own, instead of in one long task with the page: a slow phone's main thread is never blocked
  // for long (Lighthouse: total blocking time). A chunk that fails to arrive fails the page's own
  // import too, and the error boundary says so.
  import('@/lib/api').catch(() => undefined);
  import('@/ui/lib/cn').catch(() => undefined);
  const matches = matchRoutes(createRoutesFromElements(routes.props.children), pathname) ?? [];
  return Promise.allSettled(
    matches.map(({ route }) => {
      const preload = route.element ? preloads.get(route.element as ReactElement) : undefined;
      return preload?.();
    }),
  );
}

export function AppRoutes() {
  return (
    <BrowserRouter>
      <LinkProvider component={RouterLink}>
        <RouteErrorBoundary>
          <Suspense fallback={null}>
            <Routes>{routes}</Routes>
          </Suspense>
        </RouteErrorBoundary>
      </LinkProvider>
    </BrowserRouter>
  );
}
