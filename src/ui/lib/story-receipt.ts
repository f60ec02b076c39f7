/**
 * A stand-in for a member's payment screenshot in stories: a wallet app's receipt, 720 × 1440 like
 * a phone. Its text is set in the self-hosted Inter, embedded in the image: an SVG shown as an
 * image cannot reach the page's fonts, and "sans-serif" would be whatever the machine has
 * installed, so the visual baselines would change with the machine's fonts.
 */
import inter from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?inline';

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="720" height="1440" viewBox="0 0 720 1440">
<style>@font-face{font-family:Receipt;src:url(${inter}) format('woff2');font-weight:100 900}text{font-family:Receipt}</style>
<rect width="720" height="1440" fill="#f4f6fb"/>
<rect width="720" height="160" fill="#1b2a4a"/>
<text x="48" y="100" font-size="40" fill="#ffffff">Send USDT (TRC20)</text>
<circle cx="360" cy="330" r="90" fill="#22c55e"/>
<path d="M315 330l30 30 60-60" stroke="#ffffff" stroke-width="18" fill="none" stroke-linecap="round"/>
<text x="360" y="500" font-size="44" text-anchor="middle" fill="#111827">Transfer successful</text>
<text x="360" y="600" font-size="84" font-weight="700" text-anchor="middle" fill="#111827">-100.00 USDT</text>
<g font-size="30" fill="#4b5563">
<text x="48" y="760">To</text><text x="672" y="760" text-anchor="end" fill="#111827">TQn9Y2...KcbLSE</text>
<text x="48" y="840">Network fee</text><text x="672" y="840" text-anchor="end" fill="#111827">1.00 USDT</text>
<text x="48" y="920">Time</text><text x="672" y="920" text-anchor="end" fill="#111827">2026-03-09 11:20</text>
<text x="48" y="1000">Tx hash</text><text x="672" y="1000" text-anchor="end" fill="#111827">a3f1c9...37d52</text>
</g>
<rect x="48" y="1200" width="624" height="110" rx="24" fill="#1b2a4a"/>
<text x="360" y="1268" font-size="36" text-anchor="middle" fill="#ffffff">Done</text>
</svg>`;

export const receiptImage = `data:image/svg+xml,${encodeURIComponent(svg)}`;
