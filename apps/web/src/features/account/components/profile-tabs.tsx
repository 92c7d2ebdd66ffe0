import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { cn } from '@/lib/cn';
import { PROFILE_TABS, type ProfileTab } from '@/lib/session';
import { useAccountText } from '../text';

/** Which ends of the strip hide tabs, so the arrows say there is more (issue 17: "Ac…" read as the last tab). */
function useHiddenEnds(strip: React.RefObject<HTMLDivElement | null>) {
  const [ends, setEnds] = useState({ start: false, end: false });
  useEffect(() => {
    const element = strip.current;
    if (!element) return;
    const measure = () =>
      setEnds({
        start: element.scrollLeft > 1,
        end: element.scrollLeft + element.clientWidth < element.scrollWidth - 1,
      });
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    return () => {
      element.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
    };
  }, [strip]);
  return ends;
}

/**
 * The profile's sections as tabs that scroll sideways on a phone: the chosen tab is scrolled into view and
 * an arrow over a fade marks each side with more tabs (it scrolls there when tapped).
 */
export function ProfileTabs({ tab, onChoose }: { tab: ProfileTab; onChoose: (tab: ProfileTab) => void }) {
  const { t } = useAccountText();
  const strip = useRef<HTMLDivElement>(null);
  const ends = useHiddenEnds(strip);
  useEffect(() => {
    strip.current
      ?.querySelector(`#profile-tab-${tab}`)
      ?.scrollIntoView?.({ block: 'nearest', inline: 'nearest', behavior: 'smooth' });
  }, [tab]);

  function scrollBy(direction: 1 | -1) {
    const element = strip.current;
    element?.scrollBy({ left: direction * element.clientWidth * 0.6, behavior: 'smooth' });
  }

  const arrow = 'absolute inset-y-0 flex w-12 items-center text-slate-700';
  return (
    <div className="relative mb-6">
      <div
        ref={strip}
        role="tablist"
        aria-label={t('profile.sections')}
        className="flex gap-1 overflow-x-auto border-b border-slate-200 [scrollbar-width:none]"
      >
        {PROFILE_TABS.map((id) => (
          <button
            key={id}
            id={`profile-tab-${id}`}
            type="button"
            role="tab"
            aria-selected={tab === id}
            aria-controls="profile-panel"
            onClick={() => onChoose(id)}
            className={cn(
              '-mb-px h-11 shrink-0 border-b-2 px-3 text-sm font-medium',
              tab === id ? 'border-brand-700 text-brand-800' : 'border-transparent text-slate-600 hover:text-slate-900',
            )}
          >
            {t(`profile.tabs.${id}`)}
          </button>
        ))}
      </div>
      {/* Pointer help only: keyboard and screen-reader users reach every tab in the tablist itself. The fade is the page colour. */}
      {ends.start && (
        <button
          type="button"
          tabIndex={-1}
          aria-hidden="true"
          onClick={() => scrollBy(-1)}
          className={cn(arrow, 'left-0 justify-start bg-gradient-to-r from-slate-50 via-slate-50/90 to-transparent')}
        >
          <ChevronLeft className="h-5 w-5" />
        </button>
      )}
      {ends.end && (
        <button
          type="button"
          tabIndex={-1}
          aria-hidden="true"
          onClick={() => scrollBy(1)}
          className={cn(arrow, 'right-0 justify-end bg-gradient-to-l from-slate-50 via-slate-50/90 to-transparent')}
        >
          <ChevronRight className="h-5 w-5" />
        </button>
      )}
    </div>
  );
}
