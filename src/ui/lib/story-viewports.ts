/**
 * Story viewports (defined in .storybook/preview.tsx): every story renders at 1024 x 768 unless it
 * spreads `phoneViewport`, which renders it 360 px wide, in Storybook and in the story tests alike.
 */
export const phoneViewport = { globals: { viewport: { value: 'phone', isRotated: false } } };
