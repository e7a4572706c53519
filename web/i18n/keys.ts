// The ids of the domain's texts in the catalogues (ADR 015): what the wizard looks up in its page's language.
// A module of its own, so the browser's wizard takes these few functions without the tables in wizard-keys.ts.

/** A question's id or a contact field's name: the same question has the same text in every service. */
export const questionKey = (name: string) => `question.${name}`;
export const hintKey = (name: string) => `hint.${name}`;
export const placeholderKey = (name: string) => `placeholder.${name}`;
/** An option by its question and stable id (the same id under the same question reads the same everywhere). */
export const optionKey = (name: string, optionId: string) => `option.${name}.${optionId}`;
/** The requirements box's example, in the words of the service's trade. */
export const exampleKey = (title: string) => `example.${title}`;
