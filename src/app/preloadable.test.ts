import { createElement, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { preloadable } from './preloadable';

function Greeting({ name }: { name: string }) {
  return createElement('p', null, `Hello, ${name}`);
}

const inSuspense = (element: ReturnType<typeof createElement>) =>
  renderToString(
    createElement(Suspense, { fallback: createElement('i', null, 'loading') }, element),
  );

describe('preloadable', () => {
  it('suspends while its code has not arrived, like React.lazy', () => {
    const { Component } = preloadable<{ name: string }>(() => new Promise<never>(() => undefined));
    expect(inSuspense(createElement(Component, { name: 'Ravi' }))).toContain('loading');
  });

  it('renders at once, with its props, once preloaded', async () => {
    let loads = 0;
    const { Component, preload } = preloadable(() => {
      loads++;
      return Promise.resolve({ default: Greeting });
    });
    await preload();
    await preload();
    const html = inSuspense(createElement(Component, { name: 'Ravi' }));
    expect(html).toContain('Hello, Ravi');
    expect(html).not.toContain('loading');
    expect(loads).toBe(1);
  });

  it('tries again after a failed load', async () => {
    let attempt = 0;
    const { preload } = preloadable(() =>
      ++attempt === 1
        ? Promise.reject(new Error('offline'))
        : Promise.resolve({ default: Greeting }),
    );
    await expect(preload()).rejects.toThrow('offline');
    await expect(preload()).resolves.toEqual({ default: Greeting });
    expect(attempt).toBe(2);
  });
});
