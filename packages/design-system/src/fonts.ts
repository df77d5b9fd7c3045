// Self-hosted fonts (no CDN): Cinzel for headings, Inter for body text, JetBrains Mono for code. Latin and Latin
// Extended subsets, so Polish (and German, Spanish, French) glyphs render in the brand faces.
import '@fontsource/cinzel/latin-600.css';
import '@fontsource/cinzel/latin-ext-600.css';
import '@fontsource/cinzel/latin-700.css';
import '@fontsource/cinzel/latin-ext-700.css';
import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-ext-400.css';
import '@fontsource/inter/latin-600.css';
import '@fontsource/inter/latin-ext-600.css';
import '@fontsource/inter/latin-700.css';
import '@fontsource/inter/latin-ext-700.css';
import '@fontsource/jetbrains-mono/latin-400.css';
import '@fontsource/jetbrains-mono/latin-ext-400.css';
// Metric-matched stand-ins while the faces download (the token families name them second).
import './fallbackFonts.css.ts';
