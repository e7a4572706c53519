// A form's values and messages outside React's state, with its inputs left uncontrolled: typing changes
// the store, not the page, so a keystroke re-renders nothing unless a component watches that field. The
// few things the forms need from react-hook-form, without its 36 KB on the wizard's first load.
// Field names are paths: `answers.roofType` is `values.answers.roofType`.
import { useState, useSyncExternalStore } from 'react';

type Values = Record<string, unknown>;
type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
/** Told of every change; `name` is the field a visitor or the code changed, none after a reset. */
type Listener = (name: string | undefined) => void;

/** What an input spreads to be kept by the store. */
export interface Registration {
  name: string;
  ref: (el: Control | null) => void;
  onChange: (e: { target: EventTarget | null }) => void;
}

function read<V>(values: V, name: string): unknown {
  return name.split('.').reduce<unknown>((v, part) => (v as Values | undefined)?.[part], values);
}

/** A copy of `values` with the one path changed. */
function write<V>(values: V, path: readonly string[], value: unknown): V {
  const [head, ...rest] = path as [string, ...string[]];
  const current = values as Values;
  return { ...current, [head]: rest.length ? write(current[head] ?? {}, rest, value) : value } as V;
}

/** The value an input holds, as the form keeps it: a checkbox's tick, a radio group's checked option. */
function valueOf(el: Control): unknown {
  if (el instanceof HTMLInputElement && el.type === 'checkbox') return el.checked;
  return el.value;
}

function show(el: Control, value: unknown) {
  if (el instanceof HTMLInputElement && el.type === 'checkbox') el.checked = value === true;
  else if (el instanceof HTMLInputElement && el.type === 'radio') el.checked = el.value === value;
  else if (el.value !== String(value ?? '')) el.value = String(value ?? '');
}

export class FormStore<V extends object> {
  private values: V;
  private errors: Readonly<Record<string, string>> = {};
  private readonly controls = new Map<string, Set<Control>>();
  private readonly listeners = new Set<Listener>();

  constructor(values: V) {
    this.values = values;
  }

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private changed(name: string | undefined) {
    for (const l of [...this.listeners]) l(name);
  }

  /** Every value (a snapshot: the store never changes it in place), or one field's. */
  getValues(): V;
  getValues(name: string): unknown;
  getValues(name?: string): unknown {
    return name === undefined ? this.values : read(this.values, name);
  }

  /** Sets a field's value and shows it in its inputs. */
  setValue(name: string, value: unknown) {
    this.values = write(this.values, name.split('.'), value);
    this.showIn(name);
    this.changed(name);
  }

  /** Every value at once (a restored or emptied form); every message goes. */
  reset(values: V) {
    this.values = values;
    this.errors = {};
    for (const name of this.controls.keys()) this.showIn(name);
    this.changed(undefined);
  }

  /** The message shown on a field, or undefined. */
  errorOf = (name: string): string | undefined => this.errors[name];

  /** All messages: a new object whenever one changes, so React can tell. */
  allErrors = (): Readonly<Record<string, string>> => this.errors;

  setError(name: string, message: string) {
    this.errors = { ...this.errors, [name]: message };
    this.changed(undefined);
  }

  /** Puts the focus in the field's input, as after a refused submit. */
  focus(name: string) {
    [...(this.controls.get(name) ?? [])].find((el) => el.isConnected)?.focus();
  }

  clearErrors(name: string) {
    if (!(name in this.errors)) return;
    const rest = { ...this.errors };
    delete rest[name];
    this.errors = rest;
    this.changed(undefined);
  }

  /** Props for an input (or each radio of a group) that the store fills and reads. */
  register(name: string): Registration {
    return {
      name,
      ref: (el) => {
        if (!el) return;
        let set = this.controls.get(name);
        if (!set) this.controls.set(name, (set = new Set()));
        set.add(el);
        show(el, this.getValues(name));
      },
      onChange: ({ target }) => {
        const el = target as Control;
        // A radio that was unchecked says nothing: its group's checked option speaks.
        if (el instanceof HTMLInputElement && el.type === 'radio' && !el.checked) return;
        this.values = write(this.values, name.split('.'), valueOf(el));
        this.changed(name);
      },
    };
  }

  private showIn(name: string) {
    const set = this.controls.get(name);
    if (!set) return;
    for (const el of set) {
      // Inputs of a step no longer on screen are forgotten here rather than on unmount.
      if (el.isConnected) show(el, this.getValues(name));
      else set.delete(el);
    }
  }
}

/** One store for the component's lifetime. */
export function useFormStore<V extends object>(initial: () => V): FormStore<V> {
  return useState(() => new FormStore(initial()))[0];
}

/** A field's value, re-rendering the caller when it changes. */
export function useFieldValue(form: FormStore<object>, name: string): unknown {
  return useSyncExternalStore(
    form.subscribe,
    () => form.getValues(name),
    () => form.getValues(name),
  );
}

/** The form's messages, re-rendering the caller when one changes. */
export function useFormErrors(form: FormStore<object>): Readonly<Record<string, string>> {
  return useSyncExternalStore(form.subscribe, form.allErrors, form.allErrors);
}
