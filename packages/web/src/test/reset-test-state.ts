import { act, cleanup } from '@testing-library/react';
import { vi } from 'vitest';
import { toastStore } from '@/components/ui/toast/toast-store';
import { getBootstrapData, setBootstrapData } from '@/lib/bootstrap-store';

const initialBootstrapData = getBootstrapData();
// What the document was before any test, restored after each: files share one jsdom per worker.
const initialHead = document.head.innerHTML;
const initialRootAttributes = attributesOf(document.documentElement);
const initialBodyAttributes = attributesOf(document.body);
const initialTitle = document.title;

function attributesOf(element: Element): [string, string][] {
  return [...element.attributes].map((attribute) => [attribute.name, attribute.value]);
}

function restoreAttributes(element: Element, attributes: [string, string][]): void {
  for (const name of element.getAttributeNames()) element.removeAttribute(name);
  for (const [name, value] of attributes) element.setAttribute(name, value);
}

function removeEveryCookie(): void {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]!.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

/**
 * Unmount, then undo what the helpers and the components under test leave behind: the stores,
 * every cookie, both storages, the document's head, attributes and title, and the URL. The test
 * setup runs it after every test; call it mid-test before rendering a second variant.
 *
 * Kept apart from render-with-providers so the setup can run it without loading the whole app
 * into tests that only check a helper, and without defeating their module mocks.
 */
export function resetTestState(): void {
  cleanup();
  act(() => {
    setBootstrapData(initialBootstrapData);
    toastStore.dismiss();
  });
  removeEveryCookie();
  localStorage.clear();
  sessionStorage.clear();
  document.head.innerHTML = initialHead;
  document.title = initialTitle;
  restoreAttributes(document.documentElement, initialRootAttributes);
  restoreAttributes(document.body, initialBodyAttributes);
  if (location.pathname !== '/' || location.search || location.hash)
    history.replaceState(null, '', '/');
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
}
