import { Link } from 'react-router';
import { HeaderLanguageSwitch } from '@/components/language-switch';
import { AccountMenu } from '@/features/auth/components/account-menu';
import { SignInLink } from '@/features/auth/components/sign-in-link';
import { CartButton } from '@/features/cart/cart-button';
import { InboxBell } from '@/features/inbox/components/inbox-bell';
import { LocationButton } from '@/features/location/components/location-button';
import { SearchBox } from '@/features/search/search-box';
import { useCommonText } from '@/lib/i18n/common-text';
import { useMe } from '@/lib/session';
import { Logo } from './logo';

export function SiteHeader() {
  const { t } = useCommonText();
  const me = useMe();
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-6xl items-center gap-2 px-3 py-2 md:gap-4 md:px-4">
        <Link to="/" aria-label={t('header.home')} className="shrink-0 rounded-lg">
          <Logo />
        </Link>
        <div className="min-w-0 flex-1 md:flex-none">
          <LocationButton />
        </div>
        <SearchBox id="header-search" className="hidden flex-1 md:block" />
        <HeaderLanguageSwitch />
        <CartButton />
        <InboxBell />
        <div className="hidden md:block">{me.data ? <AccountMenu /> : !me.isPending && <SignInLink />}</div>
      </div>
      <div className="px-3 pb-2 md:hidden">
        <SearchBox id="header-search-mobile" />
      </div>
    </header>
  );
}
