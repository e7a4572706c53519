// Fencing: its own questions, in the order its wizard asks them (catalogue.ts joins them to the service).
import { positional } from '../options.ts';
import { statusQuestion, type Question } from './common.ts';

const questions: readonly Question[] = [
  {
    id: 'fenceType',
    label: 'What type of fencing project is it?',
    kind: 'choice',
    options: positional([
      'Wood fence, install or replace',
      'Wood fence, repair',
      'Vinyl or PVC fence, install or replace',
      'Vinyl or PVC fence, repair',
      'Chain-link fence, install or replace',
      'Chain-link fence, repair',
      'Wrought iron fence, install or replace',
      'Wrought iron fence, repair',
      'Aluminum or steel fence, install or replace',
      'Aluminum or steel fence, repair',
      'Barbed-wire fence, install or replace',
      'Barbed-wire fence, repair',
      'Electric pet fence, install or replace',
      'Electric pet fence, repair',
    ]),
    field: 'Fencingtype',
  },
  statusQuestion,
];

export default questions;
