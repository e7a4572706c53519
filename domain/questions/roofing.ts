// Roofing: its own questions, in the order its wizard asks them (catalogue.ts joins them to the service).
import { positional } from '../options.ts';
import { natureQuestion, statusQuestion, projectNature, type Question } from './common.ts';

const questions: readonly Question[] = [
  natureQuestion(projectNature(['New', 'Repair', 'Remodeling'])),
  {
    id: 'roofMaterial',
    label: 'What kind of roof or roofing work do you need?',
    kind: 'choice',
    options: positional([
      'Asphalt shingle',
      'Cedar shake',
      'Metal',
      'Natural slate',
      'Tar',
      'Commercial roofing',
      'Flat, foam or single-ply roofing',
      'Traditional tile roofing',
      'Wood or composite roofing',
      'Waterproof coatings',
      'Roof removal',
      'Roof maintenance or cleaning',
      'Other',
    ]),
    field: 'roofingType',
  },
  statusQuestion,
];

export default questions;
