import { configure } from 'storybook/test';
import { afterEach, beforeEach, expect } from 'vitest';
import { page } from 'vitest/browser';

// Play functions wait for conditions (waitFor, findBy…), never for fixed times; on a busy 2-core
// machine, with the server suites beside them, a canvas's PNG or a transition can take seconds, so
// the conditions get ten of them instead of testing-library's one.
configure({ asyncUtilTimeout: 10_000 });

// Storybook's vitest plugin applies .storybook/preview (a11y addon, viewport globals) to every story.

/** The tallest story we screenshot; the browser window in vitest.config.ts is taller still. */
const MAX_HEIGHT = 6000;

/**
 * React's reports of markup it cannot keep right (invalid nesting, equal keys among siblings):
 * a story that triggers one fails, since the page may then lose or duplicate an element.
 */
const REACT_MISTAKES = [
  /cannot be a descendant of|cannot contain a nested/,
  /Encountered two children with the same key/,
  /Each child in a list should have a unique "key"/,
];
let reactMistakes: string[] = [];
const consoleError = console.error.bind(console);
console.error = (...args: unknown[]) => {
  const text = args.map(String).join(' ');
  if (REACT_MISTAKES.some((mistake) => mistake.test(text))) {
    reactMistakes.push(text.split('\n')[0] ?? text);
  }
  consoleError(...args);
};
beforeEach(() => {
  reactMistakes = [];
});
afterEach(() => {
  expect(reactMistakes, 'React warned about the markup').toEqual([]);
});

declare module 'vitest' {
  interface TaskMeta {
    /** What the page held when a first attempt's screenshot differed (see the retry below). */
    visualMismatch?: string;
  }
}

// Visual regression: every story is compared with its committed baseline after it rendered
// (and after its play function). Update baselines deliberately with `npm run test:visual -- --update`.
// A story whose screenshot differs runs once more (the project's `retry`) against the same
// baseline: rare one-off mismatches have appeared only on a loaded CI machine, never on a rerun, so
// the first attempt's page goes into the report (`visualMismatch`, which `npm test` prints) where
// it stays visible instead of turning the whole run red.
afterEach(async ({ task }) => {
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
  try {
    // Named, not counted: a retry compares with the same baseline as the first attempt.
    await expect
      .element(page.elementLocator(document.body))
      .toMatchScreenshot(`${expect.getState().currentTestName ?? task.name} 1`);
  } catch (error) {
    // CI keeps only text: say what the page held, so a mismatch seen once can be told apart.
    const held = describePage();
    task.meta.visualMismatch = held;
    if (error instanceof Error) error.message += `\n${held}`;
    throw error;
  }
});

function describePage(): string {
  const dialogs = [...document.querySelectorAll('[role="dialog"], [role="alertdialog"]')].map(
    (dialog) => `"${dialog.getAttribute('aria-label') ?? dialog.textContent?.slice(0, 40) ?? ''}"`,
  );
  const active = document.activeElement;
  const focused =
    !active || active === document.body
      ? 'none'
      : `${active.tagName.toLowerCase()} "${(active.textContent ?? '').trim().slice(0, 30)}"` +
        (active.matches(':focus-visible') ? ' (focus-visible)' : '');
  return [
    `page: ${window.innerWidth}x${window.innerHeight}, content ${document.documentElement.scrollHeight} high`,
    `dialogs: ${dialogs.join(', ') || 'none'}`,
    `focus: ${focused}, document focused: ${document.hasFocus()}`,
  ].join('; ');
}
