import { useLocation } from 'react-router';
import { LANGUAGE_COOKIE, pathInLanguage, splitLanguagePath } from '../../../shared/language';
import { messages } from '../../../shared/messages';
import { GlobeIcon } from './icons';

/** The language this page is shown in (its path says it). */
const pageLanguage = () => splitLanguagePath(window.location.pathname).language;

/**
 * The same page in the other language. A full page load, not a client navigation: each
 * language's texts are selected once, before the app loads (src/client/main.tsx). The choice
 * is remembered in a cookie, which the server reads to send a later visit to an English
 * address on to its Arabic page (and back).
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { pathname, search, hash } = useLocation();
  const other = pageLanguage() === 'ar' ? 'en' : 'ar';
  const remember = () => {
    document.cookie = `${LANGUAGE_COOKIE}=${other}; path=/; max-age=31536000; samesite=lax`;
  };
  return (
    <a
      href={pathInLanguage(other, `${pathname}${search}${hash}`)}
      hrefLang={other}
      lang={other}
      title={messages.language.switchLabel}
      onClick={remember}
      className={className}
    >
      <GlobeIcon width={18} height={18} />
      {messages.language.switchTo}
    </a>
  );
}
