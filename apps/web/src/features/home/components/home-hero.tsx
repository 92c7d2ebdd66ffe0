import { DELIVERY_PROMISE_MINUTES, STORE_RADIUS_KM } from '@dawanow/shared/constants';
import { BadgeCheck, Store } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { useHomeText } from '../text';

export function HomeHero() {
  const { t } = useHomeText();
  return (
    <section className="overflow-hidden rounded-2xl bg-gradient-to-br [&_:focus-visible]:outline-white from-brand-700 to-brand-900 px-5 py-8 text-white md:px-10 md:py-14">
      <p className="inline-flex items-center gap-1.5 rounded-full bg-white/15 px-3 py-1 text-xs font-medium">
        <BadgeCheck className="h-4 w-4" aria-hidden="true" /> {t('hero.badge')}
      </p>
      <h2 className="mt-4 max-w-2xl text-3xl leading-tight font-bold md:text-5xl">{t('hero.heading')}</h2>
      <p className="mt-3 max-w-xl text-brand-50 md:text-lg">
        {t('hero.text', { radius: STORE_RADIUS_KM, minutes: DELIVERY_PROMISE_MINUTES })}
      </p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <ButtonLink to="/medicines" size="lg" variant="outline" className="border-white text-brand-900">
          {t('hero.browse')}
        </ButtonLink>
        <ButtonLink to="/stores" size="lg" className="bg-white/15 ring-1 ring-white hover:bg-white/25">
          <Store className="h-5 w-5" aria-hidden="true" /> {t('hero.stores')}
        </ButtonLink>
      </div>
    </section>
  );
}
