// Stored answers read back as a person reads them: a lead stored since options have ids holds the ids,
// one stored before holds the English labels; the console, exports, webhooks and privacy answers show the
// same English words for both.
import { describe, expect, it } from 'vitest';
import { findServiceByTitle } from '#domain/catalogue.ts';
import { readableAnswers, storedAnswers } from './readable-answers.ts';

const roofing = findServiceByTitle('Roofing')!;

const ENGLISH = {
  'What is the nature of your project?': 'Repair',
  'What kind of roof or roofing work do you need?': 'Flat, foam or single-ply roofing',
  'Where are you in your project?': 'Ready to hire',
  'Do you own the home?': 'Yes',
  'What type of property is it?': 'Multi-Unit',
  'When would you like the work to start?': 'Time Is Flexible',
  'When is the best time to call you?': 'Evening',
  'Briefly describe your project': 'A leak over the garage.',
};

describe('readableAnswers', () => {
  it('shows a stored id as its English label', () => {
    const stored = {
      projectNature: 'repair',
      roofMaterial: 'flat-foam-or-single-ply-roofing',
      projectStatus: 'ready-to-hire',
      HomeOwner: 'yes',
      PropertyType: 'multi-unit',
      PurchaseTimeFrame: 'time-is-flexible',
      BestTimeToCall: 'evening',
      requirements: 'A leak over the garage.',
    };
    expect(readableAnswers(roofing.id, stored)).toEqual(ENGLISH);
  });

  it('shows a lead stored before options had ids (English labels) the same way', () => {
    const stored = {
      projectNature: 'Repair',
      roofMaterial: 'Flat, foam or single-ply roofing',
      projectStatus: 'Ready to hire',
      HomeOwner: 'Yes',
      PropertyType: 'Multi-Unit',
      PurchaseTimeFrame: 'Time Is Flexible',
      BestTimeToCall: 'Evening',
      requirements: 'A leak over the garage.',
    };
    expect(readableAnswers(roofing.id, stored)).toEqual(ENGLISH);
  });

  it('shows a value no option knows as it was stored, rather than hiding it', () => {
    expect(readableAnswers(roofing.id, { roofMaterial: 'Slate (old wording)' })).toEqual({
      'What kind of roof or roofing work do you need?': 'Slate (old wording)',
    });
  });
});

describe('storedAnswers', () => {
  it('keeps the ids the intake parsed, with the shared choices and the description', () => {
    const lead = {
      answers: { projectNature: 'repair', roofMaterial: 'metal', projectStatus: 'ready-to-hire' },
      HomeOwner: 'no',
      PropertyType: 'residential',
      PurchaseTimeFrame: '1-2-weeks',
      BestTimeToCall: 'morning',
      requirements: 'New metal roof.',
    };
    expect(storedAnswers(lead)).toEqual({
      projectNature: 'repair',
      roofMaterial: 'metal',
      projectStatus: 'ready-to-hire',
      HomeOwner: 'no',
      PropertyType: 'residential',
      PurchaseTimeFrame: '1-2-weeks',
      BestTimeToCall: 'morning',
      requirements: 'New metal roof.',
    });
  });
});
