/** The demo accounts the seed creates (README "Demo accounts"), defined once for every journey. */
export const DEMO_PASSWORD = 'Dawa@2026!';
export const CUSTOMER_EMAIL = 'customer@demo.dawanow.in';
export const STORE_OWNER_EMAIL = 'store@demo.dawanow.in';
export const ADMIN_EMAIL = 'admin@demo.dawanow.in';
