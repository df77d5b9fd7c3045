// Self-hosted fonts, each subset with its unicode-range (see fonts.css).
import './fonts.css';
// Metric-matched stand-ins while the faces download (the token families name them second).
import './fallback-fonts.css.ts';
