/** Brand palette and spacing, shared by host and remotes through styled-components' ThemeProvider. */
export const theme = {
  colors: {
    // Text and button shades of the logo's red (#E31E24) and orange (#FF460A), dark enough for
    // WCAG AA (4.5:1) with white text and as text on the page background (axe in e2e/tests/a11y).
    brand: '#D41C22',
    seller: '#C93A08',
    dark: '#1C1A20',
    muted: '#9586A8',
    bandLight: '#FFDED2',
    bandLightText: '#1C1A20',
    bandBlue: '#2370C4', // white text on it reaches 5:1
    bandBlueText: '#FFFFFF',
    surface: '#FFFFFF',
    background: '#F7F5FA',
    border: '#DDD7E6',
    text: '#1C1A20',
    textMuted: '#5E5470',
    error: '#B3261E',
    errorBg: '#FDECEA',
    success: '#1E7B34',
    successBg: '#E7F5EA',
    focus: '#1565C0',
  },
  radius: { sm: '6px', md: '10px', lg: '16px' },
  space: (n: number) => `${n * 4}px`,
  breakpoints: { phone: '480px', tablet: '768px', desktop: '1024px' },
  font: {
    family: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
  maxWidth: '1200px',
} as const;

export type Theme = typeof theme;
