import type { Config } from 'tailwindcss';

/**
 * Design tokens of the LEARN-TRADE-EARN kit: a trading desk at night.
 * Components use the roles below (bg, surface, accent, ...), never literal hex.
 * Every text/surface pair here meets WCAG AA.
 */
export default {
  content: ['./index.html', './src/**/*.{ts,tsx}', './stories/**/*.{ts,tsx,mdx}'],
  theme: {
    extend: {
      colors: {
        bg: '#070b14',
        surface: '#0d1422',
        raised: '#141d2f',
        border: '#24314a',
        'border-strong': '#3a4a68',
        text: '#e6edf7',
        muted: '#9aa8bf',
        accent: { DEFAULT: '#22c55e', strong: '#16a34a', fg: '#03140a', soft: '#0f2a1b' },
        danger: { DEFAULT: '#f87171', strong: '#dc2626', fg: '#1f0606', soft: '#2a1114' },
        warning: { DEFAULT: '#f5b841', fg: '#1f1503', soft: '#2a2110' },
        reward: { DEFAULT: '#e8b84a', soft: '#2a2312' },
        info: { DEFAULT: '#60a5fa', soft: '#0f1d33' },
      },
      fontFamily: {
        sans: ['"Inter Variable"', 'Inter', 'system-ui', 'sans-serif'],
        mono: ['"JetBrains Mono"', 'ui-monospace', 'monospace'],
      },
      fontSize: {
        xs: ['0.75rem', { lineHeight: '1rem' }],
        sm: ['0.875rem', { lineHeight: '1.25rem' }],
        base: ['1rem', { lineHeight: '1.5rem' }],
        lg: ['1.125rem', { lineHeight: '1.75rem' }],
        xl: ['1.25rem', { lineHeight: '1.75rem' }],
        '2xl': ['1.5rem', { lineHeight: '2rem' }],
        '3xl': ['1.875rem', { lineHeight: '2.25rem' }],
        '4xl': ['2.25rem', { lineHeight: '2.5rem' }],
        '5xl': ['3rem', { lineHeight: '1.1' }],
        '6xl': ['3.75rem', { lineHeight: '1.05' }],
      },
      spacing: {
        touch: '2.75rem',
        sidebar: '16rem',
      },
      borderRadius: {
        sm: '0.375rem',
        DEFAULT: '0.5rem',
        md: '0.625rem',
        lg: '0.875rem',
        xl: '1.25rem',
      },
      boxShadow: {
        card: '0 1px 0 0 rgb(255 255 255 / 0.03) inset, 0 8px 24px -12px rgb(0 0 0 / 0.6)',
        raised: '0 12px 40px -12px rgb(0 0 0 / 0.75)',
        focus: '0 0 0 3px rgb(34 197 94 / 0.45)',
      },
      keyframes: {
        ticker: { from: { transform: 'translateX(0)' }, to: { transform: 'translateX(-50%)' } },
        'fade-in': { from: { opacity: '0' }, to: { opacity: '1' } },
        'pop-in': {
          from: { opacity: '0', transform: 'translate(-50%, -48%) scale(0.97)' },
          to: { opacity: '1', transform: 'translate(-50%, -50%) scale(1)' },
        },
      },
      animation: {
        ticker: 'ticker var(--ticker-duration, 60s) linear infinite',
        'fade-in': 'fade-in 150ms ease-out',
        'pop-in': 'pop-in 160ms ease-out',
      },
    },
  },
} satisfies Config;
