import { ContactPage } from '@/features/contact/components/contact-page';

/** `/contact` (spec 001 §2). */
export function ContactRoute() {
  return <ContactPage />;
}
