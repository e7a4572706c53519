// Flooring: its own questions, in the order its wizard asks them (catalogue.ts joins them to the service).
import { positional } from '../options.ts';
import { statusQuestion, type Question } from './common.ts';

const questions: readonly Question[] = [
  {
    id: 'floorType',
    label: 'What flooring work do you need?',
    kind: 'choice',
    options: positional([
      'Carpet, installation',
      'Carpet, repair or refasten',
      'Epoxy flooring',
      'Hardwood floor, installation',
      'Laminate floor, installation',
      'Laminate floor, repair',
      'Tile floor, install or repair',
      'Vinyl or linoleum floor, installation',
      'Vinyl or linoleum floor, repair',
      'Wood floor, refinishing',
      'Wood floor, repair or partial replacement',
    ]),
    field: 'Floortype',
  },
  statusQuestion,
];

export default questions;
