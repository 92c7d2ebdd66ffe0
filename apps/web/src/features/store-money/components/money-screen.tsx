import { storeCan } from '@dawanow/shared/store-permissions';
import type { ReactNode } from 'react';
import { useStorePanelText } from '@/app/layouts/store-panel/text';
import { NotPermitted } from '@/components/ui/not-permitted';
import { PageHeader } from '@/components/ui/page-header';
import { useCurrentStore } from '@/lib/current-store';

/**
 * A money screen of the current store: its title, then the screen for the roles that may see the store's money
 * (owner and store admins, as the server allows), or who can see it for the others, without asking the server.
 */
export function MoneyScreen({
  title,
  description,
  children,
}: {
  title: string;
  /** What the screen shows, after the store's name */
  description: string;
  children: (storeId: string) => ReactNode;
}) {
  const { t, i18n } = useStorePanelText();
  const { store } = useCurrentStore();
  // StorePanelLayout renders pages only when a store is chosen.
  if (!store) return null;
  return (
    <div>
      <PageHeader title={title} description={t('money.screen.description', { store: store.storeName, description })} />
      {storeCan(store.role, 'money') ? (
        children(store.storeId)
      ) : (
        <NotPermitted message={t('money.screen.notPermitted', { what: title.toLocaleLowerCase(i18n.language) })} />
      )}
    </div>
  );
}
