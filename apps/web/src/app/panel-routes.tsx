/**
 * The store and admin panels' routes (SPEC §2). Not part of the customer site's first load: the router adds them when
 * a navigation first reaches /store or /admin (router.tsx), so a shopper's phone neither downloads nor ranks them.
 */
import { Navigate, type RouteObject } from 'react-router';
import { RequireRole, RequireStoreAccess } from '@/features/auth/components/route-guards';
import { RouteErrorFallback } from './error-fallback';
import { LoadingScreen } from './loading-screen';

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

export const panelRoutes: RouteObject[] = [
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
];
