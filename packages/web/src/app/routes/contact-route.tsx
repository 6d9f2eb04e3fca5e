import { ContactPage } from '@/features/contact/components/contact-page';

/** `/contact`. */
export function ContactRoute() {
  return <ContactPage />;
}
