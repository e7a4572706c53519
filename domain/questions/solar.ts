// Solar: its own questions, in the order its wizard asks them (catalogue.ts joins them to the service).
import { positional, type OptionEntry } from '../options.ts';
import { natureQuestion, projectNature, type Question } from './common.ts';

/** `$50-$100`, `$100-$200`, … `$800-$900`, `More than $900`: ten bands coded 1 to 10. */
const SOLAR_BILL_BANDS: OptionEntry[] = [
  ['usd-50-100', '$50-$100'],
  ['usd-100-200', '$100-$200'],
  ['usd-200-300', '$200-$300'],
  ['usd-300-400', '$300-$400'],
  ['usd-400-500', '$400-$500'],
  ['usd-500-600', '$500-$600'],
  ['usd-600-700', '$600-$700'],
  ['usd-700-800', '$700-$800'],
  ['usd-800-900', '$800-$900'],
  ['over-usd-900', 'More than $900'],
];

const questions: readonly Question[] = [
  {
    id: 'monthlyBill',
    label: 'What is your average monthly electric bill?',
    kind: 'choice',
    options: positional(SOLAR_BILL_BANDS),
    field: 'SolarCurrencyBill',
  },
  {
    id: 'roofSun',
    label: 'How much sun does your roof get?',
    kind: 'choice',
    options: positional(['Full sun', 'Partially shaded', 'Mostly shaded', 'Not sure']),
    field: 'HowMuchSun',
  },
  {
    id: 'energyProvider',
    label: 'Who is your current energy provider?',
    kind: 'provider',
    field: 'ElectricalEnergyProvider',
    hint: 'If not sure, type Other.',
  },
  natureQuestion(projectNature(['New', 'Repair', 'Remodeling'])),
];

export default questions;
