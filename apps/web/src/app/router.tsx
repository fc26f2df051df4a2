import { createBrowserRouter, redirect } from 'react-router';
import { accountingRoutes } from '../features/accounting/routes.tsx';
import { cashSessionsRoutes } from '../features/cash-sessions/routes.tsx';
import { collectionsRoutes } from '../features/collections/routes.tsx';
import { settingsRoutes } from '../features/company-settings/routes.tsx';
import { customersRoutes } from '../features/customers/routes.tsx';
import { deliveriesRoutes } from '../features/deliveries/routes.tsx';
import { discountsRoutes } from '../features/discounts/routes.tsx';
import { expensesRoutes } from '../features/expenses/routes.tsx';
import { importsRoutes } from '../features/imports/routes.tsx';
import { invoicesRoutes } from '../features/invoices/routes.tsx';
import { mediaRoutes } from '../features/media/routes.tsx';
import { onlinePaymentsRoutes } from '../features/online-payments/routes.tsx';
import { ordersRoutes } from '../features/orders/routes.tsx';
import { paymentMethodsRoutes } from '../features/payment-methods/routes.tsx';
import { paymentsRoutes } from '../features/payments/routes.tsx';
import { productsRoutes } from '../features/products/routes.tsx';
import { purchasesRoutes } from '../features/purchases/routes.tsx';
import { reportsRoutes } from '../features/reports/routes.tsx';
import { returnsRoutes } from '../features/returns/routes.tsx';
import { upcomingEntries } from '../features/shell/upcoming-apps.ts';
import { shippingFeesRoutes } from '../features/shipping-fees/routes.tsx';
import { statementsRoutes } from '../features/statements/routes.tsx';
import { stockRoutes } from '../features/stock/routes.tsx';
import { suppliersRoutes } from '../features/suppliers/routes.tsx';
import { taxesRoutes } from '../features/taxes/routes.tsx';
import { treasuryRoutes } from '../features/treasury/routes.tsx';
import { STORAGE_KEYS } from '../stores/storage-keys.ts';
import { setUnauthorizedHandler } from './api.ts';
import { RouteError } from './route-error.tsx';
import { discardUnsavedWork } from './unsaved-work.ts';

const signedIn = () => localStorage.getItem(STORAGE_KEYS.token) !== null;

/** SPEC §4: a user without a token is sent to /login. */
function requireSession() {
  return signedIn() ? null : redirect('/login');
}

/** The sign-in screens are for signed-out visitors; a signed-in user lands on the dashboard. */
function signedOutOnly() {
  return signedIn() ? redirect('/dashboard') : null;
}

export const router = createBrowserRouter([
  {
    path: '/',
    errorElement: <RouteError />,
    // Shown while the first page's code loads at start-up (React Router warns without one).
    hydrateFallbackElement: <div aria-busy="true" className="min-h-dvh" />,
    children: [
      { index: true, loader: () => redirect(signedIn() ? '/dashboard' : '/login') },
      {
        // A document's public page: opened from a shared link, signed in or not.
        path: 'd/:token',
        lazy: async () => ({
          Component: (await import('../features/public-documents/public-document-page.tsx'))
            .PublicDocumentPage,
        }),
      },
      {
        loader: signedOutOnly,
        lazy: async () => ({ Component: (await import('../features/auth/auth-layout.tsx')).AuthLayout }),
        children: [
          {
            path: 'login',
            lazy: async () => ({ Component: (await import('../features/auth/login-page.tsx')).LoginPage }),
          },
          {
            path: 'register',
            lazy: async () => ({
              Component: (await import('../features/auth/register-page.tsx')).RegisterPage,
            }),
          },
          {
            path: 'reset-password',
            lazy: async () => ({
              Component: (await import('../features/auth/reset-password-page.tsx')).ResetPasswordPage,
            }),
          },
        ],
      },
      {
        // An invitation may be opened while someone else is signed in on this device.
        lazy: async () => ({ Component: (await import('../features/auth/auth-layout.tsx')).AuthLayout }),
        children: [
          {
            path: 'accept-invitation',
            lazy: async () => ({
              Component: (await import('../features/auth/accept-invitation-page.tsx')).AcceptInvitationPage,
            }),
          },
          {
            path: 'logout',
            lazy: async () => ({ Component: (await import('../features/auth/logout-page.tsx')).LogoutPage }),
          },
        ],
      },
      {
        loader: requireSession,
        lazy: async () => ({ Component: (await import('./app-layout.tsx')).AppLayout }),
        children: [
          {
            path: 'dashboard',
            lazy: async () => ({
              Component: (await import('../features/dashboard/dashboard-page.tsx')).DashboardPage,
            }),
          },
          {
            path: 'onboarding',
            lazy: async () => ({
              Component: (await import('../features/auth/onboarding-page.tsx')).OnboardingPage,
            }),
          },
          {
            path: 'users',
            lazy: async () => ({
              Component: (await import('../features/users/users-list-page.tsx')).UsersListPage,
            }),
          },
          {
            path: 'users/create',
            lazy: async () => ({
              Component: (await import('../features/users/create-user-page.tsx')).CreateUserPage,
            }),
          },
          {
            path: 'profile',
            lazy: async () => ({
              Component: (await import('../features/auth/profile-page.tsx')).ProfilePage,
            }),
          },
          ...collectionsRoutes,
          ...customersRoutes,
          ...statementsRoutes,
          ...importsRoutes,
          ...mediaRoutes,
          ...ordersRoutes,
          ...cashSessionsRoutes,
          ...returnsRoutes,
          ...deliveriesRoutes,
          ...productsRoutes,
          ...stockRoutes,
          ...suppliersRoutes,
          ...purchasesRoutes,
          ...taxesRoutes,
          ...discountsRoutes,
          ...shippingFeesRoutes,
          ...paymentMethodsRoutes,
          ...paymentsRoutes,
          ...onlinePaymentsRoutes,
          ...accountingRoutes,
          ...settingsRoutes,
          ...treasuryRoutes,
          ...expensesRoutes,
          ...invoicesRoutes,
          ...reportsRoutes,
          ...upcomingEntries().map((entry) => ({
            path: entry.path.slice(1),
            handle: { upcomingApp: entry.key },
            lazy: async () => ({
              Component: (await import('../features/shell/components/upcoming-app-page.tsx')).UpcomingAppPage,
            }),
          })),
        ],
      },
      { path: '*', loader: () => redirect(signedIn() ? '/dashboard' : '/login') },
    ],
  },
]);

// SPEC §8: a 401 anywhere (the client already removed the stored user) goes to /login.
setUnauthorizedHandler(() => {
  void import('./query.ts').then(({ queryClient }) => queryClient.clear());
  const path = window.location.pathname;
  if (path === '/login' || path === '/logout') return;
  // The session is gone: the form cannot be saved any more, so leaving it does not ask.
  discardUnsavedWork();
  void router.navigate('/login', { replace: true });
});
