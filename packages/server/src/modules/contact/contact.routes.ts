import {
  CONTACT_MESSAGES,
  contactMessageIdParamsSchema,
  contactMessageInputSchema,
  contactMessageListQuerySchema,
  contactMessageListResponseSchema,
  contactMessageResponseSchema,
  contactSubmittedResponseSchema,
  deleteContactMessagesSchema,
} from '@tonearm/shared/contact/contact.schemas';
import type { FastifyPluginAsync } from 'fastify';
import { MANAGE_CONTACT_MESSAGES, SEND_CONTACT_MESSAGE } from './contact.policy';
import { defineRoutes } from '../../platform/http/define-routes';

/** The contact form and its messages (route table in shared/contact/contact.schemas.ts). */
export const contactRoutes: FastifyPluginAsync = async (app) => {
  const routes = defineRoutes(app, { tags: ['contact'], guard: MANAGE_CONTACT_MESSAGES });
  const contact = app.services.contact;

  routes.post(
    '/api/v1/contact-page',
    {
      guard: SEND_CONTACT_MESSAGE,
      summary: 'Send a message to the site (throttled per address)',
      body: contactMessageInputSchema,
      response: contactSubmittedResponseSchema,
    },
    async (request) => {
      await contact.submit(request.body, { ip: request.ip ?? null });
      return { message: CONTACT_MESSAGES.submitted };
    },
  );

  routes.get(
    '/api/v1/contact-messages',
    {
      summary: 'The messages sent through the contact form, paged',
      querystring: contactMessageListQuerySchema,
      response: contactMessageListResponseSchema,
    },
    async (request) => ({ pagination: await contact.list(request.query) }),
  );

  routes.post(
    '/api/v1/contact-messages/delete',
    {
      summary: 'Delete several contact messages',
      body: deleteContactMessagesSchema,
      noContent: true,
    },
    async (request) => {
      await contact.delete(request.body.ids);
    },
  );

  routes.get(
    '/api/v1/contact-messages/:id',
    {
      summary: 'One contact message',
      params: contactMessageIdParamsSchema,
      response: contactMessageResponseSchema,
    },
    async (request) => ({ contactMessage: await contact.show(request.params.id) }),
  );

  routes.delete(
    '/api/v1/contact-messages/:id',
    {
      summary: 'Delete a contact message',
      params: contactMessageIdParamsSchema,
      noContent: true,
    },
    async (request) => {
      await contact.deleteOne(request.params.id);
    },
  );
};
