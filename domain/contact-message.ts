// The /Contact form's fields and their rules: the browser checks the form with these, and the server's
// contactMessageSchema (schemas.ts) wraps the same rules in zod.
import { emailAddress, LIMITS, multiLine, personName, requiredText } from './field-rules.ts';

export const CONTACT_MESSAGE_RULES = {
  name: personName('Please enter your name', LIMITS.name * 2),
  email: emailAddress('Email is required', LIMITS.email),
  subject: requiredText('Please enter a subject', 150),
  message: requiredText('Please enter a message', 5000, multiLine),
} as const;
