// HVAC: its own questions, in the order its wizard asks them (catalogue.ts joins them to the service).
import { positional, type OptionEntry } from '../options.ts';
import { natureQuestion, statusQuestion, projectNature, type Question } from './common.ts';

/**
 * HVAC systems and services, in the network's order: the first 16 are the network's coded list, the other
 * nine its uncoded options, sent as "" (docs/network-payload.md, `HVACType`).
 */
const HVAC_TYPES: OptionEntry[] = [
  'Air ducts, repair or replace',
  'Boiler and radiators, new installation',
  'Central air, cleaning and maintenance',
  'Central air, new installation',
  'Central air, repair',
  'Commercial cooling',
  'Commercial heating, new installation',
  'Commercial heating, repair',
  'Ductless air conditioning',
  'Furnace, new installation',
  'Furnace, repair',
  'Gas heating, new installation',
  'Gas heating, repair',
  'Geothermal system',
  'Heating, new installation',
  'Heating, repair',
  'Heat pump, new installation',
  'Heat pump, repair',
  'Oil heating, new installation',
  'Oil heating, repair',
  'Radiant floor system',
  'Thermostats',
  'Boiler and radiators, repair',
  'Ductless air conditioning, repair',
  'Ducts and vents, installation',
];

const questions: readonly Question[] = [
  natureQuestion(projectNature(['New Installation', 'Repair', 'Replacement'])),
  {
    id: 'hvacType',
    label: 'What kind of system or service do you need?',
    kind: 'choice',
    options: positional(HVAC_TYPES, 16),
    field: 'HVACType',
  },
  statusQuestion,
];

export default questions;
