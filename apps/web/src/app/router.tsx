/** Every route of SPEC §2. */

import type { TContentPageSlug } from '@dawanow/shared/content';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { RequireSignIn } from '@/features/auth/components/route-guards';
import { RouteErrorFallback } from './error-fallback';
import { SiteLayout } from './layouts/site-layout';
import { LoadingScreen } from './loading-screen';
import { HomePage } from './routes/home-page';
import { NotFoundPage } from './routes/not-found-page';

// Markdown rendering and forms are only downloaded by visitors who open these pages.
function policy(slug: TContentPageSlug, title: string): RouteObject {
  return {
    path: slug,
    handle: { title },
    lazy: async () => {
      const { PolicyPage } = await import('@/features/content/pages/policy-page');
      return { element: <PolicyPage slug={slug} /> };
    },
  };
}

const publicRoutes: RouteObject[] = [
  { index: true, element: <HomePage /> },
  {
    path: 'auth',
    handle: { title: 'Sign in' },
    lazy: async () => ({ Component: (await import('@/features/auth/pages/auth-page')).AuthPage }),
  },
  {
    path: 'auth/forgot-password',
    handle: { title: 'Forgot password' },
    lazy: async () => ({
      Component: (await import('@/features/auth/pages/forgot-password-page')).ForgotPasswordPage,
    }),
  },
  {
    path: 'auth/reset-password',
    handle: { title: 'Choose a new password' },
    lazy: async () => ({ Component: (await import('@/features/auth/pages/reset-password-page')).ResetPasswordPage }),
  },
  {
    // Issue 17: the embedded demo's outbox of sign-in codes and e-mails; the API has it only there
    path: 'dev/outbox',
    handle: { title: 'Demo outbox' },
    lazy: async () => ({ Component: (await import('@/features/dev-outbox/pages/dev-outbox-page')).DevOutboxPage }),
  },
  {
    path: 'medicines',
    handle: { title: 'Medicines' },
    lazy: async () => ({ Component: (await import('./routes/medicines-page')).MedicinesPage }),
  },
  ...['product/:id', 'medicines/:id'].map((path) => ({
    path,
    handle: { title: 'Medicine details' },
    lazy: async () => ({ Component: (await import('@/features/catalog/pages/product-page')).ProductPage }),
  })),
  {
    path: 'cart',
    handle: { title: 'Your cart' },
    lazy: async () => ({ Component: (await import('@/features/cart/pages/cart-page')).CartPage }),
  },
  {
    path: 'search',
    handle: { title: 'Search medicines' },
    lazy: async () => ({ Component: (await import('@/features/search/pages/search-page')).SearchPage }),
  },
  {
    path: 'stores',
    handle: { title: 'Find stores' },
    lazy: async () => ({ Component: (await import('@/features/location/pages/stores-page')).StoresPage }),
  },
  {
    path: 'pharmacy-partner',
    handle: { title: 'Join as a pharmacy partner' },
    lazy: async () => ({
      Component: (await import('@/features/partner-onboarding/pages/pharmacy-partner-page')).PharmacyPartnerPage,
    }),
  },
  {
    path: 'upload-prescription',
    handle: { title: 'Upload prescription' },
    lazy: async () => ({
      Component: (await import('@/features/prescriptions/pages/upload-page')).UploadPrescriptionPage,
    }),
  },
  {
    path: 'blog',
    handle: { title: 'Health blog' },
    lazy: async () => ({ Component: (await import('@/features/blog/pages/blog-list-page')).BlogListPage }),
  },
  {
    // The post's slug: /blog/storing-insulin
    path: 'blog/:blogId',
    handle: { title: 'Health blog' },
    lazy: async () => ({ Component: (await import('@/features/blog/pages/blog-post-page')).BlogPostPage }),
  },
  {
    path: 'testimonials',
    handle: { title: 'What our customers say' },
    lazy: async () => ({
      Component: (await import('@/features/testimonials/pages/testimonials-page')).TestimonialsPage,
    }),
  },
  policy('privacy-policy', 'Privacy Policy'),
  policy('terms', 'Terms and Conditions'),
  policy('refund-policy', 'Refund and Cancellation'),
  policy('shipping-policy', 'Shipping Policy'),
  policy('pharmacy-agreement', 'Pharmacy Partner Agreement'),
  {
    path: 'faq',
    handle: { title: 'FAQs' },
    lazy: async () => ({ Component: (await import('@/features/content/pages/faq-page')).FaqPage }),
  },
  {
    path: 'contact',
    handle: { title: 'Contact us' },
    lazy: async () => ({ Component: (await import('@/features/content/pages/contact-page')).ContactPage }),
  },
  {
    // Outside the store panel: the person opening an invitation is not a member yet,
    // and a signed-out visitor learns what the link is before signing in.
    path: 'store/invitations/:token',
    handle: { title: 'Join a pharmacy' },
    lazy: async () => ({ Component: (await import('@/features/store-team/pages/invitation-page')).InvitationPage }),
  },
];

const signedInRoutes: RouteObject[] = [
  // Issue 18: applying needs an account, so the guard brings a signed-out visitor back here after signing in
  {
    path: 'pharmacy-partner/apply',
    handle: { title: 'Apply as a pharmacy partner' },
    lazy: async () => ({ Component: (await import('@/features/partner-onboarding/pages/apply-page')).ApplyPage }),
  },
  {
    path: 'pharmacy-partner/status',
    handle: { title: 'Your partner application' },
    lazy: async () => ({
      Component: (await import('@/features/partner-onboarding/pages/status-page')).ApplicationStatusPage,
    }),
  },
  {
    path: 'upload-prescription/confirmation/:prescriptionId',
    handle: { title: 'Prescription received' },
    lazy: async () => ({
      Component: (await import('@/features/prescriptions/pages/confirmation-page')).PrescriptionConfirmationPage,
    }),
  },
  {
    path: 'account',
    handle: { title: 'My account' },
    lazy: async () => ({ Component: (await import('@/features/account/pages/account-page')).AccountPage }),
  },
  {
    path: 'account/notifications',
    handle: { title: 'Notifications' },
    lazy: async () => ({ Component: (await import('@/features/inbox/pages/inbox-page')).InboxPage }),
  },
  ...['profile', 'profile/orders', 'orders'].map((path) => ({
    path,
    handle: { title: 'My profile' },
    lazy: async () => ({ Component: (await import('./routes/profile-route')).ProfileRoute }),
  })),
  ...['profile/orders/:orderId', 'orders/:orderId'].map((path) => ({
    path,
    handle: { title: 'Order details' },
    lazy: async () => ({ Component: (await import('@/features/orders/pages/order-detail-page')).OrderDetailPage }),
  })),
  {
    // Issue 19: where a refill reminder leads — one tap puts the medicine back in the cart
    path: 'refills/:reminderId',
    handle: { title: 'Refill your medicine' },
    lazy: async () => ({ Component: (await import('@/features/refill-reminders/pages/refill-page')).RefillPage }),
  },
  {
    path: 'orders/:orderId/invoice',
    handle: { title: 'Tax invoice' },
    lazy: async () => ({ Component: (await import('@/features/orders/pages/invoice-page')).InvoicePage }),
  },
  {
    path: 'checkout',
    handle: { title: 'Checkout' },
    lazy: async () => ({ Component: (await import('./routes/checkout-route')).CheckoutRoute }),
  },
  {
    path: 'payment/status/:orderId',
    handle: { title: 'Payment status' },
    lazy: async () => ({
      Component: (await import('@/features/checkout/pages/payment-status-page')).PaymentStatusPage,
    }),
  },
  {
    path: 'payment/sandbox/:paymentId',
    handle: { title: 'Pay securely' },
    lazy: async () => ({
      Component: (await import('@/features/checkout/pages/sandbox-payment-page')).SandboxPaymentPage,
    }),
  },
];

/**
 * Where the panels live: all of /store and /admin but a store team's invitation, which any visitor may open. Any
 * case, as the router matches paths.
 */
function isPanelPath(path: string): boolean {
  return /^\/(store|admin)(\/|$)/i.test(path) && !/^\/store\/invitations\//i.test(path);
}

export function createRouter() {
  let panelsAdded = false;
  return createBrowserRouter(
    [
      {
        path: '/',
        // Every customer page, the first screen of nearly every visit, is drawn inside this frame: it comes with the
        // first load instead of as a second round of requests after it (issue 19's phone profile).
        Component: SiteLayout,
        HydrateFallback: LoadingScreen,
        errorElement: <RouteErrorFallback />,
        children: [
          ...publicRoutes,
          // SPEC §2 "Route protection"
          { element: <RequireSignIn />, children: signedInRoutes },
          { path: 'admin', element: <Navigate to="/admin/dashboard" replace /> },
          { path: '*', handle: { title: 'Page not found' }, element: <NotFoundPage /> },
        ],
      },
    ],
    {
      // The panels' routes join the first time a navigation heads there (issue 19: out of the customer's first load).
      // React Router asks on every first visit to a path that only a parameter or the catch-all matches.
      async patchRoutesOnNavigation({ path, patch, signal }) {
        if (panelsAdded || !isPanelPath(path)) return;
        const { panelRoutes } = await import('./panel-routes');
        // A navigation left before the chunk arrived patches nothing (React Router drops it): the next one tries again
        if (signal.aborted) return;
        patch(null, panelRoutes);
        panelsAdded = true;
      },
    },
  );
}
