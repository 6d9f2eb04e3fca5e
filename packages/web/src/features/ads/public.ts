/** What other features may use of ads: the slot a page places an ad in. Lint allows only this file. */
export { AdSlot } from './components/ad-slot';
