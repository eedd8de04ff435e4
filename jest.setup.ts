import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom's window has no TextDecoder; the content check reads photos' sizes with image-size, which needs it.
if (typeof globalThis.TextDecoder === 'undefined') Object.assign(globalThis, { TextDecoder, TextEncoder });

// react-hot-toast reads prefers-reduced-motion through matchMedia, which jsdom lacks.
if (typeof window !== 'undefined' && !window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

// The header carries a small inline script (the phone menu closes when focus leaves it) that the
// browser runs while parsing the exported HTML. Rendered on the client, as Testing Library renders,
// React warns that such a script never runs: true, and expected. Only that one warning is silenced.
const reactScriptWarning = 'Encountered a script tag while rendering React component';
const consoleError = console.error.bind(console);
console.error = (...args: unknown[]) => {
  if (typeof args[0] === 'string' && args[0].startsWith(reactScriptWarning)) return;
  consoleError(...args);
};
