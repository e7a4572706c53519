// Gutters: its own questions, in the order its wizard asks them (catalogue.ts joins them to the service).
import { positional } from '../options.ts';
import { natureQuestion, statusQuestion, projectNature, type Question } from './common.ts';

const questions: readonly Question[] = [
  natureQuestion(projectNature(['New Gutters', 'Repair', 'Replacement'])),
  {
    id: 'gutterType',
    label: 'Which gutter product or service do you need?',
    kind: 'choice',
    options: positional(['Galvanized', 'Seamless Metal', 'PVC', 'Wood', 'Gutter Cleaning', 'Gutter Protection', 'Other']),
    field: 'Guttertype',
  },
  statusQuestion,
];

export default questions;
