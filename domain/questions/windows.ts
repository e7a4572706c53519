// Windows: its own questions, in the order its wizard asks them (catalogue.ts joins them to the service).
import { positional } from '../options.ts';
import { natureQuestion, statusQuestion, projectNature, type Question } from './common.ts';

const questions: readonly Question[] = [
  natureQuestion(projectNature(['Install', 'Repair', 'Remodeling'])),
  {
    id: 'windowCount',
    label: 'How many windows are involved?',
    kind: 'choice',
    options: positional([
      ['1-window', '1'],
      ['2-windows', '2'],
      ['3-5-windows', '3-5'],
      ['6-9-windows', '6-9'],
      ['10-plus-windows', '10+'],
    ]),
    field: 'windowsType',
  },
  statusQuestion,
  {
    id: 'windowMaterial',
    label: 'Which window material do you prefer?',
    kind: 'choice',
    options: positional(['Vinyl', 'Wood', 'Aluminum', 'Brick', 'Stone', 'Metal', 'Windows Cleaning']),
    field: 'windowsMaterial',
  },
];

export default questions;
