import { currentIndianYear } from '@dawanow/shared/dates';
import type { TSiteContact } from '@dawanow/shared/site';
import { BadgeCheck, Mail, MapPin, Phone } from 'lucide-react';
import { Trans } from 'react-i18next';
import { Link } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { AdPreferencesButton } from '@/features/ad-consent/ad-preferences-button';
import { useSiteConfig } from '@/features/content/api';
import { useCommonText } from '@/lib/i18n/common-text';
import type english from '@/locales/en/common.json';
import { Logo } from './logo';

type FooterLink = { to: string; label: keyof (typeof english)['footer']['links'] };

const quickLinks: FooterLink[] = [
  { to: '/', label: 'home' },
  { to: '/medicines', label: 'medicines' },
  { to: '/upload-prescription', label: 'uploadPrescription' },
  { to: '/stores', label: 'stores' },
  { to: '/pharmacy-partner', label: 'partner' },
];

const serviceLinks: FooterLink[] = [
  { to: '/contact', label: 'contact' },
  { to: '/terms', label: 'terms' },
  { to: '/refund-policy', label: 'refund' },
  { to: '/faq', label: 'faq' },
  { to: '/shipping-policy', label: 'shipping' },
  { to: '/privacy-policy', label: 'privacy' },
];

const socialNames: Record<TSiteContact['socialLinks'][number]['network'], string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  x: 'X (Twitter)',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
};

function LinkList({ heading, links }: { heading: string; links: FooterLink[] }) {
  const { t } = useCommonText();
  return (
    <nav aria-label={heading}>
      <h2 className="mb-3 text-sm font-semibold tracking-wide text-white uppercase">{heading}</h2>
      <ul className="space-y-1">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="inline-block py-1 text-sm text-slate-300 hover:text-white">
              {t(`footer.links.${link.label}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function ContactBlock({ contact }: { contact: TSiteContact }) {
  const { t } = useCommonText();
  return (
    <div className="space-y-3 text-sm text-slate-300">
      <p className="flex gap-2">
        <MapPin className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
        <span>{contact.addressLines.join(', ')}</span>
      </p>
      <p className="flex items-center gap-2">
        <Phone className="h-4 w-4 shrink-0" aria-hidden="true" />
        <a href={`tel:${contact.phone.replace(/\s/g, '')}`} className="hover:text-white">
          {contact.phone}
        </a>
      </p>
      <p className="flex items-center gap-2">
        <Mail className="h-4 w-4 shrink-0" aria-hidden="true" />
        <a href={`mailto:${contact.email}`} className="hover:text-white">
          {contact.email}
        </a>
      </p>
      <ul className="flex flex-wrap gap-2 pt-1" aria-label={t('footer.social')}>
        {contact.socialLinks.map((link) => (
          <li key={link.network}>
            <a
              href={link.url}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-block rounded-full border border-slate-600 px-3 py-1 text-xs hover:border-white hover:text-white"
            >
              {socialNames[link.network]}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function SiteFooter() {
  const { t } = useCommonText();
  const site = useSiteConfig();
  const companyName = site.data?.contact.companyName ?? 'DawaNow Health Technologies Private Limited';
  return (
    <footer className="bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 md:grid-cols-4">
        <div className="space-y-3">
          <span className="inline-block rounded-lg bg-white px-2 py-1">
            <Logo />
          </span>
          <p className="text-sm">{t('footer.tagline')}</p>
          <p className="inline-flex items-center gap-1.5 rounded-full bg-brand-900 px-3 py-1 text-xs text-brand-100">
            <BadgeCheck className="h-4 w-4" aria-hidden="true" /> {t('footer.badge')}
          </p>
        </div>
        <LinkList heading={t('footer.quickLinks')} links={quickLinks} />
        <div>
          <LinkList heading={t('footer.customerService')} links={serviceLinks} />
          {site.data?.metaPixelId && (
            <AdPreferencesButton className="mt-1 py-1 text-left text-sm text-slate-300 hover:text-white" />
          )}
        </div>
        <div>
          <h2 className="mb-3 text-sm font-semibold tracking-wide text-white uppercase">{t('footer.contact')}</h2>
          {site.data ? (
            <ContactBlock contact={site.data.contact} />
          ) : site.isError ? (
            <Link to="/contact" className="text-sm underline">
              {t('footer.contactSupport')}
            </Link>
          ) : (
            <Skeleton className="h-28 w-full bg-slate-700" />
          )}
        </div>
      </div>
      <div className="border-t border-slate-800">
        <div className="mx-auto max-w-6xl space-y-3 px-4 py-6 text-xs leading-relaxed text-slate-400">
          <p>
            <Trans t={t} i18nKey="footer.disclaimer" components={{ bold: <strong className="text-slate-300" /> }} />
          </p>
          <p>{t('footer.copyright', { year: currentIndianYear(), company: companyName })}</p>
        </div>
      </div>
    </footer>
  );
}
