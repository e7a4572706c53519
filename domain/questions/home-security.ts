// Home Security: its own questions, in the order its wizard asks them (catalogue.ts joins them to the service).
import { positional } from '../options.ts';
import { type Question } from './common.ts';

const questions: readonly Question[] = [
  {
    id: 'securityService',
    label: 'What kind of security service do you need?',
    kind: 'choice',
    options: positional(['Equipment Only', 'New System Installation', 'Reactivating The Existing System']),
    field: 'HomeSecurity',
  },
];

export default questions;
