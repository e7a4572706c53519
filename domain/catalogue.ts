// The service catalogue: the one source of truth for the 14 services' questions, the full option lists and
// how each answer is coded for the contractor network, joined here to the services themselves (names,
// paths, pictures: services.ts). The server's validation, the payload coding and the tests read this
// table. Each service's questions are a module of their own (domain/questions/), so a wizard page loads
// only its service's (web/wizard/service-questions.ts); pages that only list or link the services read
// services.ts and carry no questions at all.
import { SERVICES as SERVICE_INFO, servicePath, type ServiceInfo } from './services.ts';
import type { Question } from './questions/common.ts';
import solar from './questions/solar.ts';
import windows from './questions/windows.ts';
import roofing from './questions/roofing.ts';
import hvac from './questions/hvac.ts';
import painting from './questions/painting.ts';
import plumbing from './questions/plumbing.ts';
import gutters from './questions/gutters.ts';
import homeSecurity from './questions/home-security.ts';
import kitchen from './questions/kitchen.ts';
import siding from './questions/siding.ts';
import bathroom from './questions/bathroom.ts';
import fencing from './questions/fencing.ts';
import flooring from './questions/flooring.ts';
import movers from './questions/movers.ts';

export { servicePath };
export { coded, findOption, positional, slugOf, type Option, type OptionEntry } from './options.ts';
export { projectNature, type Question, type QuestionKind } from './questions/common.ts';

export interface Service extends ServiceInfo {
  readonly questions: readonly Question[];
}

/** Each service's own questions, by service id, in the order the wizard asks them. */
const QUESTIONS: Record<ServiceInfo['id'], readonly Question[]> = {
  1: solar,
  2: windows,
  3: roofing,
  4: hvac,
  5: painting,
  6: plumbing,
  7: gutters,
  8: homeSecurity,
  9: kitchen,
  10: siding,
  11: bathroom,
  12: fencing,
  13: flooring,
  14: movers,
};

/** Every service with its questions: the list in services.ts, each entry with its questions added. */
export const SERVICES: readonly Service[] = SERVICE_INFO.map((info) => {
  const questions = QUESTIONS[info.id];
  if (!questions) throw new Error(`service ${info.id} (${info.title}) has no questions in the catalogue`);
  return { ...info, questions };
});

/** The title parameter is URL-decoded by the router; titles match case-insensitively. */
export function findServiceByTitle(title: string): Service | undefined {
  const wanted = title.trim().toLowerCase();
  return SERVICES.find((s) => s.title.toLowerCase() === wanted);
}

export function findServiceById(id: number): Service | undefined {
  return SERVICES.find((s) => s.id === id);
}
