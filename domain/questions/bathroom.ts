// Bathroom: its own questions, in the order its wizard asks them (catalogue.ts joins them to the service).
import { positional } from '../options.ts';
import { natureQuestion, statusQuestion, projectNature, type Question } from './common.ts';

const questions: readonly Question[] = [
  natureQuestion(projectNature(['New Bath Install', 'Bathroom Remodel'])),
  {
    id: 'bathType',
    label: 'What kind of bathroom work do you need?',
    kind: 'choice',
    options: positional([
      'Bathtub installation',
      'Bathtub liner installation',
      'Cabinets',
      'Countertops',
      'Full remodel',
      'General remodeling',
      'New flooring',
      'Shower installation',
      'Sink installation',
      'Toilet installation',
      'Walk-in tub installation',
      'Complete remodel',
      'Vanity installation',
      'Vanity repair',
      'Other',
    ]),
    field: 'bathtype',
  },
  statusQuestion,
];

export default questions;
