/**
 * Who may do what with contact messages: anyone may send one (/contact, no login);
 * reading and deleting them is the settings admins' (settings.update, the same permission as the
 * outgoing-email setup the messages travel through).
 */
export const SEND_CONTACT_MESSAGE = {} as const;
export const MANAGE_CONTACT_MESSAGES = { auth: true, permissions: ['settings.update'] } as const;
