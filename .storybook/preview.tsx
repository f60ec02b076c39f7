import type { Preview } from '@storybook/react-vite';
import '../src/styles/app.css';

const viewport = (name: string, width: number, height: number) => ({
  name,
  styles: { width: `${width}px`, height: `${height}px` },
});

const preview: Preview = {
  parameters: {
    // The decorator below pads each story (the same in Storybook and in the story tests);
    // screens and bars that fill the viewport set `pad: false`.
    layout: 'fullscreen',
    backgrounds: { disable: true },
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    viewport: {
      options: { phone: viewport('Phone 360', 360, 740), desktop: viewport('Desktop', 1024, 768) },
    },
  },
  initialGlobals: { viewport: { value: 'desktop', isRotated: false } },
  decorators: [
    (Story, { parameters }) => (
      <div
        className={
          parameters['pad'] === false
            ? 'bg-bg font-sans text-text'
            : 'bg-bg p-4 font-sans text-text'
        }
      >
        <Story />
      </div>
    ),
  ],
};

export default preview;
