import { configure } from 'storybook/test';
import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';

// Play functions wait for conditions (waitFor, findBy…), never for fixed times; on a busy 2-core
// machine, with the server suites beside them, a canvas's PNG or a transition can take seconds, so
// the conditions get ten of them instead of testing-library's one.
configure({ asyncUtilTimeout: 10_000 });

// Storybook's vitest plugin applies .storybook/preview (a11y addon, viewport globals) to every story.

/** The tallest story we screenshot; the browser window in vitest.config.ts is taller still. */
const MAX_HEIGHT = 6000;

// Visual regression: every story is compared with its committed baseline after it rendered
// (and after its play function). Update baselines deliberately with `npm run test:visual -- --update`.
afterEach(async () => {
  await document.fonts.ready;
  // Only what lies inside the story's viewport is painted: grow it to the content's height first,
  // so a tall page is compared whole (the width, which decides the layout, stays as it was).
  // Layouts that depend on the viewport's height settle after a step or two.
  for (let step = 0; step < 4; step++) {
    const height = Math.min(document.documentElement.scrollHeight, MAX_HEIGHT);
    if (height <= window.innerHeight) break;
    await page.viewport(window.innerWidth, height);
    await new Promise((settled) => requestAnimationFrame(() => requestAnimationFrame(settled)));
  }
  await expect.element(page.elementLocator(document.body)).toMatchScreenshot();
});
