import { selectMessages } from '../shared/messages';
import { splitLanguagePath } from '../shared/language';
import './styles.css';

// The page's language is in its path (/ar/... is Arabic). Its texts are selected before the
// app's modules load, because they read `messages` as they load (src/shared/messages.ts); an
// English page never downloads the Arabic texts. The server has already asked for both chunks
// with modulepreload (src/server/plugins/storefront-html.ts), so this adds no round trip.
const { language } = splitLanguagePath(window.location.pathname);
const texts = language === 'ar' ? import('../shared/messages-ar').then((arabic) => selectMessages(arabic.arabicMessages)) : Promise.resolve();
void texts.then(() => import('./app')).then(({ startApp }) => startApp(language));
