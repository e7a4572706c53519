// What kind of input a wizard step asks for. Its own module, because both the step list (steps.ts) and the
// contact fields it is built from (contact-fields.ts) need it.
export type StepKind = 'choice' | 'text' | 'zip' | 'date' | 'provider' | 'state' | 'email' | 'phone' | 'textarea' | 'agreement';
