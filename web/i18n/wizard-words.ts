// The wizard's own words (not the domain's questions and options): their ids and their English, which the
// wizard shows on English pages as they are written here. Each other language's text is in its catalogue
// (web/i18n/locales), compiled for the browser (npm run i18n:compile). ICU MessageFormat (web/i18n/format.ts).
export const WIZARD_WORDS = {
  'wizard.validating': 'Validating...',
  'wizard.back': 'Back',
  'wizard.next': 'Next',
  'wizard.submit': 'Submit',
  'wizard.submitting': 'Submitting...',
  'wizard.backToReview': 'Back to review',
  'wizard.keptInTab': 'Your answers are kept in this browser tab until you submit.',
  'wizard.startOver': 'Start over',
  'wizard.gpcNotice':
    'Your browser is sending a Global Privacy Control signal, which we honor as a request not to sell or share your information. To get quotes, the details of this request have to be shared with partner companies. If you check the box and submit, you choose to allow that for this request only.',
  'wizard.prefilledHint': 'We filled this in from the ZIP code you gave. Change it if it is not right.',
  'wizard.selectState': 'Select your state',
  'wizard.providerPlaceholder': "Start typing your utility's name",
  'wizard.providersLabel': 'Energy providers',
  'wizard.didYouMean': 'Did you mean',
  'wizard.didYouMeanEnd': '?',
  // English pages show the spec's own heading ("Get A Solar Consultation", domain/services.ts); this is its sense.
  'wizard.heading': 'Get a {service} consultation',
  'wizard.promiseFree': 'Free, no obligation',
  'wizard.promisePros': 'Vetted local pros',
  'wizard.promiseTime': 'About 2 minutes',
  'wizard.secureBefore': 'Your details are sent over an encrypted connection and used as our',
  'wizard.securePolicy': 'Privacy Policy',
  'wizard.secureAfter': 'describes.',
  'wizard.formWhat': 'The form',
  'wizard.formReassurance': 'Your answers are kept in this tab: reload the page to carry on where you were.',
  'wizard.notFoundTitle': 'Service Not Found',
  'wizard.notFoundText': 'Please check the URL or select a valid service.',
  'wizard.notFoundLink': 'See all services',
  'progress.stepOf': 'Step {step} of {total}',
  'progress.left': '{left, plural, =0 {Last step} one {# step left} other {# steps left}}',
  'progress.label': 'Progress',
  'review.intro': 'Check your answers. Tap Change to correct one; you come back here after.',
  'review.project': 'Your project',
  'review.where': 'Where',
  'review.contact': 'How pros reach you',
  'review.change': 'Change',
  'review.changeLabel': 'Change {label}',
  'review.notAnswered': 'Not answered',
  'review.label.state': 'State',
  'review.label.zipCode': 'ZIP code',
  'review.label.city': 'City',
  'review.label.streetAddress': 'Street address',
  'review.label.firstName': 'First name',
  'review.label.lastName': 'Last name',
  'review.label.email': 'Email',
  'review.label.phone': 'Phone',
  'review.label.HomeOwner': 'Home owner',
  'review.label.PropertyType': 'Property type',
  'review.label.PurchaseTimeFrame': 'Work to start in',
  'review.label.BestTimeToCall': 'Best time to call',
  'review.label.requirements': 'Project details',
} as const;

export type WordId = keyof typeof WIZARD_WORDS;

/**
 * One of the wizard's own words as the wizard's code asks for it: by its English, so an English page carries its
 * words as they are written and neither their ids nor this table. Another language's module looks the id up
 * from the English (web/i18n/wizard-text-lang.ts); no two ids share an English text.
 */
export type Word = (typeof WIZARD_WORDS)[WordId];

/** The kinds of id whose English is written here. */
export const WORD_PREFIXES = ['wizard.', 'progress.', 'review.'] as const;
