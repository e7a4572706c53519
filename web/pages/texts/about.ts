// /About's words in both languages. Some name the brand or the site's services, so they are functions.
import type { Lang } from '#domain/language.ts';
import { spanishPage } from '../../i18n/spanish.ts';

const en = {
  heading: (brand: string) => `About ${brand}`,
  intro: (brand: string) =>
    `${brand} connects home owners across the United States with local home-improvement professionals. Tell us about your project in a couple of minutes and we match you with pros who serve your area and do the kind of work you need.`,
  notContractor:
    'We are a free matching and referral service, not a contractor: we do not do the work, set the prices or employ the pros. Our job is to put you in touch with the right companies quickly, so you can compare and choose.',
  howItWorks: 'How it works',
  steps: [
    {
      title: 'Tell us about your project',
      text: 'Pick a service and answer a few questions: the job, your home, your ZIP code and the best time to reach you.',
    },
    {
      title: 'We find pros near you',
      text: 'We pass your request to partner companies with pros who serve your area and do that kind of work.',
    },
    {
      title: 'Compare quotes and decide',
      text: 'Pros contact you by phone, text or email to discuss the project and quote. Whether to hire, and whom, is up to you.',
    },
  ],
  whyHeading: 'Why home owners use us',
  /** The benefits; the last one's text is the site's trades (`trades`). */
  benefits: (brand: string, trades: string) => [
    { title: 'Free, with no obligation', text: `${brand} costs you nothing, and you never have to hire anyone we match you with.` },
    {
      title: 'Local, vetted pros',
      text: 'The contractors in our partner networks are screened, including background checks, before they can quote.',
    },
    { title: 'Fast quotes', text: 'Matched pros usually reach out soon after your request, often the same day.' },
    { title: 'Compare before you choose', text: 'Hear from more than one pro, compare quotes and budgets side by side, then decide.' },
    { title: 'Nationwide, with a local touch', text: 'Pros who live and work near you and know local codes, permits, weather and prices.' },
    { title: 'One request, many trades', text: trades },
  ],
  tradesListed: (count: number, names: string) => `${count} home services: ${names}.`,
  tradesAll: (count: number) => `${count} home services, from solar and roofing to plumbing, flooring and moving.`,
  goodToKnow: 'Good to know',
  adults: 'Our service is for US residents aged 18 and over.',
  soldBefore: 'When you submit a request, the details you give us are sold and shared with our ',
  partners: 'partner companies',
  soldAfter: ', who may call, text or email you about your project. You can revoke your consent at any time by emailing ',
  beforeHire: 'Before you hire, ask any pro for their license number and proof of insurance, and get the price and scope in writing.',
  readPolicy: 'Read how we handle your information in our ',
  privacyPolicy: 'Privacy Policy',
  questions: 'Questions?',
  callUs: 'Call us at ',
  orEmail: ' or email ',
  getServices: 'Get Our Services',
};

export type AboutTexts = typeof en;

/** English from this module; Spanish from the words Spanish pages load (web/i18n/spanish.ts). */
export const ABOUT_TEXTS: Record<Lang, AboutTexts> = {
  en,
  get es() {
    return spanishPage('about');
  },
};
