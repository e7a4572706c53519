// The home page's words in both languages (hero, typing line, popular services, why choose us). Functions
// where a text names the brand or a count. The strip and the banner, which /Contact shows too, keep theirs
// in their own modules, so /Contact does not load these.
import type { Lang } from '#domain/language.ts';
import { spanishPage } from '../i18n/spanish.ts';

const en = {
  heroBadge: 'Free quotes for US home owners',
  heroText:
    'Tell us about your project in a couple of minutes. We match you with local, vetted pros who do that kind of work in your area, so you can compare quotes and choose with confidence.',
  cta: 'Get Our Consultation!',
  ctaNote: 'Takes a couple of minutes · US residents only',
  trustLabel: 'What you can count on',
  trust: ['Free, no obligation', 'Vetted & background-checked', 'Fast quotes', 'Compare quotes'],
  howItWorks: 'How it works',
  steps: [
    { title: 'Tell us about your project', text: 'A few quick questions about the job, your home and the best time to reach you.' },
    { title: 'Get matched with local pros', text: 'We pass your request to vetted pros who serve your area.' },
    { title: 'Compare quotes and choose', text: 'Pros call or text you with quotes. Hire only if one is right for you.' },
  ],
  notContractor: (brand: string) => `${brand} is a free matching service, not a contractor. Pros quote and do the work; you decide.`,
  // The typing line: "Your project, our <word> – a perfect match".
  typingBefore: 'Your project, our',
  typingAfter: '– a perfect match',
  startHere: 'Start here',
  popular: 'Popular services',
  popularText: 'Pick a project, answer a few quick questions, and we will connect you with pros near you.',
  allServices: 'All Services',
  whyBrand: (brand: string) => `Why ${brand}`,
  whyChooseUs: 'Why choose us',
  whyText: 'One short request, and the right local pros come to you. Here is what you can count on.',
  reasons: (brand: string) => [
    {
      id: 'vetted',
      title: 'Vetted, background-checked pros',
      body: `The contractors in our partner networks are screened before they can quote: licensing where your state requires it, insurance, background checks and their record with home owners. You hear only from companies that do your kind of project in your area. (It is still wise to ask for a license number and proof of insurance before you sign.)`,
    },
    {
      id: 'quotes',
      title: 'Fast, free quotes',
      body: `Answer a few questions about your project in a couple of minutes. Matched pros usually reach out by phone or text soon after, often the same day, to talk it through and give you a quote. Using ${brand} costs you nothing, and you are never obliged to hire anyone.`,
    },
    {
      id: 'local',
      title: 'Nationwide coverage, local touch',
      body: `We match home owners across the United States with pros who live and work nearby and know the local codes, permits, weather and prices. Compare several quotes and budgets side by side, then choose the pro who fits your project best.`,
    },
  ],
  getServices: 'Get Services',
  everyProject: 'Every project, one place',
  everyProjectText: (count: number) => `${count} home services, one free request away.`,
};

export type HomeTexts = typeof en;

/** English from this module; Spanish from the words Spanish pages load (web/i18n/spanish.ts). */
export const HOME_TEXTS: Record<Lang, HomeTexts> = {
  en,
  get es() {
    return spanishPage('home');
  },
};
