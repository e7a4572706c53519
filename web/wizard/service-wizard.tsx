// The wizard of one service, with only that service's questions downloaded: each service's questions are a
// module of their own (domain/questions/), loaded when its page renders, so a wizard page does not carry the
// other thirteen services' question and option lists. A prerendered page keeps its HTML while they load.
import { Suspense, use } from 'react';
import type { Service } from '#domain/catalogue.ts';
import type { Question } from '#domain/questions/common.ts';
import type { ServiceInfo } from '#domain/services.ts';
import { loadWithReload } from '../lib/chunk-reload.ts';
import { usePageLang } from '../lib/lang-context.tsx';
import { loadServiceWords } from '../i18n/wizard-text.ts';
import type { Lang } from '#domain/language.ts';
import { Wizard } from './wizard.tsx';

const QUESTION_MODULES = import.meta.glob<readonly Question[]>(['../../domain/questions/*.ts', '!**/common.ts'], { import: 'default' });

/** Where a service's questions are: its title in kebab case ('HomeSecurity' in home-security.ts). */
export function questionsModulePath(service: Pick<ServiceInfo, 'title'>): string {
  return `../../domain/questions/${service.title.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase()}.ts`;
}

export function loadQuestions(service: Pick<ServiceInfo, 'title'>): Promise<readonly Question[]> {
  const load = QUESTION_MODULES[questionsModulePath(service)];
  if (!load) return Promise.reject(new Error(`no questions module for ${service.title} (${questionsModulePath(service)})`));
  return loadWithReload(load);
}

// One promise per service and language, kept: React's `use` remembers a promise's result on the promise itself, so a page
// rendered again (the prerender's second pass, a return to the page) does not wait for it a second time.
const services = new Map<string, Promise<Service>>();

/** The service with its questions, and on a page in another language than English their texts in it. */
function withQuestions(info: ServiceInfo, lang: Lang): Promise<Service> {
  const key = `${lang}:${info.id}`;
  let service = services.get(key);
  if (!service) {
    service = Promise.all([loadQuestions(info), loadServiceWords(lang, info.title)]).then(
      ([questions]) => ({ ...info, questions }),
      (err: unknown) => {
        // Not kept: the error boundary's retry asks again.
        services.delete(key);
        throw err;
      },
    );
    services.set(key, service);
  }
  return service;
}

function LoadedWizard({ info }: { info: ServiceInfo }) {
  const service = use(withQuestions(info, usePageLang()));
  return <Wizard service={service} />;
}

export function ServiceWizard({ service }: { service: ServiceInfo }) {
  return (
    <Suspense fallback={<div className="min-h-80" aria-busy="true" />}>
      <LoadedWizard key={service.id} info={service} />
    </Suspense>
  );
}
