import { useParams } from 'react-router';
import { ContactMessagePage } from '@/features/admin/contact-messages/components/contact-message-page';
import { ContactMessagesPage } from '@/features/admin/contact-messages/components/contact-messages-page';
import { NotFoundRoute } from '../not-found-route';

/** `/admin/contact-messages` (settings.update). */
export function ContactMessagesRoute() {
  return <ContactMessagesPage />;
}

/** `/admin/contact-messages/:messageId`. */
export function ContactMessageRoute() {
  const { messageId } = useParams();
  const id = /^\d{1,10}$/.test(messageId ?? '') ? Number(messageId) : NaN;
  if (!Number.isSafeInteger(id) || id < 1) return <NotFoundRoute />;
  return <ContactMessagePage key={id} messageId={id} />;
}
