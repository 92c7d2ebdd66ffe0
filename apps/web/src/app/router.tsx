/** Every route of SPEC §2. */

import type { TContentPageSlug } from '@dawanow/shared/content';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { RequireRole, RequireSignIn, RequireStoreAccess } from '@/features/auth/components/route-guards';
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

export const storeRoutes: RouteObject[] = [
  { path: 'store', element: <Navigate to="/store/dashboard" replace /> },
  {
    path: 'store/dashboard',
    handle: { title: 'Store dashboard' },
    lazy: async () => ({
      Component: (await import('@/features/store-dashboard/pages/store-dashboard-page')).StoreDashboardPage,
    }),
  },
  {
    path: 'store/orders',
    handle: { title: 'Store orders' },
    lazy: async () => ({
      Component: (await import('@/features/store-orders/pages/store-orders-page')).StoreOrdersPage,
    }),
  },
  {
    path: 'store/orders/:orderId',
    handle: { title: 'Store order' },
    lazy: async () => ({ Component: (await import('@/features/store-orders/pages/store-order-page')).StoreOrderPage }),
  },
  {
    path: 'store/inventory',
    handle: { title: 'Inventory' },
    lazy: async () => ({
      Component: (await import('@/features/store-inventory/pages/store-inventory-page')).StoreInventoryPage,
    }),
  },
  {
    path: 'store/inventory/add',
    handle: { title: 'Add products' },
    lazy: async () => ({
      Component: (await import('@/features/store-inventory/pages/store-inventory-add-page')).StoreInventoryAddPage,
    }),
  },
  {
    path: 'store/customers',
    handle: { title: 'Store customers' },
    lazy: async () => ({
      Component: (await import('@/features/store-customers/pages/store-customers-page')).StoreCustomersPage,
    }),
  },
  {
    path: 'store/customers/:customerId',
    handle: { title: 'Store customer' },
    lazy: async () => ({
      Component: (await import('@/features/store-customers/pages/store-customer-page')).StoreCustomerPage,
    }),
  },
  {
    path: 'store/analytics',
    handle: { title: 'Store analytics' },
    lazy: async () => ({
      Component: (await import('@/features/store-analytics/pages/store-analytics-page')).StoreAnalyticsPage,
    }),
  },
  {
    path: 'store/settings',
    lazy: async () => ({
      Component: (await import('@/features/store-settings/pages/store-settings-layout')).StoreSettingsLayout,
    }),
    children: [
      {
        index: true,
        handle: { title: 'Store settings' },
        lazy: async () => ({
          Component: (await import('@/features/store-settings/pages/profile-hours-page')).ProfileHoursPage,
        }),
      },
      {
        path: 'closures',
        handle: { title: 'Store closures' },
        lazy: async () => ({ Component: (await import('@/features/store-settings/pages/closures-page')).ClosuresPage }),
      },
      {
        path: 'licences',
        handle: { title: 'Licences and GSTIN' },
        lazy: async () => ({ Component: (await import('@/features/store-settings/pages/licences-page')).LicencesPage }),
      },
      {
        path: 'team',
        handle: { title: 'Team' },
        lazy: async () => ({ Component: (await import('@/features/store-team/pages/store-team-page')).StoreTeamPage }),
      },
    ],
  },
  {
    path: 'store/prescriptions',
    handle: { title: 'Store prescriptions' },
    lazy: async () => ({
      Component: (await import('@/features/store-prescriptions/pages/store-prescriptions-page')).StorePrescriptionsPage,
    }),
  },
  {
    path: 'store/earnings',
    handle: { title: 'Store earnings' },
    lazy: async () => ({
      Component: (await import('@/features/store-money/pages/store-earnings-page')).StoreEarningsPage,
    }),
  },
  {
    path: 'store/payouts',
    handle: { title: 'Store payouts' },
    lazy: async () => ({
      Component: (await import('@/features/store-money/pages/store-payouts-page')).StorePayoutsPage,
    }),
  },
  {
    path: 'store/notifications',
    handle: { title: 'Store notifications' },
    lazy: async () => ({
      Component: (await import('@/features/store-notifications/pages/store-notifications-page')).StoreNotificationsPage,
    }),
  },
];

export const adminRoutes: RouteObject[] = [
  {
    path: 'admin/dashboard',
    handle: { title: 'Admin dashboard' },
    lazy: async () => ({
      Component: (await import('@/features/admin-dashboard/pages/admin-dashboard-page')).AdminDashboardPage,
    }),
  },
  {
    path: 'admin/profile',
    handle: { title: 'My profile' },
    lazy: async () => ({
      Component: (await import('@/features/account/pages/admin-profile-page')).AdminProfilePage,
    }),
  },
  {
    path: 'admin/orders',
    handle: { title: 'All orders' },
    lazy: async () => ({
      Component: (await import('@/features/admin-orders/pages/admin-orders-page')).AdminOrdersPage,
    }),
  },
  {
    path: 'admin/orders/:orderId',
    handle: { title: 'Order' },
    lazy: async () => ({ Component: (await import('./routes/admin-order-route')).AdminOrderRoute }),
  },
  {
    path: 'admin/inventory',
    handle: { title: 'Catalogue' },
    lazy: async () => ({
      Component: (await import('@/features/admin-catalog/pages/admin-products-page')).AdminProductsPage,
    }),
  },
  {
    path: 'admin/inventory/add',
    handle: { title: 'Add product' },
    lazy: async () => ({
      Component: (await import('@/features/admin-catalog/pages/admin-product-page')).AdminProductAddPage,
    }),
  },
  {
    path: 'admin/inventory/import',
    handle: { title: 'Import products' },
    lazy: async () => ({
      Component: (await import('@/features/admin-catalog/pages/admin-catalog-import-page')).AdminCatalogImportPage,
    }),
  },
  {
    path: 'admin/inventory/requests',
    handle: { title: 'Store requests' },
    lazy: async () => ({
      Component: (await import('@/features/admin-catalog/pages/admin-product-requests-page')).AdminProductRequestsPage,
    }),
  },
  // SPEC §2 gives the one edit screen three addresses
  ...['admin/inventory/edit/:productId', 'admin/inventory/:productId', 'admin/product/edit/:productId'].map(
    (path): RouteObject => ({
      path,
      handle: { title: 'Edit product' },
      lazy: async () => ({ Component: (await import('./routes/admin-product-route')).AdminProductRoute }),
    }),
  ),
  {
    path: 'admin/users',
    handle: { title: 'Users' },
    lazy: async () => ({
      Component: (await import('@/features/admin-users/pages/admin-users-page')).AdminUsersPage,
    }),
  },
  {
    path: 'admin/users/:userId',
    handle: { title: 'User' },
    lazy: async () => ({ Component: (await import('./routes/admin-user-route')).AdminUserRoute }),
  },
  {
    path: 'admin/stores',
    handle: { title: 'Stores' },
    lazy: async () => ({
      Component: (await import('@/features/admin-stores/pages/admin-stores-page')).AdminStoresPage,
    }),
  },
  ...['admin/stores/add', 'admin/stores/edit/:storeId'].map((path) => ({
    path,
    handle: { title: path.endsWith('add') ? 'Add store' : 'Edit store' },
    lazy: async () => ({
      Component: (await import('@/features/admin-stores/pages/admin-store-form-page')).AdminStoreFormPage,
    }),
  })),
  {
    path: 'admin/stores/:storeId',
    handle: { title: 'Store' },
    lazy: async () => ({ Component: (await import('./routes/admin-store-route')).AdminStoreRoute }),
  },
  {
    path: 'admin/store-applications',
    handle: { title: 'Store applications' },
    lazy: async () => ({
      Component: (await import('@/features/admin-store-applications/pages/admin-store-applications-page'))
        .AdminStoreApplicationsPage,
    }),
  },
  {
    path: 'admin/store-applications/:applicationId',
    handle: { title: 'Store application' },
    lazy: async () => ({
      Component: (await import('@/features/admin-store-applications/pages/admin-store-application-page'))
        .AdminStoreApplicationPage,
    }),
  },
  {
    path: 'admin/payouts',
    handle: { title: 'Payouts' },
    lazy: async () => ({
      Component: (await import('@/features/admin-payouts/pages/admin-payouts-page')).AdminPayoutsPage,
    }),
  },
  {
    path: 'admin/payouts/reconciliation',
    handle: { title: 'Reconciliation' },
    lazy: async () => ({
      Component: (await import('@/features/admin-payouts/pages/admin-reconciliation-page')).AdminReconciliationPage,
    }),
  },
  {
    path: 'admin/settings',
    handle: { title: 'Platform settings' },
    lazy: async () => ({
      Component: (await import('./routes/admin-settings-route')).AdminSettingsRoute,
    }),
  },
  {
    path: 'admin/analytics',
    handle: { title: 'Analytics' },
    lazy: async () => ({
      Component: (await import('@/features/admin-analytics/pages/admin-analytics-page')).AdminAnalyticsPage,
    }),
  },
  {
    path: 'admin/categories',
    handle: { title: 'Categories' },
    lazy: async () => ({
      Component: (await import('@/features/admin-categories/pages/admin-categories-page')).AdminCategoriesPage,
    }),
  },
  {
    path: 'admin/categories/:categoryId',
    handle: { title: 'Category' },
    lazy: async () => ({ Component: (await import('./routes/admin-category-route')).AdminCategoryRoute }),
  },
  {
    path: 'admin/coupons',
    handle: { title: 'Coupons' },
    lazy: async () => ({
      Component: (await import('@/features/admin-coupons/pages/admin-coupons-page')).AdminCouponsPage,
    }),
  },
  {
    path: 'admin/coupons/new',
    handle: { title: 'Add coupon' },
    lazy: async () => ({
      Component: (await import('@/features/admin-coupons/pages/admin-coupon-new-page')).AdminCouponNewPage,
    }),
  },
  {
    path: 'admin/coupons/:couponId',
    handle: { title: 'Coupon' },
    lazy: async () => ({ Component: (await import('./routes/admin-coupon-route')).AdminCouponRoute }),
  },
  {
    path: 'admin/prescriptions',
    handle: { title: 'Prescriptions' },
    lazy: async () => ({
      Component: (await import('@/features/admin-prescriptions/pages/admin-prescriptions-page')).AdminPrescriptionsPage,
    }),
  },
  {
    path: 'admin/blog',
    handle: { title: 'Blog' },
    lazy: async () => ({ Component: (await import('@/features/admin-blog/pages/admin-blog-page')).AdminBlogPage }),
  },
  ...['admin/blog/new', 'admin/blog/:postId'].map((path) => ({
    path,
    handle: { title: 'Blog post' },
    lazy: async () => ({
      Component: (await import('@/features/admin-blog/pages/admin-blog-post-page')).AdminBlogPostPage,
    }),
  })),
  {
    path: 'admin/testimonials',
    handle: { title: 'Testimonials' },
    lazy: async () => ({
      Component: (await import('@/features/admin-testimonials/pages/admin-testimonials-page')).AdminTestimonialsPage,
    }),
  },
];

export function createRouter() {
  return createBrowserRouter([
    // The store panel has a frame of its own, outside the customer site's header, cart and footer.
    {
      element: <RequireStoreAccess />,
      HydrateFallback: LoadingScreen,
      errorElement: <RouteErrorFallback />,
      children: [
        {
          lazy: async () => ({ Component: (await import('./layouts/store-panel-layout')).StorePanelLayout }),
          children: storeRoutes,
        },
      ],
    },
    // The admin panel has a frame of its own too: its sections' navigation, no customer header or cart.
    {
      element: <RequireRole roles={['admin']} />,
      HydrateFallback: LoadingScreen,
      errorElement: <RouteErrorFallback />,
      children: [
        {
          lazy: async () => ({ Component: (await import('./layouts/admin-panel-layout')).AdminPanelLayout }),
          children: adminRoutes,
        },
      ],
    },
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
  ]);
}
