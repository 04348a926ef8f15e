// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyLoad, lazyScreen } from './lazy-route';

afterEach(cleanup);

function Plain() {
  return <p>plain screen</p>;
}

function Greeting({ name }: { name: string }) {
  return <p>hello {name}</p>;
}

async function loadedElement(lazy: RouteObject['lazy']): Promise<ReactElement> {
  if (typeof lazy !== 'function') throw new Error('expected a lazy function');
  const { element } = await lazy();
  return element as ReactElement;
}

describe('lazyScreen', () => {
  it('puts the screen at its path and renders it once loaded', async () => {
    const route = lazyScreen('plain', async () => Plain);
    expect(route.path).toBe('plain');
    render(await loadedElement(route.lazy));
    expect(screen.getByText('plain screen')).toBeTruthy();
  });

  it('renders the component with the props the route gives it', async () => {
    render(await loadedElement(lazyLoad(async () => Greeting, { key: 'teacher', name: 'Ada' })));
    expect(screen.getByText('hello Ada')).toBeTruthy();
  });
});
