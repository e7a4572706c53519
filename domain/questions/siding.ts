// Siding: its own questions, in the order its wizard asks them (catalogue.ts joins them to the service).
import { positional } from '../options.ts';
import { natureQuestion, statusQuestion, projectNature, type Question } from './common.ts';

const questions: readonly Question[] = [
  natureQuestion(projectNature(['New Siding', 'Repair', 'Replacement'])),
  {
    id: 'sidingType',
    label: 'What type of siding project is it?',
    kind: 'choice',
    options: positional([
      'Aluminum siding, install or replace',
      'Aluminum siding, repair',
      'Brick face, install or replace',
      'Brick face, repair',
      'Composite wood, install or replace',
      'Composite wood, repair',
      'Stone face, install or replace',
      'Stone face, repair',
      'Stucco, install or replace',
      'Stucco, repair',
      'Vinyl siding, install or replace',
      'Vinyl siding, repair',
      'Other repair',
    ]),
    field: 'Sidingtype',
  },
  statusQuestion,
];

export default questions;
