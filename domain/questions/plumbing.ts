// Plumbing: its own questions, in the order its wizard asks them (catalogue.ts joins them to the service).
import { positional } from '../options.ts';
import { natureQuestion, statusQuestion, projectNature, type Question } from './common.ts';

const questions: readonly Question[] = [
  natureQuestion(projectNature(['New Installation', 'Repair', 'Remodeling'])),
  {
    id: 'plumbingType',
    label: 'What plumbing work do you need?',
    kind: 'choice',
    options: positional([
      'Basement drainage channel',
      'Bathtubs',
      'Commercial or industrial plumbing',
      'Faucets, fixtures or pipes',
      'Gas pipes',
      'General plumbing repair',
      'Leak detection and repair',
      'Remodeling and construction',
      'Sewer and drain',
      'Walk-in bath installation',
      'Fire sprinkler system',
      'Pump out a septic tank',
      'Septic system installation',
      'Septic system repair',
      'Sump pump repair',
      'Water heater installation',
      'Water heater repair',
      'Water line',
      'Water main installation',
      'Water main repair',
      'Other installation',
    ]),
    field: 'PlumberType',
  },
  statusQuestion,
];

export default questions;
