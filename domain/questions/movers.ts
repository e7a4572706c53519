// Movers: its own questions, in the order its wizard asks them (catalogue.ts joins them to the service).
import { positional, coded } from '../options.ts';
import { type Question } from './common.ts';

const questions: readonly Question[] = [
  { id: 'currentZip', label: 'What ZIP code are you moving from?', kind: 'zip', field: 'Moverszip', projectPlace: true },
  { id: 'movingZip', label: 'What ZIP code are you moving to?', kind: 'zip', field: 'Moverszip2' },
  {
    id: 'moveSize',
    label: 'How big is your move?',
    kind: 'choice',
    options: positional(['Studio', '1 Bedroom', '2 Bedrooms', '3 Bedrooms', '4 Bedrooms', 'Over 4 Bedrooms', 'Partial Home']),
    field: 'Movesize',
  },
  {
    id: 'movingDistance',
    label: 'How far are you moving?',
    kind: 'choice',
    // NOTE: shown Long Distance first, but the network codes Local=1, Long Distance=2, Other=3.
    options: coded([
      ['long-distance', 'Long Distance', 2],
      ['local', 'Local', 1],
      ['other', 'Other', 3],
    ]),
    field: 'movingDistance',
  },
  { id: 'moveDate', label: 'When do you plan to move?', kind: 'date', field: 'MovingDate' },
];

export default questions;
