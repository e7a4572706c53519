// The Spanish of the messages the contact and privacy forms' rules give (contact-message.ts, privacy.ts,
// field-rules.ts). The rules stay in English, as the server's schemas and their tests read them; a Spanish
// page shows each message through this table. A message not in it (one the server already wrote in the
// visitor's language) is shown as it came.
export const FORM_MESSAGES_ES: Readonly<Record<string, string>> = {
  'This field is required.': 'Este campo es obligatorio.',
  'Please enter your name': 'Escriba su nombre',
  'Email is required': 'El correo electrónico es obligatorio',
  'Invalid email address': 'Dirección de correo electrónico no válida',
  'Please enter a subject': 'Escriba un asunto',
  'Please enter a message': 'Escriba un mensaje',
  'Phone number must be exactly 10 digits': 'El número de teléfono debe tener exactamente 10 dígitos',
  'Please choose what you would like us to do': 'Elija qué desea que hagamos',
  'Enter your phone number, your email address, or both.': 'Escriba su número de teléfono, su correo electrónico o ambos.',
  "Please enter the agent's name.": 'Escriba el nombre del agente.',
};

const TOO_LONG = /^Please keep this under (\d+) characters\.$/;

/** A form message's Spanish, from its English (web/i18n/spanish.ts brings it to Spanish pages only). */
export function spanishFormMessage(message: string): string {
  const tooLong = TOO_LONG.exec(message);
  if (tooLong) return `Escriba menos de ${tooLong[1]} caracteres.`;
  return FORM_MESSAGES_ES[message] ?? message;
}
