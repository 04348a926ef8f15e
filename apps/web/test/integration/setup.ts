import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { activateLanguage } from '../../src/lib/i18n';

/*
 * What a browser has and jsdom lacks, and nothing more: the screens under test run unchanged.
 * A browser's fetch resolves "/api/..." against the page's address; Node's fetch, which jsdom
 * leaves in place, wants an absolute one.
 */
const nodeFetch = globalThis.fetch;
globalThis.fetch = (input, init) =>
  nodeFetch(typeof input === 'string' ? new URL(input, document.baseURI) : input, init);

// jsdom has no media queries; the screens only ask about layout and motion, and get the defaults.
window.matchMedia = (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }) satisfies MediaQueryList;
window.scrollTo = () => undefined;

// jsdom has <dialog> but not its methods; a browser's showModal/close open and close it.
HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
  this.open = false;
  this.dispatchEvent(new Event('close'));
};

// Answers come over real HTTP from a real database, and each screen's code is compiled when first
// opened: on a busy machine that takes more than the default second. This only bounds a wait.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => cleanup());

// The app draws its first screen once the reader's catalogue is in (main.tsx); the screens under test read English.
beforeAll(() => activateLanguage('en'));
