/**
 * Issue 19: the one i18next instance. English is bundled with the code that shows it (each namespace registers
 * its English strings when its module loads, so a route carries only its own); Hindi is fetched per namespace,
 * and only by Hindi readers. Components read their strings through `defineText` (./text.ts).
 */
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE,
  LANGUAGE_LOCALES,
  type TLanguage,
  type TLocale,
  ZLanguage,
} from '@dawanow/shared/languages';
import { STORAGE_KEYS } from '@dawanow/shared/storage-keys';
import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readStoredJson, writeStoredJson } from '@/lib/browser-storage';

// Vite makes each Hindi file a chunk of its own, fetched on first use
const hindi = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/hi/*.json');

const hindiBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, done) {
    const load = language === 'hi' ? hindi[`../../locales/hi/${namespace}.json`] : undefined;
    // English is always registered by its namespace's module before it is read; nothing to fetch
    if (!load) return done(null, {});
    load().then(
      (module) => done(null, module.default),
      (error: unknown) => done(error as Error, false),
    );
  },
};

/** The reader's language: their earlier choice on this device, else English */
export function storedLanguage(): TLanguage {
  const parsed = ZLanguage.safeParse(readStoredJson('local', STORAGE_KEYS.language));
  return parsed.success ? parsed.data : DEFAULT_LANGUAGE;
}

export const i18n = i18next.createInstance();

void i18n
  .use(hindiBackend)
  .use(initReactI18next)
  .init({
    lng: storedLanguage(),
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: ['en', 'hi'],
    ns: [],
    defaultNS: false,
    // English arrives with the code; only Hindi goes through the backend
    partialBundledLanguages: true,
    initAsync: false,
    // React escapes what it renders
    interpolation: { escapeValue: false },
    react: { useSuspense: true, bindI18n: 'languageChanged loaded' },
    returnNull: false,
  });

// `{{count, number}}` groups digits the Indian way in both languages (i18next would pass the bare "en" to Intl)
i18n.services.formatter?.add('number', (value: number, language) =>
  new Intl.NumberFormat(localeOf(language)).format(value),
);

function localeOf(language: string | undefined): TLocale {
  return language === 'hi' ? LANGUAGE_LOCALES.hi : LANGUAGE_LOCALES.en;
}

export function currentLanguage(): TLanguage {
  // The language asked for, not i18next's "resolved" one: that stays English until a Hindi file has arrived, and a
  // Hindi reader's page would open with English dates and an English `lang`
  return i18n.language === 'hi' ? 'hi' : 'en';
}

/** The Intl locale of the language on screen, for dates and numbers */
export function currentLocale(): TLocale {
  return localeOf(currentLanguage());
}

/**
 * Switches the page to a language: its strings for every namespace in use are fetched first, so the screen
 * changes in one step; `lang` on <html> follows for screen readers and fonts. The choice is remembered on
 * this device (the profile keeps it for a signed-in reader: see features/account).
 */
export async function switchLanguage(language: TLanguage): Promise<void> {
  writeStoredJson('local', STORAGE_KEYS.language, language);
  // Every namespace registered so far (i18n.options.ns) in the new language, before the switch
  await i18n.loadLanguages(language);
  await i18n.changeLanguage(language);
}

/** The language as the server reads it, for the next page it serves (LANGUAGE_COOKIE); a year, like local storage */
function tellServer(language: string): void {
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and older Safari
  document.cookie = `${LANGUAGE_COOKIE}=${language === 'hi' ? 'hi' : 'en'}; path=/; max-age=31536000; samesite=lax${secure}`;
}

// The build also loads this module outside a browser, to write the loading screen into index.html
if (typeof document !== 'undefined') {
  document.documentElement.lang = currentLocale();
  // A reader who chose before the cookie existed gets it on this visit
  tellServer(currentLanguage());
  i18n.on('languageChanged', (language) => {
    document.documentElement.lang = localeOf(language);
    tellServer(language);
  });
}
