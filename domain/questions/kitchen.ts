// Kitchen: its own questions, in the order its wizard asks them (catalogue.ts joins them to the service).
import { positional } from '../options.ts';
import { natureQuestion, statusQuestion, projectNature, type Question } from './common.ts';

const questions: readonly Question[] = [
  natureQuestion(projectNature(['New Kitchen', 'Repair Kitchen', 'Kitchen Remodeling'])),
  {
    id: 'kitchenType',
    label: 'What part of the kitchen is the project about?',
    kind: 'choice',
    options: positional([
      'Appliances',
      'Cabinets',
      'Cabinet repair',
      'Countertops or sinks',
      'Floor plan changes',
      'Flooring',
      'Full kitchen',
    ]),
    field: 'Kitchentype',
  },
  statusQuestion,
];

export default questions;
