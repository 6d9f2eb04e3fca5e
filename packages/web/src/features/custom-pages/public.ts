/** What other features may use of custom pages: the page query the admin editor shares, and its prose style. Lint allows only this file. */
export { customPagesQueryKey, useCustomPage } from './api/get-custom-page';
export { PAGE_PROSE } from './components/page-prose';
