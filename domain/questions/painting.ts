// Painting: its own questions, in the order its wizard asks them (catalogue.ts joins them to the service).
import { positional } from '../options.ts';
import { statusQuestion, type Question } from './common.ts';

const questions: readonly Question[] = [
  {
    id: 'paintType',
    label: 'What type of painting do you need?',
    kind: 'choice',
    options: positional([
      'Exterior painting, trim or shutters',
      'Exterior painting, whole house',
      'Paint or stain a deck, fence or porch',
      'Interior painting, 1-2 rooms',
      'Interior painting, 3 or more rooms',
      'Wallpaper hanging or removal',
      'Specialty faux finishes',
      'Specialty textures',
      'Commercial painting',
      'Paint removal or stripping',
    ]),
    field: 'PaintType',
  },
  statusQuestion,
];

export default questions;
